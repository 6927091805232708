import type { Quote } from '@broker/contract';

/**
 * The quote to show: the live one when it is at least as new as the one a page brought, else
 * the page's (a page read after the last live update is the newer truth).
 */
export function fresherQuote<Q extends Quote>(base: Q, live: Quote | undefined): Q {
  if (!live || live.stockId !== base.stockId) return base;
  if (live.updatedAt < base.updatedAt) return base;
  return { ...base, ...pickLive(live) };
}

/** The fields that move: a live Quote over a StockDetail keeps the detail's own fields. */
function pickLive(live: Quote): Partial<Quote> {
  const {
    price,
    change,
    changePct,
    open,
    prevClose,
    high,
    low,
    volume,
    turnover,
    limitUp,
    limitDown,
    tradingStatus,
    updatedAt,
  } = live;
  return {
    price,
    change,
    changePct,
    open,
    prevClose,
    high,
    low,
    volume,
    turnover,
    limitUp,
    limitDown,
    tradingStatus,
    updatedAt,
  };
}

/** Whether two quotes of the same instrument show the same thing (no re-render needed). */
export function sameQuote(a: Quote, b: Quote): boolean {
  const keys = Object.keys(b) as (keyof Quote)[];
  return keys.length === Object.keys(a).length && keys.every((key) => a[key] === b[key]);
}

/**
 * Merges incoming quotes into the known ones. An older quote never replaces a newer one; an
 * unchanged one keeps the known object, so that nothing re-renders for it. Returns the ids that
 * changed.
 */
export function mergeQuotes(known: Map<string, Quote>, incoming: readonly Quote[]): string[] {
  const changed: string[] = [];
  for (const quote of incoming) {
    const current = known.get(quote.stockId);
    if (current && (quote.updatedAt < current.updatedAt || sameQuote(current, quote))) continue;
    known.set(quote.stockId, quote);
    if (!changed.includes(quote.stockId)) changed.push(quote.stockId);
  }
  return changed;
}

/** Splits ids into parts of at most `size` (a stream or a poll takes at most 50). */
export function chunkIds(ids: readonly string[], size: number): string[][] {
  const parts: string[][] = [];
  for (let start = 0; start < ids.length; start += size) parts.push(ids.slice(start, start + size));
  return parts;
}

/** The wait before the n-th reconnection of the stream (0-based): 1 s doubling up to 30 s. */
export function reconnectDelay(attempt: number, baseMs = 1000, maxMs = 30_000): number {
  return Math.min(maxMs, baseMs * 2 ** Math.max(0, attempt));
}
