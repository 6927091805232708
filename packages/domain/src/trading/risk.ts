import { serverDefaults } from '../constants.ts';
import type { LedgerType } from '../funds/ledger.ts';
import type { Currency } from '../money/currency.ts';
import { currencyScale } from '../money/currency.ts';
import type { DecimalInput } from '../money/decimal.ts';
import { add, compare, div, gt, isNegative, isZero, lt, max, mul, roundHalfUp, sub, sum } from '../money/decimal.ts';
import type { Money, Pct, Price, Shares } from '../money/nominal.ts';
import type { Direction } from './vocabulary.ts';

const money = (value: DecimalInput, currency: Currency): Money =>
  roundHalfUp(value, currencyScale(currency)) as string as Money;

/** The margin levels of products.md §1, percent of the initial margin. */
export interface MarginLevels {
  warning: string;
  critical: string;
  stopOut: string;
}

/**
 * How close the leveraged positions are to their stop-out: `none`, `warning` (below 80 %: a
 * notice and a badge), `critical` (below 65 %), `stopOut` (below 50 %: positions are closed).
 */
export const marginAlerts = ['none', 'warning', 'critical', 'stopOut'] as const;
export type MarginAlert = (typeof marginAlerts)[number];

/** A leveraged position as the stop-out sees it. */
export interface RiskPosition {
  id: string;
  /** Initial margin. */
  margin: Money | string;
  /** Unrealised price P&L at the current price. */
  profit: Money | string;
  /** Management fee accrued so far (not yet paid). */
  managementFee: Money | string;
}

/** A position's equity: margin + unrealised P&L − accrued management fee (products.md §1). */
export function positionEquity(position: Omit<RiskPosition, 'id'>): string {
  return sub(add(position.margin, position.profit), position.managementFee);
}

/** Equity as a percentage of the initial margin, 2 decimals (rounded down, so a level never reads safer than it is); null without margin. */
export function marginLevelPct(equity: DecimalInput, margin: DecimalInput): Pct | null {
  if (!gt(margin, 0)) return null;
  return div(mul(equity, 100), margin, 2, 'down') as string as Pct;
}

/** The alert of a margin level (null: no leveraged position, nothing to watch). */
export function marginAlert(
  levelPct: DecimalInput | null,
  levels: MarginLevels = serverDefaults.trading.marginLevels,
): MarginAlert {
  if (levelPct === null) return 'none';
  if (lt(levelPct, levels.stopOut)) return 'stopOut';
  if (lt(levelPct, levels.critical)) return 'critical';
  return lt(levelPct, levels.warning) ? 'warning' : 'none';
}

/**
 * The equity of an account in one currency: its balance (margins were taken out of it at the
 * open) plus every open position's equity. What the sanity guard compares an order with.
 */
export function accountEquity(balance: DecimalInput, positions: readonly Omit<RiskPosition, 'id'>[]): string {
  return add(balance, sum(positions.map(positionEquity)));
}

/** True when the alert got worse (none → warning → critical → stopOut): the moment to send a notice. */
export function isWorseAlert(previous: MarginAlert, next: MarginAlert): boolean {
  return marginAlerts.indexOf(next) > marginAlerts.indexOf(previous);
}

export interface AccountMargin {
  margin: string;
  equity: string;
  levelPct: Pct | null;
  alert: MarginAlert;
}

/** The account's leveraged positions together: initial margin, equity, level and alert. */
export function accountMargin(
  positions: readonly RiskPosition[],
  levels: MarginLevels = serverDefaults.trading.marginLevels,
): AccountMargin {
  const margin = sum(positions.map((position) => position.margin));
  const equity = sum(positions.map(positionEquity));
  const levelPct = marginLevelPct(equity, margin);
  return { margin, equity, levelPct, alert: marginAlert(levelPct, levels) };
}

/**
 * Which leveraged positions a stop-out closes, in order (products.md §1, ESMA's 50 % rule):
 * while the equity of the remaining ones is below `stopOutPct` of their initial margin, the one
 * with the largest loss (P&L less accrued fee) goes first; ties by id, so the answer never
 * depends on the order the positions were listed in. Empty when the level holds.
 */
export function stopOutSelection(
  positions: readonly RiskPosition[],
  stopOutPct: DecimalInput = serverDefaults.trading.marginLevels.stopOut,
): string[] {
  const remaining = [...positions].sort((a, b) => {
    const byResult = compare(sub(a.profit, a.managementFee), sub(b.profit, b.managementFee));
    return byResult === 0 ? (a.id < b.id ? -1 : 1) : byResult;
  });
  const closed: string[] = [];
  const below = (): boolean => {
    const margin = sum(remaining.map((position) => position.margin));
    const equity = sum(remaining.map(positionEquity));
    return lt(mul(equity, 100), mul(margin, stopOutPct));
  };
  while (remaining.length > 0 && below()) closed.push(remaining.shift()!.id);
  return closed;
}

/**
 * The price at which a leveraged position alone reaches the stop-out level: equity = stopOut %
 * × margin, i.e. P&L = fee − (1 − stopOut %) × margin. Rounded to the price grid towards the
 * open (up for long, down for short), so the stop-out is never shown further away than it is.
 */
export function stopOutPrice(input: {
  direction: Direction;
  openPrice: Price | string;
  shares: Shares | number;
  margin: Money | string;
  managementFee?: Money | string;
  stopOutPct?: Pct | string;
}): Price {
  const level = div(input.stopOutPct ?? serverDefaults.trading.marginLevels.stopOut, 100, 30);
  const allowedLoss = sub(mul(input.margin, sub(1, level)), input.managementFee ?? '0');
  const move = div(allowedLoss, input.shares, 30);
  const price =
    input.direction === 'long'
      ? div(max(sub(input.openPrice, move), 0), 1, 4, 'up')
      : div(add(input.openPrice, move), 1, 4, 'down');
  return price as string as Price;
}

/**
 * The position-level floor every position has, leveraged or not (api.md §3): a loss reaching
 * the margin closes it (remark `stopOut`). An unleveraged short can otherwise lose without bound.
 */
export function lossReachesMargin(profit: Money | string, margin: Money | string): boolean {
  return !gt(add(margin, profit), 0);
}

/** Negative balance protection (products.md §1): what resets an available amount below zero to zero. */
export function negativeBalanceProtection(availableAfter: DecimalInput, currency: Currency = 'EUR'): Money {
  return money(max(mul(availableAfter, -1), 0), currency);
}

export interface LedgerLine {
  type: LedgerType;
  /** Signed change of the balance (and of the available amount). */
  amount: Money;
  /** `nbp` on the negative-balance-protection adjustment. */
  remark: 'nbp' | null;
}

/**
 * The ledger entries of a close (a `CloseSettlement`), in order (api.md §3 ledger types): `tradeClose` (margin + P&L,
 * negative when the loss exceeds the margin), `fee`, `stampTax` and `managementFee` (each only
 * when not zero), and an `adjustment` with remark `nbp` when the account's available amount
 * would end below zero: a loss beyond the margin takes the account's free cash, never more
 * (negative balance protection on the available amount: frozen money is promised to a
 * withdrawal or an order, not to trading). Together they move `availableBefore` to
 * max(availableBefore + net, 0).
 */
export function closeLedgerLines(
  settlement: { readonly [K in 'margin' | 'profit' | 'closeFee' | 'stampTax' | 'managementFee']: Money | string },
  availableBefore: Money | string,
  currency: Currency = 'EUR',
): { lines: LedgerLine[]; availableAfter: Money } {
  const line = (type: LedgerType, amount: DecimalInput): LedgerLine => ({
    type,
    amount: money(amount, currency),
    remark: null,
  });
  const lines = [
    line('tradeClose', add(settlement.margin, settlement.profit)),
    ...(
      [
        ['fee', settlement.closeFee],
        ['stampTax', settlement.stampTax],
        ['managementFee', settlement.managementFee],
      ] as const
    )
      .filter(([, amount]) => !isZero(amount))
      .map(([type, amount]) => line(type, mul(amount, -1))),
  ];
  const after = add(availableBefore, sum(lines.map((entry) => entry.amount)));
  if (isNegative(after)) {
    lines.push({ type: 'adjustment', amount: negativeBalanceProtection(after, currency), remark: 'nbp' });
  }
  return { lines, availableAfter: money(max(after, 0), currency) };
}
