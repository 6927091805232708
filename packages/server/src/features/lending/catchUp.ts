import { randomUUID } from 'node:crypto';
import { and, asc, eq, like, sql } from 'drizzle-orm';
import {
  add,
  dateOfDay,
  isPositive,
  lendingCollateral,
  lendingDayInterest,
  lendingNightsDue,
  mul,
  nextNightAt,
  roundMoney,
  type Currency,
  type LendingEndReason,
} from '@broker/domain';
import type { Db, Tx } from '../../db/open.ts';
import { postAll } from '../../core/ledger.ts';
import { notify } from '../../core/notices.ts';
import { claimInsert, guardedUpdate, step } from '../../timed/claims.ts';
import type { TimedSource } from '../../timed/registry.ts';
import { accountIds } from '../../timed/sweeper.ts';
import { heldInstrument, positionOf, priceAt, TRADING_ORDER } from '../trading/index.ts';
import type { LendingLoanRow, LendingServices } from './records.ts';
import { lendingDays, lendingLoans } from './schema.ts';
import { lendingSettings as terms } from './settings.ts';

/**
 * After trading and loans (docs/slices.md "Time-driven work"): a sale closes the position first,
 * so a loan of its shares ends at the sale's instant; the collateral is marked from the close.
 * Thirty after the credit loans' place (LOAN_ORDER = TRADING_ORDER + 20).
 */
export const LENDING_ORDER = TRADING_ORDER + 50;

/** When and why a loan ends, if it does by now: a sale recalls at once; an opt-out ends at its close. */
async function endOf(
  db: Db,
  row: LendingLoanRow,
  nowMs: number,
): Promise<{ atMs: number; reason: LendingEndReason } | null> {
  const position = await positionOf(db, row.accountId, row.positionId);
  const soldAt = position?.closeRequestedAt ?? position?.closedAt ?? null;
  const ends: { atMs: number; reason: LendingEndReason }[] = [];
  if (!position || ['closing', 'closed'].includes(position.status)) {
    ends.push({ atMs: Math.max(row.startedAt.getTime(), soldAt?.getTime() ?? nowMs), reason: 'recalled' });
  }
  if (row.endingAt && row.endingAt.getTime() <= nowMs) ends.push({ atMs: row.endingAt.getTime(), reason: 'optOut' });
  ends.sort((a, b) => a.atMs - b.atMs);
  return ends[0] ?? null;
}

/** A month's lending interest of a loan (`YYYY-MM`), from its paid nights (those of this transaction too). */
async function monthInterest(tx: Tx, loanId: string, month: string): Promise<string> {
  const [row] = await tx
    .select({ interest: sql<string>`coalesce(sum(${lendingDays.interest}), 0)` })
    .from(lendingDays)
    .where(and(eq(lendingDays.loanId, loanId), like(lendingDays.day, `${month}-%`)));
  return row?.interest ?? '0';
}

/**
 * Pays every night of the loan that has ended by `untilMs` and is not yet paid — each on the value
 * at the last close before its end, which marks the collateral — in one transaction: the nights'
 * rows (unique per loan and day: `claimInsert`, the wallet first), their ledger entries
 * (`lendingInterest`, when a night makes a cent), a notice at each month's last night, and the
 * loan from the state as read. Whoever comes second (a read and the sweep) gets `Stale` and skips.
 */
async function payNights(
  services: LendingServices,
  row: LendingLoanRow,
  untilMs: number,
  endMs: number | null,
): Promise<LendingLoanRow | undefined> {
  const nights = lendingNightsDue(row.startedAt.getTime(), row.paidDays, untilMs, terms.timeZone, endMs);
  if (nights.length === 0) return row;
  const instrument = heldInstrument(services.instruments, row.stockId);
  if (!instrument) return row;
  const currency = row.currency as Currency;
  let remainder = row.interestRemainder;
  let paid = row.interestPaid;
  const days = nights.map((night) => {
    const price = priceAt(services.instruments, instrument, night.atMs);
    const value = roundMoney(mul(price, row.shares), currency);
    const day = lendingDayInterest(value, row.ratePct, row.lenderSharePct, remainder, currency);
    remainder = day.remainder;
    paid = add(paid, day.interest);
    return {
      id: randomUUID(),
      loanId: row.id,
      day: dateOfDay(night.day),
      at: new Date(night.atMs),
      price,
      value,
      collateral: lendingCollateral(value, row.collateralPct, currency),
      interest: day.interest,
      remainder: day.remainder,
    };
  });
  const last = days.at(-1)!;
  const name = instrument.name;
  return step(services.db, async (tx) => {
    await claimInsert(tx, { accountId: row.accountId, currency }, async () => {
      const inserted = await tx.insert(lendingDays).values(days).onConflictDoNothing().returning();
      return inserted.length === days.length ? inserted : [];
    });
    await postAll(
      tx,
      days
        .filter((day) => isPositive(day.interest))
        .map((day) => ({
          accountId: row.accountId,
          currency,
          amount: day.interest,
          type: 'lendingInterest' as const,
          refId: day.id,
          at: day.at,
        })),
    );
    const updated = await guardedUpdate(
      tx,
      lendingLoans,
      and(eq(lendingLoans.id, row.id), eq(lendingLoans.paidDays, row.paidDays), eq(lendingLoans.status, 'borrowing')),
      {
        interestPaid: paid,
        interestRemainder: remainder,
        paidDays: row.paidDays + days.length,
        value: last.value,
        collateral: last.collateral,
        markedAt: last.at,
        nextAccrualAt: new Date(nextNightAt(row.startedAt.getTime(), row.paidDays + days.length, terms.timeZone)),
      },
    );
    // A month's interest is told at its last night (the day after it is another month).
    for (const [index, day] of days.entries()) {
      const month = day.day.slice(0, 7);
      const next = nights[index]!.day + 1;
      if (dateOfDay(next).slice(0, 7) === month) continue;
      const amount = roundMoney(await monthInterest(tx, row.id, month), currency);
      if (!isPositive(amount)) continue;
      const params = { loanId: row.id, positionId: row.positionId, name, amount, currency, month };
      await notify(tx, row.accountId, 'lendingInterestPaid', params, day.at);
    }
    return updated;
  });
}

/** Ends a loan at its instant (a sale's, or the opt-out's close), told with the interest paid in all. */
async function complete(
  services: LendingServices,
  row: LendingLoanRow,
  end: { atMs: number; reason: LendingEndReason },
): Promise<void> {
  const instrument = heldInstrument(services.instruments, row.stockId);
  const at = new Date(end.atMs);
  await step(services.db, async (tx) => {
    await guardedUpdate(
      tx,
      lendingLoans,
      and(eq(lendingLoans.id, row.id), eq(lendingLoans.status, 'borrowing'), eq(lendingLoans.paidDays, row.paidDays)),
      { status: 'completed', completedAt: at, endReason: end.reason, nextAccrualAt: null },
    );
    const params = {
      loanId: row.id,
      positionId: row.positionId,
      name: instrument?.name ?? row.stockId,
      shares: String(row.shares),
      interestPaid: roundMoney(row.interestPaid, row.currency as Currency),
      currency: row.currency,
    };
    await notify(tx, row.accountId, end.reason === 'recalled' ? 'lendingRecalled' : 'lendingEnded', params, at);
  });
}

/** One loan brought up to `nowMs`: its nights up to its end (or now), then its end when it has come. */
async function bringUpToDate(services: LendingServices, loan: LendingLoanRow, nowMs: number): Promise<void> {
  const end = await endOf(services.db, loan, nowMs);
  const row = await payNights(services, loan, nowMs, end?.atMs ?? null);
  if (row && end) await complete(services, row, end);
}

/** Every running loan of shares of the account brought up to `nowMs`. */
async function catchUpLending(services: LendingServices, accountId: string, nowMs: number): Promise<void> {
  const running = await services.db
    .select()
    .from(lendingLoans)
    .where(and(eq(lendingLoans.accountId, accountId), eq(lendingLoans.status, 'borrowing')))
    .orderBy(asc(lendingLoans.seq));
  for (const loan of running) await bringUpToDate(services, loan, nowMs);
}

/**
 * The sweep's accounts: a night due, or an opt-out's close come. A sale is found by the account's
 * next request (every request brings its account up to date first, this source too) or its next
 * night, and ends the loan at the sale's instant whenever it is found.
 */
export function lendingSource(services: LendingServices): TimedSource {
  return {
    slice: 'lending',
    order: LENDING_ORDER,
    dueAccounts: (db, nowMs) => {
      const now = new Date(nowMs).toISOString();
      return accountIds(
        db,
        sql`select distinct account_id from lending_loans where status = 'borrowing' and (
          next_accrual_at <= ${now}::timestamptz or ending_at <= ${now}::timestamptz)`,
      );
    },
    catchUp: (db, accountId, nowMs) => catchUpLending({ ...services, db }, accountId, nowMs),
  };
}
