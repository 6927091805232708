import type { HttpHandler } from 'msw';
import type { Candle, Quote, StockDetail } from '@broker/contract';
import { defaultTradingWindows, isTradableMarket, type KlinePeriod } from '@broker/domain';
import { mockApi } from '../../mocks/mockApi.ts';
import { allQuotes, indexQuotes, quoteMock, quoteStreamMock } from '../market/marketMocks.ts';

/** Fixtures and MSW handlers of the stock detail's stories and tests (never imported by a screen). */

export const [asml] = allQuotes;

/** A stock detail for a fixture quote, with the market data a listed stock has. */
export function detailOf(quote: Quote, overrides: Partial<StockDetail> = {}): StockDetail {
  const listed = quote.tradable;
  return {
    ...quote,
    lotSize: 1,
    high52w: '745.20',
    low52w: '512.85',
    foreignOwnershipPct: listed ? '64.30' : null,
    shortSelling: listed ? { volume: 41_250, balance: 1_230_400, ratioPct: '5.08' } : null,
    investorTrends: listed
      ? [
          { date: '2026-11-20', individual: -12_500, foreign: 30_400, institution: -17_900 },
          { date: '2026-11-19', individual: 8_200, foreign: -4_100, institution: -4_100 },
        ]
      : null,
    ratios: listed
      ? { pe: '34.12', pb: '16.40', eps: '17.95', roePct: '48.10', dividendYieldPct: '1.03', marketCap: '241200000000' }
      : null,
    trade:
      listed && isTradableMarket(quote.market)
        ? {
            minLots: 1,
            minOpenAmount: '100',
            feePct: '0.10',
            stampTaxPct: '0.00',
            sellLock: { unit: 'day', value: 1 },
            hours: { ...defaultTradingWindows[quote.market], days: [...defaultTradingWindows[quote.market].days] },
          }
        : null,
    inWatchlist: false,
    ...overrides,
  };
}

const minutes: Partial<Record<KlinePeriod, number>> = { intraday: 1, '1m': 1, '5m': 5, '15m': 15, '30m': 30 };

/** Deterministic candles ending now-ish: a gentle zig-zag around the quote's price, as decimal strings. */
export function candlesFor(quote: Quote, period: KlinePeriod, count = 120, endMs = Date.parse('2026-11-23T15:00:00Z')) {
  const step = (minutes[period] ?? 24 * 60) * 60_000;
  const base = Number(quote.prevClose);
  const items: Candle[] = [];
  for (let index = 0; index < count; index += 1) {
    const wave = Math.sin(index / 6) * base * 0.01 + (index / count) * (Number(quote.price) - base);
    const open = base + wave;
    const close = open + Math.cos(index / 3) * base * 0.003;
    const volume = 1000 + ((index * 7919) % 5000);
    items.push({
      time: new Date(endMs - (count - 1 - index) * step).toISOString().replace('.000Z', 'Z'),
      open: open.toFixed(2),
      high: (Math.max(open, close) + base * 0.002).toFixed(2),
      low: (Math.min(open, close) - base * 0.002).toFixed(2),
      close: close.toFixed(2),
      volume,
      turnover: null,
      avgPrice: period === 'intraday' ? ((open + close) / 2).toFixed(2) : null,
    });
  }
  return items;
}

/** `stock/detail` over the fixtures; unknown ids answer stock.notFound. */
export const stockDetailMock = (overrides: Partial<StockDetail> = {}) =>
  mockApi('stock/detail', (body) => {
    const quote = [...allQuotes, ...indexQuotes].find((item) => item.stockId === body.stockId);
    return quote ? { data: detailOf(quote, overrides) } : { error: 'error.stock.notFound' };
  });

/** `stock/kline` with real OHLC candles; `before` pages answer nothing older (one page of history). */
export const stockKlineMock = (onRequest?: (body: { period: string; adjust?: string; before?: string }) => void) =>
  mockApi('stock/kline', (body) => {
    onRequest?.(body);
    const quote = [...allQuotes, ...indexQuotes].find((item) => item.stockId === body.stockId) ?? asml!;
    const items = body.before ? [] : candlesFor(quote, body.period);
    return { data: { stockId: body.stockId, period: body.period, adjust: body.adjust ?? 'none', items } };
  });

/** Everything the detail reads, with a quiet stream. */
export function stockHandlers(overrides: Partial<StockDetail> = {}): HttpHandler[] {
  return [stockDetailMock(overrides), stockKlineMock(), quoteMock(), quoteStreamMock().handler];
}
