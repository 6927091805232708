import { and, asc, count, eq } from 'drizzle-orm';
import type { RealNameStatus } from '@broker/domain';
import type { RealNameReview } from '@broker/contract';
import type { Db } from '../../db/open.ts';
import { accounts, realNames } from '../../db/schema.ts';
import { ApiError } from '../../http/envelope.ts';
import { paginate } from '../../http/paginate.ts';
import type { UrlSigner } from '../../lib/signedUrl.ts';
import type { ReviewDecideBody, ReviewListBody, ReviewSource } from '../../core/reviews.ts';
import { notify } from '../../core/notices.ts';
import { realNameView, type RealNameRow } from './realName.ts';

function realNameReview(row: RealNameRow, account: string, signer: UrlSigner, now: Date): RealNameReview {
  return {
    ...realNameView(row, signer, now),
    id: row.accountId,
    accountId: row.accountId,
    account,
    idNumber: row.idNumber,
  };
}

/**
 * Real-name reviews for the operator API: the records in review (or of another status), oldest
 * first, with the full ID number. Approving sets the account's real name in the same transaction.
 */
export function realNameReviews(db: Db, signer: UrlSigner): ReviewSource {
  async function list(body: ReviewListBody, now: Date) {
    const where = and(
      eq(realNames.status, body.status ?? 'reviewing'),
      body.account ? eq(accounts.account, body.account) : undefined,
    );
    return paginate(
      body,
      {
        total: async () => {
          const [{ total } = { total: 0 }] = await db
            .select({ total: count() })
            .from(realNames)
            .innerJoin(accounts, eq(accounts.id, realNames.accountId))
            .where(where);
          return total;
        },
        rows: ({ limit, offset }) =>
          db
            .select({ record: realNames, account: accounts.account })
            .from(realNames)
            .innerJoin(accounts, eq(accounts.id, realNames.accountId))
            .where(where)
            .orderBy(asc(realNames.submittedAt), asc(realNames.accountId))
            .limit(limit)
            .offset(offset),
      },
      (rows) => rows.map((row) => realNameReview(row.record, row.account, signer, now)),
    );
  }

  async function decide(body: ReviewDecideBody, remark: string | null, now: Date) {
    const [found] = await db
      .select({ record: realNames, account: accounts.account })
      .from(realNames)
      .innerJoin(accounts, eq(accounts.id, realNames.accountId))
      .where(eq(realNames.accountId, body.id));
    if (!found) throw new ApiError('error.order.notFound');
    const status: RealNameStatus = body.decision === 'approve' ? 'verified' : 'rejected';
    // Guarded by the current status, so a repeated or concurrent decision fails instead of applying twice.
    const row = await db.transaction(async (tx) => {
      const [updated] = await tx
        .update(realNames)
        .set({ status, remark, reviewedAt: now })
        .where(and(eq(realNames.accountId, body.id), eq(realNames.status, 'reviewing')))
        .returning();
      if (updated && status === 'verified') {
        await tx.update(accounts).set({ realName: updated.name }).where(eq(accounts.id, updated.accountId));
        await notify(tx, updated.accountId, 'realNameApproved', {}, now);
      } else if (updated) {
        await notify(tx, updated.accountId, 'realNameRejected', { reason: remark ?? '' }, now);
      }
      return updated;
    });
    if (!row) throw new ApiError('error.order.notInReview');
    return realNameReview(row, found.account, signer, now);
  }

  return { entity: 'realName', list, decide };
}
