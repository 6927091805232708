import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import {
  add,
  dateOfDay,
  dayEndMs,
  dayInterest,
  loanDaysDue,
  loanDueSoonAt,
  loanFigures,
  roundHalfUp,
  sub,
  type Currency,
} from '@broker/domain';
import type { Db } from '../../db/open.ts';
import { notify } from '../../core/notices.ts';
import { claimInsert, guardedUpdate, step } from '../../timed/claims.ts';
import type { TimedSource } from '../../timed/registry.ts';
import { accountIds } from '../../timed/sweeper.ts';
import { TRADING_ORDER } from '../trading/index.ts';
import { balanceOf, type LoanRow } from './records.ts';
import { loanInterestDays, loans } from './schema.ts';
import { loanSettings as terms } from './settings.ts';

/**
 * After trading (docs/slices.md "Time-driven work"): a loan's interest is owed on the balance
 * after the day's fills, fees and closes; strategies and lending, when they come, read it after.
 * Ten after intraday's place on its branch (order 30), so the two never meet.
 */
export const LOAN_ORDER = TRADING_ORDER + 20;

/** The loan's own terms, as the domain's day rules take them. */
const termsOf = (row: LoanRow) => ({
  termDays: row.termDays,
  annualRatePct: roundHalfUp(row.ratePct, 2),
  overdueSurchargePct: sub(row.overdueRatePct, row.ratePct),
  timeZone: terms.timeZone,
});

/**
 * Books every day of interest that has ended by `untilMs` and is not yet booked — each at its
 * day's end, on the principal owed then, at that day's rate — in one transaction: the days' rows
 * (unique per loan and day: `claimInsert`, the wallet first) and the loan from the state as read.
 * Whoever comes second (a read and the sweep) gets `Stale` and skips. Returns the loan as it is
 * after, or undefined when another change came first.
 */
async function accrue(db: Db, row: LoanRow, untilMs: number): Promise<LoanRow | undefined> {
  const days = loanDaysDue(row.decidedAt!.getTime(), row.bookedDays, untilMs, termsOf(row));
  if (days.length === 0) return row;
  const currency = row.currency as Currency;
  // No repayment falls between the days booked here: every request catches its account up first.
  const principal = loanFigures(balanceOf(row), currency).principalOutstanding;
  let remainder = row.interestRemainder;
  let interest = row.interest;
  const values = days.map((day) => {
    const accrued = dayInterest(principal, day.ratePct, remainder, currency);
    remainder = accrued.remainder;
    interest = add(interest, accrued.interest);
    return {
      loanId: row.id,
      day: dateOfDay(day.day),
      dayIndex: day.index,
      at: new Date(day.atMs),
      principal,
      ratePct: day.ratePct,
      overdue: day.overdue,
      interest: accrued.interest,
      remainder: accrued.remainder,
    };
  });
  const last = days.at(-1)!;
  return step(db, async (tx) => {
    await claimInsert(tx, { accountId: row.accountId, currency }, async () => {
      const inserted = await tx.insert(loanInterestDays).values(values).onConflictDoNothing().returning();
      return inserted.length === values.length ? inserted : [];
    });
    return guardedUpdate(
      tx,
      loans,
      and(
        eq(loans.id, row.id),
        eq(loans.bookedDays, row.bookedDays),
        eq(loans.repaid, row.repaid),
        isNull(loans.settledAt),
      ),
      {
        interest,
        interestRemainder: remainder,
        bookedDays: last.index + 1,
        nextAccrualAt: new Date(dayEndMs(last.day + 1, terms.timeZone)),
      },
    );
  });
}

/** A notice of a loan's dates: the reminder before the due date, or the overdue at it. */
interface DateNotice {
  kind: 'loanDueSoon' | 'loanOverdue';
  atMs: number;
}

/** The notices of the loan whose instant has come by `nowMs` and that were not sent, in time order. */
function noticesDue(row: LoanRow, nowMs: number): DateNotice[] {
  const dueAtMs = row.dueAt!.getTime();
  const dueSoonAtMs = loanDueSoonAt(dueAtMs, terms.dueSoonDays);
  const due: DateNotice[] = [];
  if (row.dueSoonNoticedAt === null && dueSoonAtMs > row.decidedAt!.getTime() && dueSoonAtMs <= nowMs) {
    due.push({ kind: 'loanDueSoon', atMs: dueSoonAtMs });
  }
  if (row.overdueNoticedAt === null && dueAtMs <= nowMs) due.push({ kind: 'loanOverdue', atMs: dueAtMs });
  return due;
}

/** Tells the user once, dated at its instant, with what the loan owed then; the loan as it is after. */
async function tell(db: Db, row: LoanRow, notice: DateNotice): Promise<LoanRow | undefined> {
  const currency = row.currency as Currency;
  const at = new Date(notice.atMs);
  const base = { loanId: row.id, orderNo: row.orderNo, currency };
  const outstanding = loanFigures(balanceOf(row), currency).outstanding;
  return step(db, async (tx) => {
    const column = notice.kind === 'loanDueSoon' ? loans.dueSoonNoticedAt : loans.overdueNoticedAt;
    const updated = await guardedUpdate(
      tx,
      loans,
      and(eq(loans.id, row.id), isNull(column), isNull(loans.settledAt)),
      notice.kind === 'loanDueSoon' ? { dueSoonNoticedAt: at } : { overdueNoticedAt: at },
    );
    if (notice.kind === 'loanDueSoon') {
      await notify(tx, row.accountId, 'loanDueSoon', { ...base, outstanding, dueAt: row.dueAt!.toISOString() }, at);
    } else {
      await notify(
        tx,
        row.accountId,
        'loanOverdue',
        { ...base, outstanding, ratePct: roundHalfUp(row.overdueRatePct, 2) },
        at,
      );
    }
    return updated;
  });
}

/**
 * One loan brought up to `nowMs`, in time order: the days' interest up to each notice's instant,
 * the notice (with what was owed then), and the days after — so whenever the catch-up runs, each
 * day and each notice is what it was at its own instant.
 */
async function bringUpToDate(db: Db, loan: LoanRow, nowMs: number): Promise<void> {
  let row: LoanRow | undefined = loan;
  for (const notice of noticesDue(loan, nowMs)) {
    row = await accrue(db, row, notice.atMs);
    if (!row) return;
    row = await tell(db, row, notice);
    if (!row) return;
  }
  await accrue(db, row, nowMs);
}

/** Every running loan of the account (approved, not settled) brought up to `nowMs`. */
async function catchUpLoans(db: Db, accountId: string, nowMs: number): Promise<void> {
  const running = await db
    .select()
    .from(loans)
    .where(and(eq(loans.accountId, accountId), eq(loans.status, 'approved'), isNull(loans.settledAt)))
    .orderBy(asc(loans.seq));
  for (const loan of running) await bringUpToDate(db, loan, nowMs);
}

export function loanSource(): TimedSource {
  return {
    slice: 'loan',
    order: LOAN_ORDER,
    dueAccounts: (db, nowMs) => {
      const now = new Date(nowMs).toISOString();
      return accountIds(
        db,
        sql`select distinct account_id from loans where status = 'approved' and settled_at is null and (
          next_accrual_at <= ${now}::timestamptz
          or (due_soon_noticed_at is null and due_at - ${terms.dueSoonDays} * interval '1 day' <= ${now}::timestamptz)
          or (overdue_noticed_at is null and due_at <= ${now}::timestamptz))`,
      );
    },
    catchUp: catchUpLoans,
  };
}
