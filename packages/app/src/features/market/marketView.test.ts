import { describe, expect, it } from 'vitest';
import {
  displayCurrency,
  groupByMarket,
  isListMarket,
  isListSort,
  isMarketTab,
  isNewShareTab,
  marketTabHasMarkets,
  marketTabRequest,
  marketSegmentTexts,
  marketTabs,
  newShareTabRequest,
  sparklinePoints,
} from './marketView.ts';
import { cryptoQuotes, fxQuotes, indexQuotes, nlQuotes, usdQuotes } from '../../testing/fixtures.ts';

const asml = nlQuotes[0]!;

describe('market segment texts', () => {
  it('shows the short label and speaks the full name instead', () => {
    expect(marketSegmentTexts('NL', 'Nederland')).toEqual({ shown: 'NL', spokenInstead: 'Nederland' });
  });

  it('shows and speaks the name once where the short label is the name', () => {
    expect(marketSegmentTexts('荷蘭', '荷蘭')).toEqual({ shown: '荷蘭', spokenInstead: null });
    expect(marketSegmentTexts('VS', 'VS ')).toEqual({ shown: 'VS ', spokenInstead: null });
  });
});

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
