import type { Currency } from '../money/currency.ts';
import { add, div, mul } from '../money/decimal.ts';
import { costPerDay, DAY_COUNT, dayInterest, type DayAccrual } from '../loan/interest.ts';

/**
 * The days of a loan of shares. The borrower's fee of a day is value × rate / 100 / 360; the
 * lender's part of it is that × `lenderSharePct` / 100. As with a credit loan (loan/interest.ts),
 * only whole cents are paid and the rest is carried exactly to the next day as a numerator over
 * `DAY_COUNT`, so carried fractions never lose a cent however many days pass.
 */
/** The lender's part of a value or of a rate (× share / 100, exact): what their interest is charged on, or earned at. */
export const lenderShareOf = (value: string, lenderSharePct: string): string => mul(value, mul(lenderSharePct, '0.01'));

/** The lender's interest of one day on shares worth `value`, with the carry of the days before. */
export const lendingDayInterest = (
  value: string,
  annualRatePct: string,
  lenderSharePct: string,
  remainder: string,
  currency: Currency = 'EUR',
): DayAccrual => dayInterest(lenderShareOf(value, lenderSharePct), annualRatePct, remainder, currency);

/** What a short pays one day to borrow shares worth `value` (the whole fee), with its carry. */
export const borrowFeeDay = (
  value: string,
  annualRatePct: string,
  remainder: string,
  currency: Currency = 'EUR',
): DayAccrual => dayInterest(value, annualRatePct, remainder, currency);

/** The lender's interest a day at this value, to four decimals (a rate of income, as `costPerDay`). */
export const lendingInterestPerDay = (value: string, annualRatePct: string, lenderSharePct: string): string =>
  costPerDay(lenderShareOf(value, lenderSharePct), annualRatePct);

/** The borrow fee a day at this value, to four decimals. */
export const borrowFeePerDay = (value: string, annualRatePct: string): string => costPerDay(value, annualRatePct);

/**
 * Interest earned so far to four decimals, as the lending ledger shows it: the paid cents and the
 * carried fraction (the remainder over `DAY_COUNT`, rounded down).
 */
export const accruedToFourDecimals = (paid: string, remainder: string): string =>
  add(paid, div(remainder, DAY_COUNT, 4, 'down'));
