import { and, asc, count, eq } from 'drizzle-orm';
import {
  creditQuota,
  dayEndMs,
  isLoanRejectReason,
  loanDueAt,
  loanRejectReasons,
  localDay,
  roundMoney,
  type Currency,
} from '@broker/domain';
import type { LoanReview } from '@broker/contract';
import type { Db } from '../../db/open.ts';
import { accounts } from '../../db/coreSchema.ts';
import { post } from '../../core/ledger.ts';
import { notify } from '../../core/notices.ts';
import type { ReviewDecideBody, ReviewListBody, ReviewSource } from '../../core/reviews.ts';
import { ApiError } from '../../http/envelope.ts';
import { paginate } from '../../http/paginate.ts';
import type { RouteDeps } from '../../http/routes.ts';
import { guardedUpdate, Stale } from '../../timed/claims.ts';
import { loanView, type LoanRow } from './records.ts';
import { loans } from './schema.ts';
import { loanSettings as terms } from './settings.ts';

const review = (row: LoanRow, account: { account: string; creditScore: number }, now: Date): LoanReview => ({
  ...loanView(row, now.getTime()),
  accountId: row.accountId,
  account: account.account,
  creditScore: account.creditScore,
  quota: creditQuota(account.creditScore, terms),
});

const withAccount = { record: loans, account: accounts.account, creditScore: accounts.creditScore };

/**
 * The loan review source (core/reviews.ts, entity `loan`): loans awaiting review, oldest first,
 * with the account's credit score and quota. Approval credits the amount (`loanIn`, the wallet
 * first), sets the due date (the term from now, domain `loanDueAt`) and starts the days' interest
 * (the first booked at the end of today); a rejection names one of the domain's reason codes as
 * its remark (shown to the user) and moves nothing. Each decision is guarded by the pending
 * status, so a repeated or concurrent one answers `order.notInReview`.
 */
export function loanReviewSource(deps: Pick<RouteDeps, 'db' | 'accountLock'>): ReviewSource {
  const { db, accountLock } = deps;

  function list(body: ReviewListBody, now: Date) {
    const where = and(
      eq(loans.status, body.status ?? 'pending'),
      body.account ? eq(accounts.account, body.account) : undefined,
    );
    return paginate(
      body,
      {
        total: async () => {
          const [{ total } = { total: 0 }] = await db
            .select({ total: count() })
            .from(loans)
            .innerJoin(accounts, eq(accounts.id, loans.accountId))
            .where(where);
          return total;
        },
        rows: ({ limit, offset }) =>
          db
            .select(withAccount)
            .from(loans)
            .innerJoin(accounts, eq(accounts.id, loans.accountId))
            .where(where)
            .orderBy(asc(loans.seq))
            .limit(limit)
            .offset(offset),
      },
      (rows) => rows.map((row) => review(row.record, row, now)),
    );
  }

  async function decide(body: ReviewDecideBody, remark: string | null, now: Date): Promise<LoanReview> {
    const approve = body.decision === 'approve';
    if (!approve && !isLoanRejectReason(remark)) {
      throw new ApiError('error.validation.invalid', { field: 'remark', rule: 'enum', values: [...loanRejectReasons] });
    }
    const found = await findWithAccount(db, body.id);
    if (!found) throw new ApiError('error.order.notFound');
    const current = found.record;
    if (current.status !== 'pending') throw new ApiError('error.order.notInReview');
    const row = await accountLock.run(current.accountId, () =>
      decided(
        db.transaction(async (tx) => {
          const currency = current.currency as Currency;
          const amount = roundMoney(current.amount, currency);
          const told = { loanId: current.id, orderNo: current.orderNo, amount, currency };
          if (!approve) {
            const updated = await guardedUpdate(tx, loans, and(eq(loans.id, current.id), eq(loans.status, 'pending')), {
              status: 'rejected',
              rejectReason: remark,
              decidedAt: now,
            });
            await notify(tx, current.accountId, 'loanRejected', { ...told, reason: remark! }, now);
            return updated;
          }
          // The wallet first (timed/claims.ts): the amount is credited, then the loan claimed from pending.
          await post(tx, {
            accountId: current.accountId,
            currency,
            amount: current.amount,
            type: 'loanIn',
            refId: current.id,
            remark: current.orderNo,
            at: now,
          });
          const dueAt = new Date(loanDueAt(now.getTime(), current.termDays, terms.timeZone));
          const updated = await guardedUpdate(tx, loans, and(eq(loans.id, current.id), eq(loans.status, 'pending')), {
            status: 'approved',
            decidedAt: now,
            dueAt,
            nextAccrualAt: new Date(dayEndMs(localDay(now.getTime(), terms.timeZone), terms.timeZone)),
          });
          await notify(tx, current.accountId, 'loanApproved', { ...told, dueAt: dueAt.toISOString() }, now);
          return updated;
        }),
      ),
    );
    if (!row) throw new ApiError('error.order.notInReview');
    return review(row, found, now);
  }

  return { entity: 'loan', list, decide };
}

/** A decision another one made first (read before the account's lock): none made here. */
async function decided<T>(work: Promise<T>): Promise<T | undefined> {
  try {
    return await work;
  } catch (error) {
    if (error instanceof Stale) return undefined;
    throw error;
  }
}

async function findWithAccount(db: Db, id: string) {
  const [found] = await db
    .select(withAccount)
    .from(loans)
    .innerJoin(accounts, eq(accounts.id, loans.accountId))
    .where(eq(loans.id, id));
  return found;
}
