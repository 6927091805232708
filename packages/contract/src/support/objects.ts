import { z } from '../zod.ts';
import { supportAuthors } from '@broker/domain';
import { idSchema, imgSchema, languageSchema, timeSchema } from '../primitives.ts';

/** Who wrote a message: the user or customer service (an operator). */
export const supportAuthorSchema = z.enum(supportAuthors);

/**
 * One message of a user's support conversation. The text is plain text, never HTML: clients
 * show it as text (the server refuses control characters and bidi overrides, domain text.ts).
 */
export const supportMessageSchema = z.object({
  id: idSchema,
  author: supportAuthorSchema,
  /** Trimmed; '' when the message is only an image. */
  text: z.string(),
  /** A short-lived signed link to the image (private to the user and the operators), or null. */
  image: imgSchema.nullable(),
  createdAt: timeSchema,
  /** When the other side read it (the user an operator's message, an operator the user's); null while unread. */
  readAt: timeSchema.nullable(),
});
export type SupportMessage = z.infer<typeof supportMessageSchema>;

/** A conversation as operators see it in `support/list`: whose, whether it waits for an answer, its last message. */
export const supportConversationSchema = z.object({
  id: idSchema,
  accountId: idSchema,
  account: z.string(),
  /** The user wrote last: the conversation waits for an answer. */
  waiting: z.boolean(),
  /** The user's first message since the last answer; null when nothing waits. */
  waitingSince: timeSchema.nullable(),
  lastMessageAt: timeSchema,
  lastMessage: supportMessageSchema,
  /** The user's messages no operator has opened yet. */
  unreadByOperator: z.number().int().min(0),
});
export type SupportConversation = z.infer<typeof supportConversationSchema>;

/**
 * A contact before sign-in (support/contact) as operators see it in `support/contacts`: where to
 * answer, the account the person named, the message (plain text, as the conversation's), the
 * language the app spoke, and whether an operator has handled it.
 */
export const supportContactSchema = z.object({
  id: idSchema,
  ticketNo: z.string(),
  /** An e-mail address or a phone number, trimmed. */
  contact: z.string(),
  /** The account name the person believes is theirs, as typed; null when none was given. */
  account: z.string().nullable(),
  message: z.string(),
  lang: languageSchema,
  createdAt: timeSchema,
  /** When an operator marked it handled, and who; null while open. */
  handledAt: timeSchema.nullable(),
  handledBy: z.string().nullable(),
});
export type SupportContact = z.infer<typeof supportContactSchema>;
