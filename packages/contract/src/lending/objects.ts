import { lendingEndReasons, lendingStatuses } from '@broker/domain';
import { z } from '../zod.ts';
import { currencySchema, idSchema, moneySchema, pctSchema, priceSchema, timeSchema } from '../primitives.ts';

/**
 * A loan of a holding's shares to the house's lending pool (products.md §5, issue #29): the user
 * opted the holding in with consent (the receipt: when, and the version of the terms); while
 * `borrowing`, the borrower pays `ratePct` a year on the shares' value and the user gets
 * `lenderSharePct` of it, day by day (whole cents paid, the fraction carried); the shares are
 * covered by collateral marked at each close. It is `completed` at the close after an opt-out, or at
 * once when the shares are sold (recalled). A dividend while lent is paid as a payment in lieu.
 */
export const lendingRecordSchema = z.object({
  id: idSchema,
  orderNo: z.string(),
  positionId: idSchema,
  stockId: idSchema,
  name: z.string(),
  symbol: z.string(),
  currency: currencySchema,
  shares: z.number().int(),
  /** What the borrower pays a year on the shares' value, in percent. */
  ratePct: pctSchema,
  /** The user's part of it, in percent, and the resulting rate the user earns a year. */
  lenderSharePct: pctSchema,
  lenderRatePct: pctSchema,
  hardToBorrow: z.boolean(),
  status: z.enum(lendingStatuses),
  /** The consent receipt: when the user agreed, to which version of the terms. */
  consentAt: timeSchema,
  termsVersion: z.string(),
  startedAt: timeSchema,
  /** Asked to end: the loan ends at this close (null while it runs on). */
  endingAt: timeSchema.nullable(),
  completedAt: timeSchema.nullable(),
  endReason: z.enum(lendingEndReasons).nullable(),
  /** The shares' value at the last mark (each close), the collateral held for it, and when. */
  value: moneySchema,
  collateral: moneySchema,
  markedAt: timeSchema,
  /** The collateral against the shares' value now, in percent. */
  coveragePct: pctSchema,
  /** Interest paid to the wallet so far (whole cents), earned to four decimals, and a day now. */
  interestPaid: moneySchema,
  interestAccrued: moneySchema,
  interestPerDay: moneySchema,
  /** Dividends paid while lent, as payments in lieu (net, as a dividend would be). */
  paymentsInLieu: moneySchema,
});
export type LendingRecord = z.infer<typeof lendingRecordSchema>;

/**
 * A holding as `lending/holdings` shows it: a long position with its value now, the stock's
 * borrow rate and what lending it would earn a day, whether it may be lent (and why not), and its
 * loan when it is lent or was.
 */
export const lendingHoldingSchema = z.object({
  positionId: idSchema,
  stockId: idSchema,
  name: z.string(),
  symbol: z.string(),
  currency: currencySchema,
  shares: z.number().int(),
  price: priceSchema,
  value: moneySchema,
  ratePct: pctSchema,
  lenderRatePct: pctSchema,
  hardToBorrow: z.boolean(),
  interestPerDay: moneySchema,
  /** Opting in would pass every rule now; else the first rule it fails (an error key). */
  eligible: z.boolean(),
  reason: z.string().nullable(),
  /** The reason's parameters (the minimum, the pool's shares left). */
  reasonParams: z.record(z.string(), z.union([z.string(), z.number()])).nullable(),
  /** The running loan, else the latest that ended; null when never lent. */
  loan: lendingRecordSchema.nullable(),
});
export type LendingHolding = z.infer<typeof lendingHoldingSchema>;

/** The terms every opt-in agrees to (the consent receipt names `termsVersion`). */
export const lendingTermsSchema = z.object({
  /** The operator has the lending channel open. */
  open: z.boolean(),
  /** The least value that may be lent, in the stock's currency. */
  minValue: moneySchema,
  collateralPct: pctSchema,
  lenderSharePct: pctSchema,
  termsVersion: z.string(),
});
export type LendingTermsView = z.infer<typeof lendingTermsSchema>;
