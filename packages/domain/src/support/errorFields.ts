import type { ErrorFieldTable } from '../forms/errorFieldTable.ts';

/**
 * Support messages: every answer of `support/send` either names its field in its data
 * (`validation.*`: the text, the image) or concerns the whole request (`request.tooFrequent`,
 * `request.idConflict`), which the composer says in its alert. Nothing to place by key yet.
 */
export const supportErrorFields: ErrorFieldTable = {
  'support/send': {},
  // A contact before sign-in: `validation.*` names the field (contact, account, message);
  // `request.tooFrequent` (the hourly limit per address) concerns the whole request.
  'support/contact': {},
};
