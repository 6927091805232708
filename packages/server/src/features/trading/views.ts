import {
  add,
  isOpenPosition,
  profitPct,
  resultAfterCosts,
  marginLevelPct,
  orderAmount,
  positionEquity,
  positionFigures,
  roundMoney,
  stopOutPrice,
  sub,
  type Currency,
  type Direction,
  type PositionStatus,
} from '@broker/domain';
import type { Dividend, Position, PositionSettlement, TimelineEntry, TradeReceipt } from '@broker/contract';
import { toApiTime, toApiTimeOrNull } from '../../lib/time.ts';
import { findInstrument, type Instruments } from '../market/index.ts';
import { heldInstrument, priceAt } from './market.ts';
import type { dividends, positionEvents, positions } from './schema.ts';

export type PositionRow = typeof positions.$inferSelect;
export type EventRow = typeof positionEvents.$inferSelect;
export type DividendRow = typeof dividends.$inferSelect;

/** A stored price as the API writes it: up to 4 decimals, no trailing zeros past the instrument's grid. */
export function priceText(value: string, decimals = 2): string {
  const [whole, fraction = ''] = value.split('.');
  const trimmed = fraction.replace(/0+$/, '');
  return `${whole}.${trimmed.padEnd(decimals, '0').slice(0, Math.max(decimals, Math.min(trimmed.length, 4)))}`;
}

const money = (value: string, currency: string) => roundMoney(value, currency as Currency) as string;

/** The open figures of a position at a price (null for one that is not open). */
export function openFigures(row: PositionRow, price: string) {
  if (!isOpenPosition(row.status as PositionStatus) || row.openPrice === null) return null;
  const currency = row.currency as Currency;
  const figures = positionFigures({
    direction: row.direction as Direction,
    openPrice: row.openPrice,
    price,
    shares: row.shares,
    margin: row.margin,
    managementFee: row.managementFee,
    currency,
  });
  const pnl = add(figures.profit, row.managementFee);
  const equity = positionEquity({ margin: row.margin, profit: pnl, managementFee: row.managementFee });
  return { ...figures, pnl, equity };
}

/** The Position object (api.md §2) of a row, valued at the instrument's price at `nowMs` while open. */
export function positionView(row: PositionRow, instruments: Instruments, nowMs: number): Position {
  const instrument = heldInstrument(instruments, row.stockId)!;
  const currency = row.currency as Currency;
  const decimals = instrument.decimals;
  const current =
    row.status === 'closed' && row.closePrice !== null ? row.closePrice : priceAt(instruments, instrument, nowMs);
  const open = openFigures(row, current);
  const stored = row.settlement as Omit<PositionSettlement, 'afterCosts'> | null;
  const settlement: PositionSettlement | null = stored
    ? { ...stored, afterCosts: resultAfterCosts(stored, currency) }
    : null;
  const leveraged = row.leverage > 1 && open !== null && row.openPrice !== null;
  const marketValue = open?.marketValue ?? orderAmount(current, row.shares, currency);
  const profit = open?.profit ?? (settlement ? money(sub(settlement.profit, settlement.managementFee), currency) : '0');
  return {
    id: row.id,
    orderNo: row.orderNo,
    stockId: row.stockId,
    code: instrument.code,
    name: instrument.name,
    market: row.market as Position['market'],
    currency,
    source: row.source as Position['source'],
    direction: row.direction as Direction,
    priceType: row.priceType as Position['priceType'],
    limitPrice: row.limitPrice === null ? null : priceText(row.limitPrice, decimals),
    lots: row.lots,
    shares: row.shares,
    openPrice: row.openPrice === null ? null : priceText(row.openPrice, decimals),
    currentPrice: priceText(current, decimals),
    marketValue: money(marketValue, currency),
    leverage: row.leverage,
    margin: money(row.margin, currency),
    fee: money(row.fee, currency),
    stampTax: money(row.stampTax, currency),
    managementFee: money(row.managementFee, currency),
    managementFeeDays: row.managementFeeDays,
    profit: money(profit, currency),
    profitPct: open?.profitPct ?? (settlement ? profitPct(profit, row.margin) : '0.00'),
    status: row.status as PositionStatus,
    lockDays: row.lockUnit === 'day' ? row.lockValue : 0,
    sellLock: { unit: row.lockUnit as 'day' | 'minute', value: row.lockValue },
    lockUntil: toApiTimeOrNull(row.lockUntil),
    createdAt: toApiTime(row.createdAt),
    openedAt: toApiTimeOrNull(row.openedAt),
    closeRequestedAt: toApiTimeOrNull(row.closeRequestedAt),
    closedAt: toApiTimeOrNull(row.closedAt),
    cancelledAt: toApiTimeOrNull(row.cancelledAt),
    closePrice: row.closePrice === null ? null : priceText(row.closePrice, decimals),
    remark: row.remark as Position['remark'],
    marginLevelPct: leveraged ? marginLevelPct(open.equity, row.margin) : null,
    stopOutPrice: leveraged
      ? stopOutPrice({
          direction: row.direction as Direction,
          openPrice: row.openPrice!,
          shares: row.shares,
          margin: row.margin,
          managementFee: row.managementFee,
        })
      : null,
    receipt: (row.receipt as TradeReceipt | null) ?? null,
    settlement,
  };
}

export function timelineEntryView(row: EventRow, currency: string): TimelineEntry {
  return {
    id: row.id,
    kind: row.kind as TimelineEntry['kind'],
    at: toApiTime(row.at),
    amount: row.amount === null ? null : money(row.amount, currency),
    price: row.price === null ? null : priceText(row.price),
    shares: row.shares,
    levelPct: row.levelPct,
    ledgerId: row.ledgerId,
  };
}

export function dividendView(row: DividendRow): Dividend {
  const instrument = findInstrument(row.stockId)!;
  const currency = row.currency;
  return {
    id: row.id,
    positionId: row.positionId,
    stockId: row.stockId,
    code: instrument.code,
    name: instrument.name,
    kind: row.kind as Dividend['kind'],
    direction: row.direction as Direction,
    perShare: row.perShare === null ? null : priceText(row.perShare, instrument.decimals),
    ratio: row.ratio,
    shares: row.shares,
    bonusShares: row.bonusShares,
    gross: row.gross === null ? null : money(row.gross, currency),
    withholdingPct: row.withholdingPct === null ? null : priceText(row.withholdingPct, 2),
    withholding: row.withholding === null ? null : money(row.withholding, currency),
    amount: row.amount === null ? null : money(row.amount, currency),
    currency: currency as Currency,
    recordDate: row.recordDate,
    payDate: row.payDate,
    paidAt: toApiTimeOrNull(row.paidAt),
    inLieu: row.inLieuOf !== null,
  };
}
