import { sql } from 'drizzle-orm';
import { bigserial, check, index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at } from '../../db/columns.ts';
import { accounts } from '../../db/coreSchema.ts';

/**
 * The support slice's tables: one conversation per account and its messages; and the messages
 * sent before sign-in (support_contacts). A conversation
 * waits for an answer from the user's first message after the last answer (`waiting_since`)
 * until an operator replies; operators see the waiting ones first (support/list).
 */
export const supportConversations = pgTable(
  'support_conversations',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id),
    createdAt: at('created_at').notNull(),
    lastMessageAt: at('last_message_at').notNull(),
    /** The user's first message since the last answer; null when nothing waits. */
    waitingSince: at('waiting_since'),
  },
  (t) => [
    uniqueIndex('support_conversations_account_idx').on(t.accountId),
    index('support_conversations_queue_idx').on(t.waitingSince, t.lastMessageAt),
  ],
);

/**
 * Messages, ordered by `seq` (ids are opaque; times may tie). The text is plain text (never
 * rendered as HTML), trimmed, '' only when an image comes instead. `read_at`: when the other side
 * read it. `request_id`: the rid of the call that wrote it, unique per conversation, so that a
 * retry whose answer was lost (even across a restart) gets the same message, not a second one.
 */
export const supportMessages = pgTable(
  'support_messages',
  {
    id: text('id').primaryKey(),
    seq: bigserial('seq', { mode: 'number' }).notNull().unique(),
    conversationId: text('conversation_id')
      .notNull()
      .references(() => supportConversations.id),
    author: text('author').notNull(),
    text: text('text').notNull(),
    /** The server-relative path of an upload of purpose `supportImage`, owned by the conversation's account. */
    image: text('image'),
    requestId: text('request_id'),
    createdAt: at('created_at').notNull(),
    readAt: at('read_at'),
  },
  (t) => [
    index('support_messages_conversation_seq_idx').on(t.conversationId, t.seq),
    uniqueIndex('support_messages_request_idx').on(t.conversationId, t.requestId),
    check('support_messages_author', sql`${t.author} in ('user', 'operator')`),
    check('support_messages_content', sql`${t.text} <> '' or ${t.image} is not null`),
  ],
);

/**
 * Messages to customer service from someone without a session (support/contact, the login
 * screen's "forgot password"): where to answer (an e-mail address or a phone number, trimmed),
 * the account name they gave (as typed, or null), the message (plain text, trimmed), the language
 * the app spoke, and the ticket number they were given. Operators list them (support/contacts)
 * and mark them handled (support/contactHandled: when and by which operator).
 */
export const supportContacts = pgTable(
  'support_contacts',
  {
    id: text('id').primaryKey(),
    ticketNo: text('ticket_no').notNull().unique(),
    contact: text('contact').notNull(),
    accountName: text('account_name'),
    message: text('message').notNull(),
    lang: text('lang').notNull(),
    createdAt: at('created_at').notNull(),
    handledAt: at('handled_at'),
    handledBy: text('handled_by'),
  },
  (t) => [index('support_contacts_created_idx').on(t.createdAt, t.id)],
);
