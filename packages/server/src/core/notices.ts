import { randomUUID } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import { hasNoticeParams, isNoticeKind, type NoticeKind, type NoticeParams } from '@broker/domain';
import type { Db, Tx } from '../db/open.ts';
import { userNotices } from '../db/schema.ts';

/**
 * Notices to one user: every slice tells a user of an event of their money or records through
 * `notify`, in the same transaction as the event (so a rolled-back change tells nothing). The
 * notice is stored by kind and parameters; the app words it in the user's language and links it
 * to its screen, in the notices list with the unread dot (`user/notice`).
 */
export interface UserNoticeRow {
  id: string;
  accountId: string;
  kind: NoticeKind;
  params: Readonly<Record<string, string>>;
  createdAt: Date;
}

/** Stores a notice to `accountId`; its parameters must be exactly its kind's (domain `noticeParamNames`). */
export async function notify<K extends NoticeKind>(
  tx: Db | Tx,
  accountId: string,
  kind: K,
  params: NoticeParams<K>,
  at: Date,
): Promise<string> {
  if (!hasNoticeParams(kind, params)) throw new Error(`notice ${kind}: its parameters are not the kind's`);
  const id = randomUUID();
  await tx.insert(userNotices).values({ id, accountId, kind, params, createdAt: at });
  return id;
}

/** A user's newest notices, at most `limit`. */
export async function userNoticesOf(db: Db, accountId: string, limit: number): Promise<UserNoticeRow[]> {
  const rows = await db
    .select()
    .from(userNotices)
    .where(eq(userNotices.accountId, accountId))
    .orderBy(desc(userNotices.createdAt), desc(userNotices.id))
    .limit(limit);
  return rows.flatMap(known);
}

/** One of the user's notices (another user's is not found). */
export async function userNotice(db: Db, accountId: string, id: string): Promise<UserNoticeRow | undefined> {
  const rows = await db
    .select()
    .from(userNotices)
    .where(and(eq(userNotices.id, id), eq(userNotices.accountId, accountId)));
  return rows.flatMap(known)[0];
}

/** A stored notice of a kind this server still knows (a kind a later version dropped is not shown). */
function known(row: typeof userNotices.$inferSelect): UserNoticeRow[] {
  const params = row.params as Record<string, string>;
  if (!isNoticeKind(row.kind)) return [];
  return [{ id: row.id, accountId: row.accountId, kind: row.kind, params, createdAt: row.createdAt }];
}
