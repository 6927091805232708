import { describe, expect, it } from 'vitest';
import type { Quote } from '@broker/contract';
import {
  chunkIds,
  displayCurrency,
  fresherQuote,
  groupByMarket,
  isListMarket,
  isListSort,
  isMarketTab,
  isNewShareTab,
  marketTabHasMarkets,
  marketTabRequest,
  marketTabs,
  mergeQuotes,
  newShareTabRequest,
  reconnectDelay,
  sameQuote,
  sparklinePoints,
} from './quoteRules.ts';
import { cryptoQuotes, fxQuotes, indexQuotes, nlQuotes, usdQuotes } from '../../testing/fixtures.ts';

const asml = nlQuotes[0]!;
const at = (quote: Quote, updatedAt: string, price = quote.price): Quote => ({ ...quote, updatedAt, price });

describe('market lists', () => {
  it('knows its markets, sorts and tabs', () => {
    expect(isListMarket('de')).toBe(true);
    expect(isListMarket('crypto')).toBe(false);
    expect(isListSort('turnover')).toBe(true);
    expect(isListSort('price')).toBe(false);
    expect(isMarketTab('fx')).toBe(true);
    expect(isMarketTab('auction')).toBe(true);
    expect(isMarketTab('ipo')).toBe(false);
    expect(marketTabs).toEqual(['listed', 'otc', 'subscription', 'auction', 'crypto', 'fx']);
  });

  it('lists new-share offerings of a kind on the subscription and auction tabs', () => {
    expect(marketTabs.filter(isNewShareTab)).toEqual(['subscription', 'auction']);
    expect(newShareTabRequest('subscription', 1)).toEqual({ kind: 'subscription', page: 1, size: 20 });
    expect(newShareTabRequest('auction', 2, 50)).toEqual({ kind: 'auction', page: 2, size: 50 });
  });

  it('asks stock/list for a board of a market, or for a quote-only market', () => {
    expect(marketTabs.filter(marketTabHasMarkets)).toEqual(['listed', 'otc']);
    expect(marketTabRequest('listed', 'de', 2)).toEqual({ market: 'de', board: 'listed', page: 2, size: 20 });
    expect(marketTabRequest('otc', 'nl', 1, 50)).toEqual({ market: 'nl', board: 'otc', page: 1, size: 50 });
    expect(marketTabRequest('crypto', 'nl', 1)).toEqual({ market: 'crypto', page: 1, size: 20 });
    expect(marketTabRequest('fx', 'usd', 3)).toEqual({ market: 'fx', page: 3, size: 20 });
  });

  it('shows stock prices in their currency, and index, crypto and fx prices as plain numbers', () => {
    expect(displayCurrency(asml)).toBe('EUR');
    expect(displayCurrency(usdQuotes[0]!)).toBe('USD');
    expect(displayCurrency(indexQuotes[0]!)).toBeUndefined();
    expect(displayCurrency(cryptoQuotes[0]!)).toBeUndefined();
    expect(displayCurrency(fxQuotes[0]!)).toBeUndefined();
  });

  it('groups indexes by market in the markets’ order', () => {
    const groups = groupByMarket([indexQuotes[3]!, indexQuotes[0]!, indexQuotes[2]!, indexQuotes[1]!]);
    expect(groups.map((group) => [group.market, group.items.map((quote) => quote.code)])).toEqual([
      ['nl', ['AEX', 'AMX']],
      ['de', ['DAX']],
      ['usd', ['SPX']],
    ]);
  });
});

describe('live quotes meet paged ones', () => {
  it('shows the live quote when it is at least as new, else the page’s', () => {
    const page = at(asml, '2026-01-05T10:15:00Z');
    expect(fresherQuote(page, undefined)).toBe(page);
    expect(fresherQuote(page, at(asml, '2026-01-05T10:14:00Z', '1.00'))).toBe(page);
    expect(fresherQuote(page, at(asml, '2026-01-05T10:16:00Z', '700.00')).price).toBe('700.00');
    expect(fresherQuote(page, { ...at(asml, '2026-01-05T10:16:00Z'), stockId: 'other' })).toBe(page);
  });

  it('keeps the fields of a detail that a quote does not have', () => {
    const detail = { ...at(asml, '2026-01-05T10:15:00Z'), lotSize: 100 };
    const merged = fresherQuote(detail, at(asml, '2026-01-05T10:16:00Z', '701.00'));
    expect(merged).toMatchObject({ lotSize: 100, price: '701.00', code: 'ASML' });
  });

  it('merges incoming quotes: newer replaces, older and unchanged do not', () => {
    const known = new Map<string, Quote>();
    const first = at(asml, '2026-01-05T10:15:00Z');
    expect(mergeQuotes(known, [first])).toEqual([asml.stockId]);
    expect(mergeQuotes(known, [at(asml, '2026-01-05T10:14:00Z', '1.00')])).toEqual([]);
    expect(mergeQuotes(known, [{ ...first }])).toEqual([]);
    expect(known.get(asml.stockId)).toBe(first);
    const next = at(asml, '2026-01-05T10:15:00Z', '613.00');
    expect(mergeQuotes(known, [next, next])).toEqual([asml.stockId]);
    expect(known.get(asml.stockId)).toBe(next);
  });

  it('compares quotes field by field', () => {
    expect(sameQuote(asml, { ...asml })).toBe(true);
    expect(sameQuote(asml, { ...asml, volume: asml.volume + 1 })).toBe(false);
  });
});

describe('the live client’s arithmetic', () => {
  it('splits ids into parts of at most the given size', () => {
    expect(chunkIds(['a', 'b', 'c'], 2)).toEqual([['a', 'b'], ['c']]);
    expect(chunkIds([], 50)).toEqual([]);
  });

  it('waits 1 s, then doubles up to 30 s before reconnecting', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map((attempt) => reconnectDelay(attempt))).toEqual([
      1000, 2000, 4000, 8000, 16000, 30000, 30000,
    ]);
    expect(reconnectDelay(-1)).toBe(1000);
  });
});

describe('sparkline points', () => {
  const candles = Array.from({ length: 200 }, (_, index) => ({
    time: new Date(Date.UTC(2026, 0, 5, 8, index)).toISOString(),
    close: String(100 + index),
  }));

  it('keeps at most 60 closes, first and last included', () => {
    const points = sparklinePoints(candles);
    expect(points).toHaveLength(60);
    expect(points[0]).toBe(100);
    expect(points.at(-1)).toBe(299);
  });

  it('adds a newer live price at the end, and ignores an older one', () => {
    const few = candles.slice(0, 3);
    expect(sparklinePoints(few, { price: '150.5', updatedAt: '2026-01-05T09:00:00Z' })).toEqual([100, 101, 102, 150.5]);
    expect(sparklinePoints(few, { price: '150.5', updatedAt: '2026-01-05T08:00:00Z' })).toEqual([100, 101, 102]);
    expect(sparklinePoints([], { price: 'x', updatedAt: '2026-01-05T09:00:00Z' })).toEqual([]);
  });
});
