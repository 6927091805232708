import { and, count, eq, gt } from 'drizzle-orm';
import { checkSupportRate, supportLimits, supportText, validateSupportMessage } from '@broker/domain';
import type { SupportMessage, SupportMessages } from '@broker/contract';
import type { Db } from '../../db/open.ts';
import { supportMessages } from '../../db/schema.ts';
import { ApiError } from '../../http/envelope.ts';
import { throwIssues, type RouteBody, type RouteDeps } from '../../http/routes.ts';
import { isUniqueViolation } from '../../lib/dbErrors.ts';
import { stripQuery, type UrlSigner } from '../../lib/signedUrl.ts';
import { ownUpload } from '../common/index.ts';
import { addMessage, findConversation, markRead, messageByRequest, messagePage, unreadOf } from './conversation.ts';
import { messageView } from './views.ts';

/** The user's side of the support conversation (api.md: support/*). Every call reads only the caller's own conversation. */

/** support/messages: the newest messages, or those before the cursor `before` (a message of the caller's own conversation). */
export async function userMessages(
  db: Db,
  signer: UrlSigner,
  accountId: string,
  body: RouteBody<'support/messages'>,
  now: Date,
): Promise<SupportMessages> {
  const conversation = await findConversation(db, accountId);
  if (!conversation) {
    if (body.before !== undefined) throw new ApiError('error.validation.invalid', { field: 'before', rule: 'enum' });
    return { items: [], hasMore: false };
  }
  const page = await messagePage(db, conversation.id, body);
  return { items: page.rows.map((row) => messageView(row, signer, now)), hasMore: page.hasMore };
}

/** How many messages the user has sent within the rate window before `now`. */
async function sentRecently(db: Db, accountId: string, now: Date): Promise<number> {
  const conversation = await findConversation(db, accountId);
  if (!conversation) return 0;
  const [row] = await db
    .select({ sent: count() })
    .from(supportMessages)
    .where(
      and(
        eq(supportMessages.conversationId, conversation.id),
        eq(supportMessages.author, 'user'),
        gt(supportMessages.createdAt, new Date(now.getTime() - supportLimits.rateWindowMs)),
      ),
    );
  return row?.sent ?? 0;
}

/**
 * support/send, in the check order of api.md §1.5: the message (domain), the image (an upload of
 * the caller's of purpose `supportImage`), the rate (at most `supportLimits.perWindow` a
 * minute, besides the 2-second rule of every rid write), then the message and the conversation's
 * wait in one transaction. A request id already used in this conversation answers its message.
 */
export async function sendMessage(
  deps: RouteDeps,
  signer: UrlSigner,
  accountId: string,
  body: RouteBody<'support/send'>,
  now: Date,
): Promise<SupportMessage> {
  const { db } = deps;
  const done = await messageByRequest(db, accountId, body.requestId);
  if (done) return messageView(done, signer, now);
  throwIssues(validateSupportMessage(body));
  const image = body.image ? stripQuery(body.image) : null;
  if (image !== null && !(await ownUpload(deps, accountId, image, ['supportImage']))) {
    throw new ApiError('error.validation.invalid', { field: 'image', rule: 'format' });
  }
  const rate = checkSupportRate(await sentRecently(db, accountId, now));
  if (rate) throwIssues([rate]);
  try {
    const row = await addMessage(
      db,
      { accountId, author: 'user', text: supportText(body.text), image, requestId: body.requestId },
      now,
    );
    return messageView(row, signer, now);
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const again = await messageByRequest(db, accountId, body.requestId);
    if (!again) throw error;
    return messageView(again, signer, now);
  }
}

/** support/unread: customer service's messages the user has not read. */
export async function userUnread(db: Db, accountId: string): Promise<{ unread: number }> {
  const conversation = await findConversation(db, accountId);
  return { unread: conversation ? await unreadOf(db, conversation.id, 'operator') : 0 };
}

/** support/read: marks customer service's messages read (up to `upTo`, a message of the caller's conversation). */
export async function userRead(
  db: Db,
  accountId: string,
  body: RouteBody<'support/read'>,
  now: Date,
): Promise<{ unread: number }> {
  const conversation = await findConversation(db, accountId);
  if (!conversation) {
    if (body.upTo !== undefined) throw new ApiError('error.validation.invalid', { field: 'upTo', rule: 'enum' });
    return { unread: 0 };
  }
  await markRead(db, conversation.id, 'operator', now, body.upTo);
  return { unread: await unreadOf(db, conversation.id, 'operator') };
}
