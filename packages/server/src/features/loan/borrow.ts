import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import {
  loanPreview,
  overdueRatePct,
  roundMoney,
  validateLoanAmount,
  validateLoanBorrow,
  type AccountRestriction,
} from '@broker/domain';
import type { LoanPreview, LoanRecord } from '@broker/contract';
import type { Db, Tx } from '../../db/open.ts';
import { realNameStatusOf } from '../../core/accounts.ts';
import { orderNumber } from '../../core/orderNumbers.ts';
import { ApiError } from '../../http/envelope.ts';
import { idempotentWrite } from '../../http/idempotentWrite.ts';
import { throwIssues, type RouteBody, type RouteDeps } from '../../http/routes.ts';
import { creditOf, isRunning, loanView, openLoan, type LoanRow } from './records.ts';
import { loans } from './schema.ts';
import { loanSettings as terms } from './settings.ts';

type BorrowBody = RouteBody<'loan/borrow'>;

/** The amount's rules against the account's score and what is left of its quota. */
const amountContext = async (db: Db, accountId: string) => {
  const credit = await creditOf(db, accountId);
  return {
    credit,
    context: {
      currency: terms.currency,
      minAmount: terms.minAmount,
      creditScore: credit.account.creditScore,
      minCreditScore: terms.minCreditScore,
      available: credit.available,
    },
  };
};

/** `loan/preview`: the sheet of a loan of `amount` within the quota, before it is asked for. */
export async function previewLoan(db: Db, accountId: string, body: RouteBody<'loan/preview'>): Promise<LoanPreview> {
  const { context } = await amountContext(db, accountId);
  throwIssues(validateLoanAmount(body, context));
  return loanPreview(body.amount, terms);
}

const loanByRequest = async (db: Db, accountId: string, requestId: string) =>
  (
    await db
      .select()
      .from(loans)
      .where(and(eq(loans.accountId, accountId), eq(loans.requestId, requestId)))
  )[0];

async function checkBorrow(db: Db, accountId: string, body: BorrowBody): Promise<void> {
  const { credit, context } = await amountContext(db, accountId);
  const open = await openLoan(db, accountId);
  throwIssues(
    validateLoanBorrow(body, {
      ...context,
      hasPending: open?.status === 'pending',
      hasUnsettled: open !== undefined && isRunning(open),
      realNameStatus: await realNameStatusOf(db, accountId),
      restrictions: credit.account.restrictions as AccountRestriction[],
    }),
  );
}

async function storeLoan(tx: Tx, accountId: string, body: BorrowBody, now: Date): Promise<LoanRow | undefined> {
  const [inserted] = await tx
    .insert(loans)
    .values({
      id: randomUUID(),
      accountId,
      requestId: body.requestId,
      orderNo: orderNumber('L', now),
      currency: terms.currency,
      amount: roundMoney(body.amount, terms.currency),
      ratePct: terms.annualRatePct,
      overdueRatePct: overdueRatePct(terms),
      termDays: terms.termDays,
      status: 'pending',
      createdAt: now,
    })
    .returning();
  return inserted;
}

/**
 * `loan/borrow` (api.md §4.10): a loan within the quota, pending until an operator decides
 * (review.ts). Nothing moves now. One per request id; one open loan per account — a borrow that
 * loses a race with another process's (the partial unique index) answers `loan.failed`, and the
 * next try `loan.pendingReview`.
 */
export function borrowLoan(deps: RouteDeps, accountId: string, body: BorrowBody, now: Date): Promise<LoanRecord> {
  return idempotentWrite(deps, {
    accountId,
    find: () => loanByRequest(deps.db, accountId, body.requestId),
    validate: () => checkBorrow(deps.db, accountId, body),
    store: (tx) => storeLoan(tx, accountId, body, now),
    view: (row) => loanView(row, now.getTime()),
    onConflict: () => {
      throw new ApiError('error.loan.failed');
    },
  });
}
