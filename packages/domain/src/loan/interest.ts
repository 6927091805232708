import type { Currency } from '../money/currency.ts';
import { currencyScale, roundMoney } from '../money/currency.ts';
import { add, div, isNegative, mul, roundHalfUp, sub } from '../money/decimal.ts';
import type { Money } from '../money/nominal.ts';
import { DAY_MS, localDay } from '../trading/calendar.ts';
import { zonedParts, zonedTimeToInstant } from '../time/zoned.ts';
import type { LoanTerms } from './terms.ts';
import { overdueRatePct } from './terms.ts';

/**
 * A loan's interest (products.md §5: annual rate / 360, accrued each day). A day's interest is
 * principal × rate / 100 / 360; only whole cents are booked, and what does not yet make a cent is
 * carried to the next day — exactly, as the remainder of an integer division: the carry is kept
 * as a numerator over `DAY_COUNT` (360 days × 100 percent), in euro × percent, so no fraction is
 * ever rounded away. Over n days at one principal the booked cents are therefore exactly the
 * n days' interest rounded down (`termInterest`), whatever the days' order.
 */
export const DAY_COUNT = 36_000;

export interface DayAccrual {
  /** The day's booked interest, in whole cents (rounded down). */
  interest: Money;
  /** What is carried to the next day, as a numerator over DAY_COUNT (0 ≤ remainder < one cent × DAY_COUNT). */
  remainder: string;
}

/** One day's interest on `principal` at `annualRatePct`, with the carry of the days before. */
export function dayInterest(
  principal: string,
  annualRatePct: string,
  remainder: string,
  currency: Currency = 'EUR',
): DayAccrual {
  const numerator = add(mul(principal, annualRatePct), remainder);
  if (isNegative(numerator)) throw new RangeError('interest of a negative principal, rate or carry');
  const interest = div(numerator, DAY_COUNT, currencyScale(currency), 'down');
  return { interest: roundMoney(interest, currency), remainder: sub(numerator, mul(interest, DAY_COUNT)) };
}

/** The interest booked over `days` days at one principal from no carry: the exact interest, rounded down to the cent. */
export function termInterest(amount: string, annualRatePct: string, days: number, currency: Currency = 'EUR'): Money {
  return roundMoney(div(mul(mul(amount, annualRatePct), days), DAY_COUNT, currencyScale(currency), 'down'), currency);
}

/**
 * What one day costs on `principal` at `annualRatePct`, to four decimals (the exact day's
 * interest, shown as a rate of cost: the booked cents follow it with the carry).
 */
export const costPerDay = (principal: string, annualRatePct: string): string =>
  div(mul(principal, annualRatePct), DAY_COUNT, 4);

/**
 * The annual percentage rate (the EU consumer-credit APR, "JKP" in Dutch) of a loan repaid in one
 * payment of amount + interest after `days` days: (1 + interest / amount)^(365 / days) − 1, in
 * percent to two decimals. A rate, never money: the power is taken in floating point from the
 * exact ratio, and rounded once.
 */
export function aprPct(amount: string, interest: string, days: number): string {
  const ratio = Number(div(interest, amount, 12));
  const apr = (Math.pow(1 + ratio, 365 / days) - 1) * 100;
  return roundHalfUp(apr.toFixed(8), 2);
}

/** The sheet before borrowing (issue #29): what the loan costs if it runs its whole term. */
export interface LoanPreview {
  currency: Currency;
  amount: Money;
  termDays: number;
  ratePct: string;
  aprPct: string;
  /** The term's interest, as the days will book it. */
  interest: Money;
  /** amount + interest, due at the end of the term. */
  totalRepayable: Money;
  costPerDay: string;
  /** After the due date: the rate and what a day then costs on the whole amount. */
  overdueRatePct: string;
  overdueCostPerDay: string;
}

export function loanPreview(amount: string, terms: LoanTerms): LoanPreview {
  const { currency, termDays, annualRatePct } = terms;
  const principal = roundMoney(amount, currency);
  const interest = termInterest(principal, annualRatePct, termDays, currency);
  const overdue = overdueRatePct(terms);
  return {
    currency,
    amount: principal,
    termDays,
    ratePct: annualRatePct,
    aprPct: aprPct(principal, interest, termDays),
    interest,
    totalRepayable: roundMoney(add(principal, interest), currency),
    costPerDay: costPerDay(principal, annualRatePct),
    overdueRatePct: overdue,
    overdueCostPerDay: costPerDay(principal, overdue),
  };
}

/** The instant a local day (days since 1970-01-01 in `timeZone`) ends: the next local midnight. */
export function dayEndMs(day: number, timeZone: string): number {
  const next = new Date((day + 1) * DAY_MS);
  return zonedTimeToInstant(
    { year: next.getUTCFullYear(), month: next.getUTCMonth() + 1, day: next.getUTCDate(), hour: 0, minute: 0 },
    timeZone,
  );
}

/**
 * The due date of a loan approved at `decidedAtMs`: the same local time `termDays` calendar days
 * later in `timeZone` (so a change of summer time moves neither the day nor the hour).
 */
export function loanDueAt(decidedAtMs: number, termDays: number, timeZone: string): number {
  const local = zonedParts(decidedAtMs, timeZone);
  const due = new Date(Date.UTC(local.year, local.month - 1, local.day + termDays));
  const wall = zonedTimeToInstant(
    {
      year: due.getUTCFullYear(),
      month: due.getUTCMonth() + 1,
      day: due.getUTCDate(),
      hour: local.hour,
      minute: local.minute,
    },
    timeZone,
  );
  return wall + (decidedAtMs % 60_000);
}

/** When the user is reminded of the due date: `dueSoonDays` days (of 24 hours) before it. */
export const loanDueSoonAt = (dueAtMs: number, dueSoonDays: number): number => dueAtMs - dueSoonDays * DAY_MS;

/** One day of a loan's interest: its local day, when it is booked (the day's end) and its place in the term. */
export interface LoanDay {
  /** Days since 1970-01-01 in the sandbox's time zone. */
  day: number;
  /** The day's end: the instant its interest is booked. */
  atMs: number;
  /** 0 for the day of the approval; from `termDays` on, the day is past the due date. */
  index: number;
  /** The day's rate: the annual rate, or with the surcharge once the term has run. */
  ratePct: string;
  overdue: boolean;
}

/**
 * The days of interest of a loan approved at `decidedAtMs` that have ended by `untilMs`, after
 * those already booked (`bookedDays`): the day of the approval counts (a day's interest is owed
 * for the day the money arrived), the day of the repayment does not (its interest is booked at
 * its end, when nothing is owed any more). Day `termDays` and later are past the due date.
 */
export function loanDaysDue(
  decidedAtMs: number,
  bookedDays: number,
  untilMs: number,
  terms: Pick<LoanTerms, 'termDays' | 'annualRatePct' | 'overdueSurchargePct' | 'timeZone'>,
): LoanDay[] {
  const first = localDay(decidedAtMs, terms.timeZone);
  const overdueRate = overdueRatePct(terms);
  const days: LoanDay[] = [];
  for (let index = bookedDays; ; index += 1) {
    const day = first + index;
    const atMs = dayEndMs(day, terms.timeZone);
    if (atMs > untilMs) return days;
    const overdue = index >= terms.termDays;
    days.push({ day, atMs, index, overdue, ratePct: overdue ? overdueRate : terms.annualRatePct });
  }
}
