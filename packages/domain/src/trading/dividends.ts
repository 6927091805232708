import { serverDefaults } from '../constants.ts';
import type { Currency } from '../money/currency.ts';
import { currencyScale } from '../money/currency.ts';
import type { DecimalInput } from '../money/decimal.ts';
import { div, mul, roundHalfUp, sub } from '../money/decimal.ts';
import type { Money, Pct, Price, Shares } from '../money/nominal.ts';
import type { TradableMarket } from '../time/markets.ts';
import type { Direction } from './vocabulary.ts';

const money = (value: DecimalInput, currency: Currency): Money =>
  roundHalfUp(value, currencyScale(currency)) as string as Money;

/** Countries whose dividend withholding tax the product knows (products.md §1). */
export const issuerCountries = ['NL', 'DE', 'US'] as const;
export type IssuerCountry = (typeof issuerCountries)[number];

/** The issuer's country of a market's listed shares (an OTC share's issuer may be elsewhere: the server knows). */
export const issuerCountryOfMarket = { nl: 'NL', de: 'DE', usd: 'US' } as const satisfies Record<
  TradableMarket,
  IssuerCountry
>;

/** Withholding tax in percent of the issuer's country: NL 15, DE 26.375 (with the solidarity surcharge), US 15. */
export function withholdingPct(
  country: IssuerCountry,
  rates: Readonly<Record<IssuerCountry, string>> = serverDefaults.trading.withholdingPct,
): Pct {
  return rates[country] as Pct;
}

/** True when a position was open at an instant (filled at or before it, not closed by then): who is entitled to a dividend. */
export function isHeldAt(position: { openedAtMs: number | null; closedAtMs: number | null }, atMs: number): boolean {
  return (
    position.openedAtMs !== null &&
    position.openedAtMs <= atMs &&
    (position.closedAtMs === null || position.closedAtMs > atMs)
  );
}

export interface DividendCash {
  /** shares × per share. */
  gross: Money;
  /** Withheld at source (long only). */
  withholding: Money;
  /** What the ledger's `dividend` entry moves: the net for a long, minus the gross for a short. */
  amount: Money;
}

/**
 * A cash dividend on a position held at the close before the ex-date (products.md §1): a long
 * receives shares × per share less the issuer country's withholding tax; a short pays the
 * lender the gross (no tax is withheld from what it pays).
 */
export function dividendCash(input: {
  direction: Direction;
  shares: Shares | number;
  perShare: Price | string;
  withholdingPct: Pct | string;
  currency?: Currency;
}): DividendCash {
  const currency = input.currency ?? 'EUR';
  const gross = money(mul(input.shares, input.perShare), currency);
  if (input.direction === 'short') {
    return { gross, withholding: money(0, currency), amount: money(mul(gross, -1), currency) };
  }
  const withholding = money(div(mul(gross, input.withholdingPct), 100, 30), currency);
  return { gross, withholding, amount: money(sub(gross, withholding), currency) };
}

/** A bonus-share ratio a:b (`"10:1"`: one new share for every ten held), or null when malformed. */
export function parseRatio(ratio: string): { held: number; bonus: number } | null {
  const match = /^(\d{1,6}):(\d{1,6})$/.exec(ratio);
  if (match === null) return null;
  const held = Number(match[1]);
  const bonus = Number(match[2]);
  return held > 0 && bonus > 0 ? { held, bonus } : null;
}

/**
 * Bonus shares a:b (products.md §1): floor(shares × b / a) whole shares are added to the
 * position; the fraction left over is settled in cash at `price` (paid to a long, paid by a
 * short, which owes the lender the same shares).
 */
export function bonusShares(input: {
  direction: Direction;
  shares: Shares | number;
  ratio: { held: number; bonus: number };
  price: Price | string;
  currency?: Currency;
}): { added: Shares; cash: Money } {
  const currency = input.currency ?? 'EUR';
  const entitled = input.shares * input.ratio.bonus;
  const added = Math.floor(entitled / input.ratio.held);
  const remainder = entitled - added * input.ratio.held;
  const cash = div(mul(input.price, remainder), input.ratio.held, currencyScale(currency));
  return {
    added: added as Shares,
    cash: money(input.direction === 'long' ? cash : mul(cash, -1), currency),
  };
}

/** The open price's scale after a bonus issue: the server's price column, finer than any price grid. */
const COST_BASIS_PRICE_SCALE = 6;

/**
 * The open price that keeps a position's cost basis (open price × shares) when its share count
 * changes from `shares` to `newShares` — bonus shares cost nothing, so the same money is spread
 * over more shares (and, read backwards, over fewer before them). The price P&L, the margin, the
 * management fee's borrowed part and the close's figures carry on across the ex-date: the price
 * falls by the same ratio the shares grow. Six decimals, so that open price × shares stays within
 * a fraction of a cent of the cost basis.
 */
export function costBasisOpenPrice(
  openPrice: Price | string,
  shares: Shares | number,
  newShares: Shares | number,
): Price {
  return div(mul(openPrice, shares), newShares, COST_BASIS_PRICE_SCALE) as string as Price;
}
