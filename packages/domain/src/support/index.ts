// The support slice's rules (slices.md: one folder per slice key): messages between a user and
// customer service, their limits, and the external support link.
export type { SupportAuthor } from './vocabulary.ts';
export { supportAuthors, supportLimits } from './vocabulary.ts';
export { hasForbiddenCharacters } from './text.ts';
export type { SupportMessageInput } from './message.ts';
export { validateSupportMessage, supportText, checkSupportRate } from './message.ts';
export { validateSupportLink, isSupportLink } from './link.ts';
export { supportErrorFields } from './errorFields.ts';
