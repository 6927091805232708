import type { Currency } from '../money/currency.ts';
import { currencyScale, roundMoney } from '../money/currency.ts';
import { div, isPositive, mul } from '../money/decimal.ts';
import type { Money } from '../money/nominal.ts';

/**
 * The collateral that covers lent shares: `collateralPct` of their market value at the last close,
 * rounded up to the cent (never less than the rule), marked again at each close.
 */
export const lendingCollateral = (value: string, collateralPct: string, currency: Currency = 'EUR'): Money =>
  roundMoney(div(mul(value, collateralPct), 100, currencyScale(currency), 'up'), currency);

/** How much of the shares' value now the collateral covers, in percent to two decimals (down). */
export const collateralCoveragePct = (collateral: string, value: string): string =>
  isPositive(value) ? div(mul(collateral, 100), value, 2, 'down') : '0.00';
