import type {
  MarginInfo,
  Position,
  PositionSettlement,
  Quote,
  RequestOf,
  TimelineEntry,
  TradeReceipt,
} from '@broker/contract';
import {
  canApplyForMargin,
  canRetake,
  costBasisOpenPrice,
  directionOfSide,
  isOpenPosition,
  isPositionTab,
  gt,
  isWorseAlert,
  lt,
  orderSides,
  positionFigures,
  profitLoss,
  receiptDays,
  sum,
  validateCancel,
  type Currency,
  type MarginAlert,
  type OrderSide,
  type PositionTab,
  type PriceType,
} from '@broker/domain';

/**
 * View rules of the trading screens (docs/slices.md §2): which tab or side the URL asks for, what
 * a ticket sends for its preview, which rows a receipt shows, the live figures of a row and which
 * actions a position offers. The arithmetic is the domain's; nothing here is enforced.
 */

/** `?side=` of the ticket: buy (long) unless it says sell. */
export function sideOf(value: string | null): OrderSide {
  return (orderSides as readonly string[]).includes(value ?? '') ? (value as OrderSide) : 'buy';
}

/** `?tab=` of the trade screen: holding unless it names another tab. */
export function tabOf(value: string | null): PositionTab {
  return isPositionTab(value) ? value : 'holding';
}

/** What the ticket's controls hold (the limit price as typed). */
export type TicketValues = {
  side: OrderSide;
  priceType: PriceType;
  price: string;
  lots: number;
  leverage: number;
  holdingDays: number;
  /** A market order for the next opening, asked while the market is closed (domain `waitsForOpening`). */
  atOpening: boolean;
};

/**
 * The ticket's form: its controls and the fund password that every order (buy or sell) carries.
 * The preview takes none, so the password stays out of `TicketValues` and out of the preview.
 */
export type TicketFormValues = TicketValues & { fundPassword: string };

export const initialTicket = (side: OrderSide, minLots: number): TicketValues => ({
  side,
  priceType: 'market',
  price: '',
  lots: Math.max(1, minLots),
  leverage: 1,
  holdingDays: receiptDays.default,
  atOpening: false,
});

/** A limit the server would take as a price: a positive decimal with at most 4 places. */
const LIMIT_PATTERN = /^(?!0+(\.0+)?$)\d+(\.\d{1,4})?$/;

/**
 * The `trade/preview` body of a ticket, or null while it cannot be priced yet (no limit typed,
 * no whole lots): the receipt then waits instead of answering a validation error at every key.
 */
export function previewRequest(stockId: string, values: TicketValues): RequestOf<'trade/preview'> | null {
  if (!Number.isInteger(values.lots) || values.lots < 1) return null;
  if (values.priceType === 'limit' && !LIMIT_PATTERN.test(values.price)) return null;
  return {
    stockId,
    direction: directionOfSide[values.side],
    priceType: values.priceType,
    ...(values.priceType === 'limit' ? { price: values.price } : {}),
    lots: values.lots,
    leverage: values.leverage,
    holdingDays: values.holdingDays,
    ...(values.priceType === 'market' && values.atOpening ? { atOpening: true } : {}),
  };
}

/** One row of a receipt: a locale key (with params) and what its value is. */
export interface ReceiptRow {
  key: string;
  labelKey: string;
  params?: Record<string, number>;
  kind: 'money' | 'price' | 'time' | 'move';
  value: string;
  total?: boolean;
}

/**
 * The receipt's rows in the order products.md §1 lists them: what the order takes, what the round
 * trip costs, where it breaks even, is stopped out and may be sold. No stop-out row at leverage 1.
 * An order for the opening starts with when it fills and what is frozen until then.
 */
export function receiptRows(receipt: TradeReceipt): ReceiptRow[] {
  const opening = receipt.atOpening;
  const rows: ReceiptRow[] = [
    // An order for the opening: when it fills, and what is frozen until then (at the highest opening).
    ...(opening
      ? [
          { key: 'atOpening', labelKey: 'trading.receipt.atOpening', kind: 'time' as const, value: opening.at },
          {
            key: 'reservePrice',
            labelKey: 'trading.receipt.reservePrice',
            kind: 'price' as const,
            value: opening.reservePrice,
          },
          { key: 'reserved', labelKey: 'trading.receipt.reserved', kind: 'money' as const, value: opening.reserved },
        ]
      : []),
    { key: 'amount', labelKey: 'trading.receipt.amount', kind: 'money', value: receipt.amount },
    { key: 'margin', labelKey: 'trading.receipt.margin', kind: 'money', value: receipt.margin },
    { key: 'borrowed', labelKey: 'trading.receipt.borrowed', kind: 'money', value: receipt.borrowed },
    { key: 'fee', labelKey: 'trading.receipt.fee', kind: 'money', value: receipt.fee },
    { key: 'openingCost', labelKey: 'trading.receipt.openingCost', kind: 'money', value: receipt.openingCost },
    { key: 'closeFee', labelKey: 'trading.receipt.closeFee', kind: 'money', value: receipt.closeFee },
    { key: 'stampTax', labelKey: 'trading.receipt.stampTax', kind: 'money', value: receipt.stampTax },
    {
      key: 'managementFeePerDay',
      labelKey: 'trading.receipt.managementFeePerDay',
      kind: 'money',
      value: receipt.managementFeePerDay,
    },
    {
      key: 'managementFee',
      labelKey: 'trading.receipt.managementFee',
      params: { days: receipt.holdingDays },
      kind: 'money',
      value: receipt.managementFee,
    },
    { key: 'totalCost', labelKey: 'trading.receipt.totalCost', kind: 'money', value: receipt.totalCost, total: true },
    { key: 'breakEven', labelKey: 'trading.receipt.breakEven', kind: 'price', value: receipt.breakEvenPrice },
    { key: 'breakEvenMove', labelKey: 'trading.receipt.breakEvenMove', kind: 'move', value: receipt.breakEvenPct },
  ];
  if (receipt.stopOutPrice !== null) {
    rows.push({ key: 'stopOut', labelKey: 'trading.receipt.stopOutPrice', kind: 'price', value: receipt.stopOutPrice });
  }
  rows.push(
    { key: 'lockUntil', labelKey: 'trading.receipt.lockUntil', kind: 'time', value: receipt.lockUntil },
    { key: 'moveUp', labelKey: 'trading.receipt.moveUp', kind: 'money', value: receipt.move.up },
    { key: 'moveDown', labelKey: 'trading.receipt.moveDown', kind: 'money', value: receipt.move.down },
  );
  return rows;
}

/**
 * A position as the live quote moves it: an open, filled position's price, market value and P&L
 * (net of the fee accrued so far, domain `positionFigures`) at the live price; anything else as
 * the server sent it.
 */
export function livePosition(position: Position, quote: Pick<Quote, 'price'> | undefined): Position {
  if (!quote || position.openPrice === null || !isOpenPosition(position.status)) return position;
  const figures = positionFigures({
    direction: position.direction,
    openPrice: position.openPrice,
    price: quote.price,
    shares: position.shares,
    margin: position.margin,
    managementFee: position.managementFee,
    currency: position.currency,
  });
  return { ...position, currentPrice: quote.price, ...figures };
}

/** The open positions' P&L added up per currency (never across currencies), in first-seen order. */
export function profitByCurrency(positions: readonly Position[]): { currency: Currency; profit: string }[] {
  const totals = new Map<Currency, string[]>();
  for (const position of positions) {
    if (!isOpenPosition(position.status) || position.openPrice === null) continue;
    totals.set(position.currency, [...(totals.get(position.currency) ?? []), position.profit]);
  }
  return [...totals].map(([currency, profits]) => ({ currency, profit: sum(profits) }));
}

/** What a position's detail offers: close (holding; shown disabled while locked) or cancel (pending, closing). */
export function positionActions(position: Pick<Position, 'status'>): {
  close: 'enabled' | 'locked' | null;
  cancel: boolean;
} {
  const close = position.status === 'holding' ? 'enabled' : position.status === 'locked' ? 'locked' : null;
  return { close, cancel: validateCancel(position).length === 0 };
}

/** The worst alert of the leveraged currencies ('none' without any). */
export function worstMarginAlert(exposure: MarginInfo['exposure']): MarginAlert {
  return exposure.reduce<MarginAlert>((worst, item) => (isWorseAlert(worst, item.alert) ? item.alert : worst), 'none');
}

/** What the margin screen offers: the questionnaire, waiting for its retake date, or nothing to do. */
export function marginStep(info: MarginInfo, nowMs: number): 'apply' | 'retakeLater' | 'none' {
  if (!info.open || !canApplyForMargin(info.status)) return 'none';
  return canRetake(info.questionnaire.retakeAt, nowMs) ? 'apply' : 'retakeLater';
}

/** The drawing series of the account-value chart: values as numbers (drawing only) and the days with money in or out. */
export function valueSeries(points: readonly { value: string; deposits: string; withdrawals: string }[]): {
  values: number[];
  markers: { index: number; kind: 'deposit' | 'withdrawal' }[];
} {
  const markers: { index: number; kind: 'deposit' | 'withdrawal' }[] = [];
  points.forEach((point, index) => {
    if (Number(point.deposits) > 0) markers.push({ index, kind: 'deposit' });
    if (Number(point.withdrawals) > 0) markers.push({ index, kind: 'withdrawal' });
  });
  return { values: points.map((point) => Number(point.value)), markers };
}

/** The words of the account-value chart's text alternative: its range, first and last value, lowest and highest. */
export function valueSummary(points: readonly { date: string; value: string }[]) {
  const first = points[0];
  const last = points.at(-1);
  if (!first || !last) return null;
  return {
    start: first.date,
    end: last.date,
    first: first.value,
    last: last.value,
    // The values as sent (compared as decimals), so that they print as the server wrote them.
    low: points.reduce((low, point) => (lt(point.value, low) ? point.value : low), first.value),
    high: points.reduce((high, point) => (gt(point.value, high) ? point.value : high), first.value),
  };
}

/**
 * The actual figure of a receipt row after the close (MiFID II ex-post), or null where the close
 * has none to set beside the estimate (break-even, stop-out, unlock, a 1 % move). What the order
 * took is what it was estimated to take.
 */
export function settledFigure(row: Pick<ReceiptRow, 'key' | 'value'>, settlement: PositionSettlement): string | null {
  switch (row.key) {
    case 'amount':
    case 'margin':
    case 'borrowed':
    case 'fee':
    case 'openingCost':
      return row.value;
    case 'closeFee':
      return settlement.closeFee;
    case 'stampTax':
      return settlement.stampTax;
    case 'managementFee':
      return settlement.managementFee;
    case 'totalCost':
      return settlement.totalCost;
    default:
      return null;
  }
}

/**
 * A position's price P&L at each daily close since its fill (and until its close), for the chart
 * of its detail: dates and decimal P&L (domain `profitLoss`); empty while unfilled. The candles
 * are the prices as they traded, so a close before an ex-date of bonus shares (the timeline's
 * `bonusShares` lines) is valued on the shares held that day, at the open price of the same cost
 * basis (domain `costBasisOpenPrice`).
 */
export function pnlSinceFill(
  position: Pick<Position, 'direction' | 'openPrice' | 'shares' | 'openedAt' | 'closedAt' | 'currency'>,
  candles: readonly { time: string; close: string }[],
  bonuses: readonly Pick<TimelineEntry, 'at' | 'shares'>[] = [],
): { time: string; profit: string }[] {
  const openPrice = position.openPrice;
  if (openPrice === null || position.openedAt === null) return [];
  const from = position.openedAt.slice(0, 10);
  const to = position.closedAt?.slice(0, 10) ?? '9999-12-31';
  return candles
    .filter((candle) => candle.time.slice(0, 10) >= from && candle.time.slice(0, 10) <= to)
    .map((candle) => {
      const day = candle.time.slice(0, 10);
      const later = bonuses.reduce((sum, bonus) => (bonus.at.slice(0, 10) > day ? sum + (bonus.shares ?? 0) : sum), 0);
      const shares = position.shares - later;
      const open = later === 0 ? openPrice : costBasisOpenPrice(openPrice, position.shares, shares);
      return {
        time: candle.time,
        profit: profitLoss(position.direction, open, candle.close, shares, position.currency),
      };
    });
}
