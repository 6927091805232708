import { gte } from '../money/decimal.ts';

/**
 * Lending your shares (products.md §5, docs/decisions.md "Stock lending"): the user lends shares
 * of a holding they own outright to the house's lending pool, by choice per holding and never by
 * default. The borrower's fee is the market value × an annual rate / 360 a day; the lender gets
 * `lenderSharePct` of it, the house keeps the rest. The lent shares are covered by collateral of
 * `collateralPct` of their value, marked at each close. The rate is a written rule of the stock's
 * annual volatility (a volatile name is in demand by short sellers and scarce to borrow), and the
 * same rate is what a short pays to borrow the shares (the specification's margin stock loan).
 */
export interface LendingTerms {
  /** The least market value (in the stock's currency) that may be lent. */
  minValue: string;
  /** The collateral held for the lender, in percent of the lent shares' value. */
  collateralPct: string;
  /** The lender's part of the borrow fee, in percent (the house keeps the rest). */
  lenderSharePct: string;
  /** The version of the terms a consent receipt names. */
  termsVersion: string;
  /** The annual borrow rate by the stock's annual volatility: the first tier the volatility is within. */
  rateTiers: readonly { upToVolatilityPct: number; annualRatePct: string }[];
  /** From this rate on a name is "hard to borrow" (shown on the ticket and the holding). */
  hardToBorrowRatePct: string;
  /** The sandbox's day: fees accrue at each local midnight, collateral is marked at each close. */
  timeZone: string;
}

export const lendingTerms: LendingTerms = {
  minValue: '500.00',
  collateralPct: '102',
  lenderSharePct: '50',
  termsVersion: '2026-11-29',
  rateTiers: [
    { upToVolatilityPct: 30, annualRatePct: '0.50' },
    { upToVolatilityPct: 45, annualRatePct: '2.00' },
    { upToVolatilityPct: Number.POSITIVE_INFINITY, annualRatePct: '6.00' },
  ],
  hardToBorrowRatePct: '6.00',
  timeZone: 'Europe/Amsterdam',
};

/** The annual borrow rate of a stock of this annual volatility, in percent. */
export function lendingRatePct(volatilityPct: number, terms: LendingTerms = lendingTerms): string {
  const tier = terms.rateTiers.find((candidate) => volatilityPct <= candidate.upToVolatilityPct);
  return (tier ?? terms.rateTiers.at(-1)!).annualRatePct;
}

/** Whether a name at this rate is hard to borrow. */
export const isHardToBorrow = (annualRatePct: string, terms: LendingTerms = lendingTerms): boolean =>
  gte(annualRatePct, terms.hardToBorrowRatePct);

/** Why a loan of shares ended: the user opted out (at the next close), or sold them (recalled at once). */
export const lendingEndReasons = ['optOut', 'recalled'] as const;
export type LendingEndReason = (typeof lendingEndReasons)[number];

/**
 * Shares a user owns outright, the only ones that may be lent: a long at leverage 1 that is held
 * (locked by a sell lock or not), not being closed. A leveraged long is partly the broker's money;
 * a short borrowed its shares itself.
 */
export const isOwnedOutright = (position: { direction: string; leverage: number; status: string }): boolean =>
  position.direction === 'long' &&
  position.leverage === 1 &&
  (position.status === 'holding' || position.status === 'locked');
