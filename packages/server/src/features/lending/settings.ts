import { lendingTerms, type LendingTerms } from '@broker/domain';

/**
 * The sandbox's lending terms (docs/decisions.md "Stock lending"): the domain's `lendingTerms` —
 * at least 500 of the stock's currency, collateral 102 %, half the fee to the lender, the rate by
 * the stock's volatility — and the pool: how many shares of one stock the house takes on loan from
 * all its users together (`lending.quotaFull` beyond). A loan keeps the terms it was made on.
 */
export interface LendingSettings extends LendingTerms {
  poolSharesPerStock: number;
}

export const lendingSettings: LendingSettings = { ...lendingTerms, poolSharesPerStock: 5_000 };
