// The support slice's rules (slices.md: one folder per slice key): messages between a user and
// customer service, their limits, the external support link, and a contact before sign-in.
export type { SupportAuthor } from './vocabulary.ts';
export { supportAuthors, supportLimits } from './vocabulary.ts';
export { hasForbiddenCharacters } from './text.ts';
export type { SupportMessageInput } from './message.ts';
export { validateSupportMessage, supportText, checkSupportRate } from './message.ts';
export { validateSupportLink, isSupportLink } from './link.ts';
export type { SupportContactInput } from './contact.ts';
export { validateSupportContact, supportContactLimits } from './contact.ts';
export { supportErrorFields } from './errorFields.ts';
