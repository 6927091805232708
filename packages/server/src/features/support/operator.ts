import { and, asc, count, desc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { supportText, validateSupportMessage } from '@broker/domain';
import type { AdminResponseOf, SupportConversation, SupportMessage } from '@broker/contract';
import type { Db } from '../../db/open.ts';
import { accounts, supportConversations, supportMessages } from '../../db/schema.ts';
import { ApiError } from '../../http/envelope.ts';
import { paginate } from '../../http/paginate.ts';
import { throwIssues, type AdminRouteBody, type RouteDeps } from '../../http/routes.ts';
import { isUniqueViolation } from '../../lib/dbErrors.ts';
import type { UrlSigner } from '../../lib/signedUrl.ts';
import { storeImage } from '../common/index.ts';
import { findAccountByName } from '../../core/accounts.ts';
import { addMessage, findConversation, markRead, messageByRequest, messagePage } from './conversation.ts';
import { conversationView, messageView, type ConversationRow, type MessageRow } from './views.ts';

/** Customer service's side (api.md §6, operator API): the queue, one conversation, a reply. */

export interface SupportOperatorOptions {
  signer: UrlSigner;
  /** Where a reply's image is stored (as an upload of the user, who may then read it). */
  uploadsDir: string;
}

async function accountNamed(db: Db, name: string) {
  const account = await findAccountByName(db, name);
  if (!account) throw new ApiError('error.account.notFound');
  return account;
}

/** The list's details of each conversation: its account's name, its last message and the user's unread messages. */
async function conversationViews(
  db: Db,
  rows: ConversationRow[],
  signer: UrlSigner,
  now: Date,
): Promise<SupportConversation[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const names = await db
    .select({ id: accounts.id, account: accounts.account })
    .from(accounts)
    .where(
      inArray(
        accounts.id,
        rows.map((row) => row.accountId),
      ),
    );
  const last = await db
    .selectDistinctOn([supportMessages.conversationId])
    .from(supportMessages)
    .where(inArray(supportMessages.conversationId, ids))
    .orderBy(supportMessages.conversationId, desc(supportMessages.seq));
  const unread = await db
    .select({ conversationId: supportMessages.conversationId, unread: count() })
    .from(supportMessages)
    .where(
      and(
        inArray(supportMessages.conversationId, ids),
        eq(supportMessages.author, 'user'),
        isNull(supportMessages.readAt),
      ),
    )
    .groupBy(supportMessages.conversationId);
  const nameOf = new Map(names.map((row) => [row.id, row.account]));
  const lastOf = new Map(last.map((row) => [row.conversationId, row]));
  const unreadOf = new Map(unread.map((row) => [row.conversationId, row.unread]));
  return rows.flatMap((row) => {
    const lastMessage: MessageRow | undefined = lastOf.get(row.id);
    if (!lastMessage) return [];
    return [
      conversationView(
        row,
        { account: nameOf.get(row.accountId) ?? '', lastMessage, unreadByOperator: unreadOf.get(row.id) ?? 0 },
        signer,
        now,
      ),
    ];
  });
}

/**
 * support/list: the waiting conversations first, longest waiting first; then the answered ones,
 * latest first; the id breaks ties so that pages never overlap.
 */
export function listConversations(
  db: Db,
  signer: UrlSigner,
  body: AdminRouteBody<'support/list'>,
  now: Date,
): Promise<AdminResponseOf<'support/list'>> {
  const where =
    body.waiting === undefined
      ? undefined
      : body.waiting
        ? isNotNull(supportConversations.waitingSince)
        : isNull(supportConversations.waitingSince);
  return paginate(
    body,
    {
      total: () => db.$count(supportConversations, where),
      rows: ({ limit, offset }) =>
        db
          .select()
          .from(supportConversations)
          .where(where)
          .orderBy(
            sql`${supportConversations.waitingSince} asc nulls last`,
            desc(supportConversations.lastMessageAt),
            asc(supportConversations.id),
          )
          .limit(limit)
          .offset(offset),
    },
    (rows) => conversationViews(db, rows, signer, now),
  );
}

/**
 * support/conversation: an account's messages by the user's cursor. Opening the newest messages
 * marks the user's messages read by customer service (an older page marks nothing).
 */
export async function showConversation(
  db: Db,
  signer: UrlSigner,
  body: AdminRouteBody<'support/conversation'>,
  now: Date,
): Promise<AdminResponseOf<'support/conversation'>> {
  const account = await accountNamed(db, body.account);
  const conversation = await findConversation(db, account.id);
  if (!conversation) {
    if (body.before !== undefined) throw new ApiError('error.validation.invalid', { field: 'before', rule: 'enum' });
    return { conversation: null, items: [], hasMore: false };
  }
  if (body.before === undefined) await markRead(db, conversation.id, 'user', now);
  const page = await messagePage(db, conversation.id, body);
  const [view] = await conversationViews(db, [conversation], signer, now);
  return {
    conversation: view ?? null,
    items: page.rows.map((row) => messageView(row, signer, now)),
    hasMore: page.hasMore,
  };
}

/**
 * support/reply: the message (domain), the account, then the image — stored as an upload of the
 * user's, so that the user may read it — and the message, which ends the conversation's wait.
 */
export async function replyToAccount(
  deps: RouteDeps,
  options: SupportOperatorOptions,
  body: AdminRouteBody<'support/reply'>,
  now: Date,
): Promise<SupportMessage> {
  const { db } = deps;
  const { signer, uploadsDir } = options;
  throwIssues(validateSupportMessage({ text: body.text, image: body.image ? 'attached' : undefined }));
  const account = await accountNamed(db, body.account);
  const done = await messageByRequest(db, account.id, body.requestId);
  if (done) return messageView(done, signer, now);
  const image = body.image
    ? await storeImage(
        deps,
        uploadsDir,
        { ...body.image, accountId: account.id, purpose: 'supportImage' },
        now,
        'image.data',
      )
    : null;
  try {
    const row = await addMessage(
      db,
      { accountId: account.id, author: 'operator', text: supportText(body.text), image, requestId: body.requestId },
      now,
    );
    return messageView(row, signer, now);
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const again = await messageByRequest(db, account.id, body.requestId);
    if (!again) throw error;
    return messageView(again, signer, now);
  }
}
