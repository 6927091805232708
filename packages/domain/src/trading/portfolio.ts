import type { LedgerType } from '../funds/ledger.ts';
import type { Currency } from '../money/currency.ts';
import { currencyScale } from '../money/currency.ts';
import { add, compare, div, gt, max, mul, roundDown, roundHalfUp, sub, sum } from '../money/decimal.ts';
import type { Money, Pct } from '../money/nominal.ts';
import type { TradableMarket } from '../time/markets.ts';

/**
 * Percent shares of non-negative values (negatives count as 0), 2 decimals, adding up to exactly
 * 100.00 (largest remainder: the hundredths left over go to the largest remainders, ties to the
 * earlier value). All '0.00' when the total is 0.
 */
export function percentShares(values: readonly string[]): Pct[] {
  const parts = values.map((value) => max(value, 0));
  const total = sum(parts);
  if (!gt(total, 0)) return parts.map(() => '0.00' as Pct);
  // Work in hundredths of a percent: exact shares, floored, then the rest handed out.
  const exact = parts.map((part) => div(mul(part, 10_000), total, 30));
  const floors = exact.map((share) => roundDown(share, 0));
  let left = Number(sub(10_000, sum(floors)));
  const order = exact
    .map((share, index) => ({ index, remainder: sub(share, floors[index]!) }))
    .sort((a, b) => compare(b.remainder, a.remainder) || a.index - b.index);
  const units = floors.map(Number);
  for (const { index } of order) {
    if (left === 0) break;
    units[index]! += 1;
    left -= 1;
  }
  return units.map((unit) => div(unit, 100, 2) as string as Pct);
}

/** What the allocation chart splits: each open position's value, and the cash (`market: 'cash'`). */
export const allocationBuckets = ['nl', 'de', 'usd', 'cash'] as const satisfies readonly (TradableMarket | 'cash')[];
export type AllocationBucket = (typeof allocationBuckets)[number];

export interface AllocationItem {
  market: AllocationBucket;
  /** The currency the value is held in (a position's currency, or the wallet's). */
  currency: Currency;
  /** Already converted to the answer's currency (the server's rates). */
  value: Money | string;
}

export interface Allocation {
  total: Money;
  byMarket: { market: AllocationBucket; value: Money; pct: Pct }[];
  byCurrency: { currency: Currency; value: Money; pct: Pct }[];
}

function groupBy<K extends string>(
  items: readonly AllocationItem[],
  keyOf: (item: AllocationItem) => K,
  currency: Currency,
): { key: K; value: Money; pct: Pct }[] {
  const totals = new Map<K, string>();
  for (const item of items) totals.set(keyOf(item), sum([totals.get(keyOf(item)) ?? '0', item.value]));
  const groups = [...totals].map(([key, value]) => ({
    key,
    value: roundHalfUp(value, currencyScale(currency)) as string as Money,
  }));
  groups.sort((a, b) => compare(b.value, a.value) || (a.key < b.key ? -1 : 1));
  const pcts = percentShares(groups.map((group) => group.value));
  return groups.map((group, index) => ({ ...group, pct: pcts[index]! }));
}

/** `trade/allocation`: the account's value by market (cash as its own bucket) and by currency, largest first. */
export function allocationOf(items: readonly AllocationItem[], currency: Currency): Allocation {
  return {
    total: roundHalfUp(sum(items.map((item) => item.value)), currencyScale(currency)) as string as Money,
    byMarket: groupBy(items, (item) => item.market, currency).map(({ key, value, pct }) => ({
      market: key,
      value,
      pct,
    })),
    byCurrency: groupBy(items, (item) => item.currency, currency).map(({ key, value, pct }) => ({
      currency: key,
      value,
      pct,
    })),
  };
}

/**
 * Which ledger entries the value chart marks as money moving in or out of the account
 * (`trade/valueHistory`): deposits and withdrawals. Everything else — trades, fees, dividends,
 * exchanges between the account's own wallets — is the account's own result.
 */
export function valueFlowOf(type: LedgerType): 'deposit' | 'withdrawal' | null {
  if (type === 'deposit') return 'deposit';
  return type === 'withdrawal' ? 'withdrawal' : null;
}

/** The change of value between two points that was not money moved in or out: value − previous − deposits + withdrawals. */
export function valueResult(input: {
  previous: Money | string;
  value: Money | string;
  deposits: Money | string;
  withdrawals: Money | string;
}): string {
  return add(sub(sub(input.value, input.previous), input.deposits), input.withdrawals);
}
