import type { SupportAuthor } from '@broker/domain';
import type { SupportConversation, SupportMessage } from '@broker/contract';
import type { supportConversations, supportMessages } from '../../db/schema.ts';
import type { UrlSigner } from '../../lib/signedUrl.ts';
import { toApiTime, toApiTimeOrNull } from '../../lib/time.ts';

export type ConversationRow = typeof supportConversations.$inferSelect;
export type MessageRow = typeof supportMessages.$inferSelect;

/** A message as the user and the operators see it: the image as a short-lived signed link. */
export const messageView = (row: MessageRow, signer: UrlSigner, now: Date): SupportMessage => ({
  id: row.id,
  author: row.author as SupportAuthor,
  text: row.text,
  image: row.image ? signer.sign(row.image, now) : null,
  createdAt: toApiTime(row.createdAt),
  readAt: toApiTimeOrNull(row.readAt),
});

/** A conversation in the operators' list, with its account's name, last message and unread count. */
export const conversationView = (
  row: ConversationRow,
  details: { account: string; lastMessage: MessageRow; unreadByOperator: number },
  signer: UrlSigner,
  now: Date,
): SupportConversation => ({
  id: row.id,
  accountId: row.accountId,
  account: details.account,
  waiting: row.waitingSince !== null,
  waitingSince: toApiTimeOrNull(row.waitingSince),
  lastMessageAt: toApiTime(row.lastMessageAt),
  lastMessage: messageView(details.lastMessage, signer, now),
  unreadByOperator: details.unreadByOperator,
});
