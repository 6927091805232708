import { formatDecimal, gt, intradayBuyingPower, isDecimalString, isPositive, lt } from '@broker/domain';
import type { IntradayInfo, IntradayMeterPoint, IntradayRecord, Position } from '@broker/contract';

/** View rules of the intraday screens (docs/slices.md §2): no money math, no validation. */

/** The user's applications per page (`intraday/records`). */
export const RECORDS_PAGE_SIZE = 20;

/**
 * What an application says on screen: under review, approved for its day (not settled yet),
 * settled (its credit and result), or rejected (its reason).
 */
export type RecordState = 'pending' | 'approved' | 'settled' | 'rejected';

export function recordState(record: IntradayRecord): RecordState {
  if (record.status === 'pending') return 'pending';
  if (record.status === 'rejected') return 'rejected';
  return record.settledAt === null ? 'approved' : 'settled';
}

/** An application under review or an account not yet settled: no new application meanwhile (as the server). */
export const isActive = (record: IntradayRecord | null): boolean => {
  if (record === null) return false;
  const state = recordState(record);
  return state === 'pending' || state === 'approved';
};

/** The buying power the amount being typed gives (the domain's amount × k), or null while it is no amount. */
export function liveBuyingPower(amount: string, info: Pick<IntradayInfo, 'rules' | 'currency'>): string | null {
  if (!isDecimalString(amount) || !isPositive(amount)) return null;
  return intradayBuyingPower(amount, info.rules.multiplier, info.currency);
}

/** A rule's percentage as written in the rules: '5 %', '7,5 %' (its own decimals, none added). */
export function rulePercent(pct: string): string {
  const decimals = pct.includes('.') ? pct.split('.')[1]!.replace(/0+$/, '').length : 0;
  return `${formatDecimal(pct, decimals)}\u00a0%`;
}

/** A meter's bar: how much of a limit is used, 0–100 (a breach past the limit shows full). */
export function meterFill(usedPct: string): number {
  const used = Number(usedPct);
  if (!Number.isFinite(used) || used <= 0) return 0;
  return Math.min(100, used);
}

/** A used percentage as read beside its bar: '42,5 %' (at most one decimal). */
export function usedPercent(usedPct: string): string {
  return `${formatDecimal(usedPct, 1).replace(/,0$/, '')}\u00a0%`;
}

/**
 * Where the running account's day stands (server clock, ms): trading, past the preview (the
 * flatten is near), or flattened (past the flatten: orders are no longer taken).
 */
export type DayPhase = 'trading' | 'preview' | 'flattened';

export function dayPhase(nowMs: number, times: { previewAt: string; flattenAt: string }): DayPhase {
  if (nowMs >= Date.parse(times.flattenAt)) return 'flattened';
  if (nowMs >= Date.parse(times.previewAt)) return 'preview';
  return 'trading';
}

/** The latest application is approved and its account not settled: its running account may be opened. */
export const hasRunningAccount = (record: IntradayRecord | null): boolean =>
  record !== null && recordState(record) === 'approved';

/** The trades of a session report read at once (`intraday/trades`, its first page). */
export const TRADES_PAGE_SIZE = 50;

/**
 * An approved application has (had) a session: its day, an account and so a report. One under
 * review or rejected never traded; its report reads no trades or meter.
 */
export const hasSession = (record: IntradayRecord): boolean => record.status === 'approved' && record.day !== null;

/**
 * The words of a session's equity chart: its first and last instant, the first and last equity,
 * the lowest and highest, and the worst day loss reached — the values as the server wrote them,
 * compared as decimals. Null with fewer than two points: no history to draw yet.
 */
export function meterSummary(points: readonly IntradayMeterPoint[]) {
  const first = points[0];
  const last = points.at(-1);
  if (!first || !last || points.length < 2) return null;
  return {
    start: first.at,
    end: last.at,
    first: first.equity,
    last: last.equity,
    low: points.reduce((low, point) => (lt(point.equity, low) ? point.equity : low), first.equity),
    high: points.reduce((high, point) => (gt(point.equity, high) ? point.equity : high), first.equity),
    worstDayLoss: points.reduce((worst, point) => (gt(point.dayLoss, worst) ? point.dayLoss : worst), first.dayLoss),
  };
}

/** The session's equity as numbers, for drawing only (the words and the table use the decimals). */
export const meterValues = (points: readonly IntradayMeterPoint[]): number[] =>
  points.map((point) => Number(point.equity));

/** A trade the day's rules closed: by the flatten before the close, or at a loss limit; else null. */
export function closedByRule(position: Pick<Position, 'remark'>): 'flattened' | 'lossLimit' | null {
  return position.remark === 'flattened' || position.remark === 'lossLimit' ? position.remark : null;
}

/** How many trades a page leaves out (the report shows its first page). */
export const tradesLeftOut = (page: { items: readonly unknown[]; total: number }): number =>
  Math.max(0, page.total - page.items.length);
