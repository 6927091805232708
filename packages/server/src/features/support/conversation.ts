import { randomUUID } from 'node:crypto';
import { and, count, desc, eq, isNull, lt, lte } from 'drizzle-orm';
import type { SupportAuthor } from '@broker/domain';
import type { Db, Tx } from '../../db/open.ts';
import { supportConversations, supportMessages } from '../../db/schema.ts';
import { ApiError } from '../../http/envelope.ts';
import type { ConversationRow, MessageRow } from './views.ts';

/** Reading and writing one conversation's rows; the endpoints' rules are in messages.ts and operator.ts. */

export async function findConversation(db: Db | Tx, accountId: string): Promise<ConversationRow | undefined> {
  const [row] = await db.select().from(supportConversations).where(eq(supportConversations.accountId, accountId));
  return row;
}

/** The account's conversation, made on its first message (either side's); the unique account index decides a race. */
async function ensureConversation(tx: Tx, accountId: string, now: Date): Promise<ConversationRow> {
  await tx
    .insert(supportConversations)
    .values({ id: randomUUID(), accountId, createdAt: now, lastMessageAt: now, waitingSince: null })
    .onConflictDoNothing();
  const row = await findConversation(tx, accountId);
  if (!row) throw new Error('support conversation not stored');
  return row;
}

/** The message a call with this request id wrote in the account's conversation, if any. */
export async function messageByRequest(db: Db, accountId: string, requestId: string): Promise<MessageRow | undefined> {
  const conversation = await findConversation(db, accountId);
  if (!conversation) return undefined;
  const [row] = await db
    .select()
    .from(supportMessages)
    .where(and(eq(supportMessages.conversationId, conversation.id), eq(supportMessages.requestId, requestId)));
  return row;
}

export interface NewMessage {
  accountId: string;
  author: SupportAuthor;
  text: string;
  image: string | null;
  requestId: string;
}

/**
 * Adds a message in one transaction with its conversation's state: a user's message starts the
 * wait for an answer (unless one already waits), an operator's ends it.
 */
export function addMessage(db: Db, message: NewMessage, now: Date): Promise<MessageRow> {
  return db.transaction(async (tx) => {
    const conversation = await ensureConversation(tx, message.accountId, now);
    const [row] = await tx
      .insert(supportMessages)
      .values({
        id: randomUUID(),
        conversationId: conversation.id,
        author: message.author,
        text: message.text,
        image: message.image,
        requestId: message.requestId,
        createdAt: now,
        readAt: null,
      })
      .returning();
    if (!row) throw new Error('support message not stored');
    await tx
      .update(supportConversations)
      .set({
        lastMessageAt: now,
        waitingSince: message.author === 'user' ? (conversation.waitingSince ?? now) : null,
      })
      .where(eq(supportConversations.id, conversation.id));
    return row;
  });
}

/** The position (`seq`) of a message of this conversation; another conversation's or an unknown id is refused alike. */
async function seqOf(db: Db, conversationId: string, id: string, field: string): Promise<number> {
  const [row] = await db
    .select({ seq: supportMessages.seq })
    .from(supportMessages)
    .where(and(eq(supportMessages.conversationId, conversationId), eq(supportMessages.id, id)));
  if (!row) throw new ApiError('error.validation.invalid', { field, rule: 'enum' });
  return row.seq;
}

/** Up to `size` messages before the cursor (default the newest), oldest first, and whether older ones exist. */
export async function messagePage(
  db: Db,
  conversationId: string,
  request: { before?: string | undefined; size: number },
): Promise<{ rows: MessageRow[]; hasMore: boolean }> {
  const before = request.before === undefined ? null : await seqOf(db, conversationId, request.before, 'before');
  const rows = await db
    .select()
    .from(supportMessages)
    .where(
      and(
        eq(supportMessages.conversationId, conversationId),
        before === null ? undefined : lt(supportMessages.seq, before),
      ),
    )
    .orderBy(desc(supportMessages.seq))
    .limit(request.size + 1);
  return { rows: rows.slice(0, request.size).reverse(), hasMore: rows.length > request.size };
}

/** How many of `author`'s messages the other side has not read. */
export async function unreadOf(db: Db, conversationId: string, author: SupportAuthor): Promise<number> {
  const [row] = await db
    .select({ unread: count() })
    .from(supportMessages)
    .where(
      and(
        eq(supportMessages.conversationId, conversationId),
        eq(supportMessages.author, author),
        isNull(supportMessages.readAt),
      ),
    );
  return row?.unread ?? 0;
}

/** Marks `author`'s unread messages read, up to and including the message `upTo` when given. */
export async function markRead(
  db: Db,
  conversationId: string,
  author: SupportAuthor,
  now: Date,
  upTo?: string,
): Promise<void> {
  const last = upTo === undefined ? null : await seqOf(db, conversationId, upTo, 'upTo');
  await db
    .update(supportMessages)
    .set({ readAt: now })
    .where(
      and(
        eq(supportMessages.conversationId, conversationId),
        eq(supportMessages.author, author),
        isNull(supportMessages.readAt),
        last === null ? undefined : lte(supportMessages.seq, last),
      ),
    );
}
