import { and, desc, eq, isNull, or, type SQL } from 'drizzle-orm';
import {
  aprPct,
  costPerDay,
  creditQuota,
  DAY_COUNT,
  gt,
  localDay,
  loanFigures,
  max,
  mul,
  overdueRatePct,
  roundHalfUp,
  roundMoney,
  sub,
  type Currency,
  type LoanBalance,
  type LoanRejectReason,
  type LoanStatus,
} from '@broker/domain';
import type { LoanInfo, LoanRecord } from '@broker/contract';
import type { Db, Tx } from '../../db/open.ts';
import { loadAccount } from '../../core/accounts.ts';
import { ApiError } from '../../http/envelope.ts';
import { paginate } from '../../http/paginate.ts';
import type { RouteBody } from '../../http/routes.ts';
import { toApiTime, toApiTimeOrNull } from '../../lib/time.ts';
import { loans } from './schema.ts';
import { loanSettings as terms } from './settings.ts';

export type LoanRow = typeof loans.$inferSelect;

/** A rate as the API writes it: percent to two decimals. */
export const pct = (value: string) => roundHalfUp(value, 2);

/** What a loan owes, as the domain's rules take it. */
export const balanceOf = (row: LoanRow): LoanBalance => ({
  amount: row.amount,
  interest: row.interest,
  repaid: row.repaid,
  principalRepaid: row.principalRepaid,
});

/** Approved and not yet settled: it owes, and its days' interest runs. */
export const isRunning = (row: LoanRow): boolean => row.status === 'approved' && row.settledAt === null;

/**
 * What a day costs now: a pending loan at its rate on the amount asked for; a running one on the
 * principal it owes, at the surcharged rate once today is past the term; nothing otherwise.
 */
function costNow(row: LoanRow, nowMs: number): string {
  if (row.status === 'pending') return costPerDay(row.amount, row.ratePct);
  if (!isRunning(row) || row.decidedAt === null) return '0.0000';
  const today = localDay(nowMs, terms.timeZone) - localDay(row.decidedAt.getTime(), terms.timeZone);
  const rate = today >= row.termDays ? row.overdueRatePct : row.ratePct;
  return costPerDay(loanFigures(balanceOf(row), row.currency as Currency).principalOutstanding, rate);
}

/** A loan as its owner sees it at `nowMs` (contract LoanRecord). */
export function loanView(row: LoanRow, nowMs: number): LoanRecord {
  const currency = row.currency as Currency;
  const figures = loanFigures(balanceOf(row), currency);
  return {
    id: row.id,
    orderNo: row.orderNo,
    currency,
    amount: roundMoney(row.amount, currency),
    ratePct: pct(row.ratePct),
    overdueRatePct: pct(row.overdueRatePct),
    termDays: row.termDays,
    status: row.status as LoanStatus,
    rejectReason: row.rejectReason as LoanRejectReason | null,
    createdAt: toApiTime(row.createdAt),
    decidedAt: toApiTimeOrNull(row.decidedAt),
    dueAt: toApiTimeOrNull(row.dueAt),
    interest: roundMoney(row.interest, currency),
    repaid: roundMoney(row.repaid, currency),
    outstanding: row.status === 'approved' ? figures.outstanding : roundMoney(0, currency),
    principalOutstanding: row.status === 'approved' ? figures.principalOutstanding : roundMoney(0, currency),
    costPerDay: costNow(row, nowMs),
    overdue: isRunning(row) && row.dueAt !== null && nowMs >= row.dueAt.getTime(),
    settledAt: toApiTimeOrNull(row.settledAt),
  };
}

/** `loan/records`: the account's loans, newest first (another account's are never read). */
export function listLoans(db: Db, accountId: string, body: RouteBody<'loan/records'>, now: Date) {
  const where: SQL | undefined = and(
    eq(loans.accountId, accountId),
    body.status ? eq(loans.status, body.status) : undefined,
  );
  return paginate(
    body,
    {
      total: () => db.$count(loans, where),
      rows: ({ limit, offset }) =>
        db.select().from(loans).where(where).orderBy(desc(loans.seq)).limit(limit).offset(offset),
    },
    (rows) => rows.map((row) => loanView(row, now.getTime())),
  );
}

/** One of the account's loans, or undefined (another account's is not the account's). */
export async function loanOf(db: Db | Tx, accountId: string, id: string): Promise<LoanRow | undefined> {
  const [row] = await db.select().from(loans).where(eq(loans.id, id));
  return row?.accountId === accountId ? row : undefined;
}

/** `loan/detail`: one of the account's loans; another account's is not found. */
export async function showLoan(db: Db, accountId: string, id: string, now: Date): Promise<LoanRecord> {
  const row = await loanOf(db, accountId, id);
  if (!row) throw new ApiError('error.order.notFound');
  return loanView(row, now.getTime());
}

/** The account's open loan — pending review, or approved and still owed — if any (at most one). */
export async function openLoan(db: Db, accountId: string): Promise<LoanRow | undefined> {
  const [row] = await db
    .select()
    .from(loans)
    .where(
      and(
        eq(loans.accountId, accountId),
        or(eq(loans.status, 'pending'), and(eq(loans.status, 'approved'), isNull(loans.settledAt))),
      ),
    )
    .orderBy(desc(loans.seq))
    .limit(1);
  return row;
}

/** What the account still owes on its loans, in the loans' currency. */
export async function borrowedBy(db: Db, accountId: string): Promise<string> {
  const open = await openLoan(db, accountId);
  return open && isRunning(open) ? loanFigures(balanceOf(open), open.currency as Currency).outstanding : '0';
}

/** The account's credit: its score, the quota it gives, what is owed and what is left to borrow. */
export async function creditOf(db: Db, accountId: string) {
  const account = await loadAccount(db, accountId);
  const quota = creditQuota(account.creditScore, terms);
  const borrowed = await borrowedBy(db, accountId);
  const available = roundMoney(max(sub(quota, borrowed), 0), terms.currency);
  return { account, quota, borrowed: roundMoney(borrowed, terms.currency), available };
}

/** `loan/info`: the quota, the terms and the overdue rule before borrowing, and the latest loan. */
export async function loanInfo(db: Db, accountId: string, now: Date): Promise<LoanInfo> {
  const credit = await creditOf(db, accountId);
  const open = await openLoan(db, accountId);
  const [latest] = await db
    .select()
    .from(loans)
    .where(eq(loans.accountId, accountId))
    .orderBy(desc(loans.seq))
    .limit(1);
  return {
    currency: terms.currency,
    creditScore: credit.account.creditScore,
    minCreditScore: terms.minCreditScore,
    quota: credit.quota,
    available: credit.available,
    borrowed: credit.borrowed,
    minAmount: roundMoney(terms.minAmount, terms.currency),
    termDays: terms.termDays,
    ratePct: pct(terms.annualRatePct),
    // The terms' APR: of the rate itself, before a loan's interest is rounded down to the cent.
    aprPct: aprPct(String(DAY_COUNT), mul(terms.annualRatePct, terms.termDays), terms.termDays),
    overdueRatePct: overdueRatePct(terms),
    overdueSurchargePct: pct(terms.overdueSurchargePct),
    dueSoonDays: terms.dueSoonDays,
    hasPending: open?.status === 'pending',
    hasUnsettled: open !== undefined && isRunning(open) && gt(credit.borrowed, 0),
    latest: latest ? loanView(latest, now.getTime()) : null,
  };
}
