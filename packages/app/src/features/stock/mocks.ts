import type { HttpHandler } from 'msw';
import type { Candle, Quote, StockDetail } from '@broker/contract';
import type { KlinePeriod } from '@broker/domain';
import { configMock, mockApi, pageOf } from '../../mocks/mockApi.ts';
import { quoteMock, quoteStreamMock } from '../../mocks/marketData.ts';
import { createCandle, createStockDetail } from '../../testing/factories.ts';
import { allQuotes, indexQuotes } from '../../testing/fixtures.ts';

/** Fixtures and MSW handlers of the stock detail's stories and tests (never imported by a screen). */

export const [asml] = allQuotes;

/** A stock detail for a fixture quote, with the market data a listed stock has. */
export const detailOf = (quote: Quote, overrides: Partial<StockDetail> = {}): StockDetail =>
  createStockDetail({ ...quote, ...overrides });

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
    items.push(
      createCandle({
        time: new Date(endMs - (count - 1 - index) * step).toISOString().replace('.000Z', 'Z'),
        open: open.toFixed(2),
        high: (Math.max(open, close) + base * 0.002).toFixed(2),
        low: (Math.min(open, close) - base * 0.002).toFixed(2),
        close: close.toFixed(2),
        volume,
        // As the server: an average price in the intraday session only, and never for an index.
        avgPrice: period === 'intraday' && !quote.isIndex ? ((open + close) / 2).toFixed(2) : null,
      }),
    );
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

/**
 * Everything the stock and index details read, over the fixtures, with a quiet stream (a story
 * passes `simulatedQuoteStreamMock()` for prices that move) and a watchlist that takes the star.
 * Overrides come first, so they win.
 */
export function handlers(...overrides: HttpHandler[]): HttpHandler[] {
  return [
    ...overrides,
    configMock,
    stockDetailMock(),
    stockKlineMock(),
    quoteMock(),
    quoteStreamMock().handler,
    mockApi('watchlist/add', { data: null }),
    mockApi('watchlist/remove', (body) => ({ data: { removed: body.stockIds.length } })),
    // The user holds none of the stock: "Verkopen" opens the short ticket.
    mockApi('trade/positions', (body) => ({ data: pageOf([], body) })),
  ];
}
