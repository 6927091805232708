/**
 * The trading slice's words (api.md §2 Position and Dividend, §4.6; products.md §1): one list
 * each, shared by the contract's schemas, the server and the app's switches.
 */
import type { PositionStatus } from '../status/statuses.ts';
import { positionStatuses } from '../status/statuses.ts';

/** Buy form → long, sell form → short (api.md §7 D3): both open a position. */
export const directions = ['long', 'short'] as const;
export type Direction = (typeof directions)[number];

/** The two order forms of the specification and the direction each opens. */
export const orderSides = ['buy', 'sell'] as const;
export type OrderSide = (typeof orderSides)[number];
export const directionOfSide = { buy: 'long', sell: 'short' } as const satisfies Record<OrderSide, Direction>;

export const priceTypes = ['market', 'limit'] as const;
export type PriceType = (typeof priceTypes)[number];

/** Where a position came from: the order ticket, a block trade, a paid new-share allotment, or the intraday ticket. */
export const positionSources = ['trade', 'blockTrade', 'newShare', 'intraday'] as const;
export type PositionSource = (typeof positionSources)[number];

/**
 * Why a position ended other than by the user: `stopOut` (closed by the margin stop-out or
 * because its loss reached its margin), `dayEnd` (a limit order not filled by the end of its
 * trading day, cancelled), `flattened` (an intraday position closed at market five minutes
 * before the close), `lossLimit` (an intraday position closed when a loss limit was reached).
 */
export const positionRemarks = ['stopOut', 'dayEnd', 'flattened', 'lossLimit'] as const;
export type PositionRemark = (typeof positionRemarks)[number];

/**
 * The books an order may go to besides the user's own account: `intraday`, the user's intraday
 * account of the day (its own money and positions, flattened before the close).
 */
export const tradeBooks = ['intraday'] as const;
export type TradeBook = (typeof tradeBooks)[number];

/** The tabs of the positions screen (`trade/positions` tab). */
export const positionTabs = ['holding', 'closed', 'pending', 'orders'] as const;
export type PositionTab = (typeof positionTabs)[number];

/**
 * The statuses each tab lists (api.md §4.6): holding = holding + locked + closing (everything
 * still open), closed, pending (limit orders waiting for their price), orders = all.
 */
export const positionTabStatuses = {
  holding: ['holding', 'locked', 'closing'],
  closed: ['closed'],
  pending: ['pending'],
  orders: positionStatuses,
} as const satisfies Record<PositionTab, readonly PositionStatus[]>;

export function statusesOfTab(tab: PositionTab): readonly PositionStatus[] {
  return positionTabStatuses[tab];
}

/** The sell lock's units (StockDetail.trade.sellLock): T+N trading days, or N minutes. */
export const sellLockUnits = ['day', 'minute'] as const;
export type SellLockUnit = (typeof sellLockUnits)[number];

/** A dividend pays cash per share, or bonus shares a:b (api.md §2 Dividend). */
export const dividendKinds = ['cash', 'shares'] as const;
export type DividendKind = (typeof dividendKinds)[number];

/** The ranges of the account-value chart (`trade/valueHistory`) and the calendar days each covers. */
export const valueRanges = ['1m', '3m', '1y'] as const;
export type ValueRange = (typeof valueRanges)[number];
export const valueRangeDays = { '1m': 30, '3m': 91, '1y': 365 } as const satisfies Record<ValueRange, number>;

/** Holding periods the cost receipt offers for its management-fee projection, in days. */
export const receiptDays = { choices: [1, 7, 30, 90], default: 7, max: 365 } as const;

const isOneOf =
  <T extends string>(values: readonly T[]) =>
  (value: unknown): value is T =>
    typeof value === 'string' && (values as readonly string[]).includes(value);

export const isDirection = isOneOf(directions);
export const isPriceType = isOneOf(priceTypes);
export const isPositionTab = isOneOf(positionTabs);
