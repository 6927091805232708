import { randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import {
  allocateRepayment,
  isZero,
  loanFigures,
  negate,
  roundMoney,
  validateLoanRepay,
  type AccountRestriction,
  type Currency,
  type LoanStatus,
} from '@broker/domain';
import type { LoanRecord } from '@broker/contract';
import type { Db, Tx } from '../../db/open.ts';
import { loadAccount } from '../../core/accounts.ts';
import { post, walletFunds } from '../../core/ledger.ts';
import { notify } from '../../core/notices.ts';
import { ApiError } from '../../http/envelope.ts';
import { idempotentWrite } from '../../http/idempotentWrite.ts';
import { throwIssues, type RouteBody, type RouteDeps } from '../../http/routes.ts';
import { guardedUpdate, Stale } from '../../timed/claims.ts';
import { fundPasswordMatches } from '../user/index.ts';
import { balanceOf, loanOf, loanView, type LoanRow } from './records.ts';
import { loanRepayments, loans } from './schema.ts';
import { loanSettings as terms } from './settings.ts';

type RepayBody = RouteBody<'loan/repay'>;

/** The loan as the checks read it: the repayment is made from that state, or not at all. */
async function checkRepay(deps: RouteDeps, accountId: string, body: RepayBody, now: Date): Promise<LoanRow> {
  const { db } = deps;
  const account = await loadAccount(db, accountId);
  const loan = await loanOf(db, accountId, body.loanId);
  const currency = (loan?.currency ?? terms.currency) as Currency;
  const funds = await walletFunds(db, accountId, currency);
  throwIssues(
    validateLoanRepay(
      { ...body, fundPassword: body.fundPassword },
      {
        currency,
        exists: loan !== undefined,
        status: (loan?.status ?? 'pending') as LoanStatus,
        outstanding: loan && loan.status === 'approved' ? loanFigures(balanceOf(loan), currency).outstanding : '0',
        available: funds.available,
        balance: funds.balance,
        fundPasswordSet: account.fundPasswordHash !== null,
        fundPasswordMatches: await fundPasswordMatches(deps, account, body.fundPassword, now),
        restrictions: account.restrictions as AccountRestriction[],
      },
    ),
  );
  return loan!;
}

/**
 * Debits the repayment (`loanRepay`, pointing at the repayment's record) — the wallet first — then
 * books it on the loan from the state the checks read (a day's interest booked in between makes
 * the call `repay.failed`, to be tried again), interest first; at zero the loan is settled and the
 * user told.
 */
async function storeRepayment(tx: Tx, accountId: string, body: RepayBody, loan: LoanRow, now: Date) {
  const currency = loan.currency as Currency;
  const amount = roundMoney(body.amount, currency);
  const split = allocateRepayment(balanceOf(loan), amount, currency);
  const outstandingAfter = loanFigures(split.after, currency).outstanding;
  const settled = isZero(outstandingAfter);
  const id = randomUUID();
  await post(tx, {
    accountId,
    currency,
    amount: negate(amount),
    type: 'loanRepay',
    refId: id,
    remark: loan.orderNo,
    at: now,
  });
  const updated = await guardedUpdate(
    tx,
    loans,
    and(
      eq(loans.id, loan.id),
      eq(loans.status, 'approved'),
      isNull(loans.settledAt),
      eq(loans.repaid, loan.repaid),
      eq(loans.interest, loan.interest),
    ),
    {
      repaid: split.after.repaid,
      principalRepaid: split.after.principalRepaid,
      ...(settled ? { settledAt: now, nextAccrualAt: null } : {}),
    },
  );
  await tx.insert(loanRepayments).values({
    id,
    loanId: loan.id,
    accountId,
    requestId: body.requestId,
    amount,
    toInterest: split.toInterest,
    toPrincipal: split.toPrincipal,
    outstandingAfter,
    createdAt: now,
  });
  if (settled) {
    const repaid = roundMoney(updated.repaid, currency);
    await notify(tx, accountId, 'loanSettled', { loanId: loan.id, orderNo: loan.orderNo, repaid, currency }, now);
  }
  return updated;
}

/**
 * A loan that changed between the checks and the transaction (a day's interest booked by the
 * sweep or another process): the repayment fails whole (`repay.failed`, the specification's
 * "repayment failed") and may be tried again against the loan as it is now.
 */
async function failedIfChanged<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (error instanceof Stale) throw new ApiError('error.repay.failed');
    throw error;
  }
}

async function loanOfRepayment(db: Db, accountId: string, requestId: string): Promise<LoanRow | undefined> {
  const [repayment] = await db
    .select({ loanId: loanRepayments.loanId })
    .from(loanRepayments)
    .where(and(eq(loanRepayments.accountId, accountId), eq(loanRepayments.requestId, requestId)));
  return repayment ? loanOf(db, accountId, repayment.loanId) : undefined;
}

/**
 * `loan/repay` (api.md §4.10, issue #29): part or all of what a loan owes, from the available
 * funds, with the fund password; one repayment per request id (a repeat answers the loan as it is).
 */
export function repayLoan(deps: RouteDeps, accountId: string, body: RepayBody, now: Date): Promise<LoanRecord> {
  return idempotentWrite(deps, {
    accountId,
    find: () => loanOfRepayment(deps.db, accountId, body.requestId),
    validate: () => checkRepay(deps, accountId, body, now),
    store: (tx, loan) => failedIfChanged(storeRepayment(tx, accountId, body, loan, now)),
    view: (row) => loanView(row, now.getTime()),
  });
}
