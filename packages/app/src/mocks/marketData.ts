import { http, HttpResponse, type HttpHandler } from 'msw';
import {
  API_BASE_PATH,
  QUOTE_STREAM_EVENT,
  QUOTE_STREAM_OPEN_EVENT,
  QUOTE_STREAM_PATH,
  QUOTE_STREAM_SET_PATH,
  type Quote,
  type RequestOf,
  type ResponseOf,
} from '@broker/contract';
import { compareQuotes, decimalScale, div, matchesKeyword, mul, normalizeKeyword, round, sub } from '@broker/domain';
import { createCandle, FIXTURE_TIME } from '../testing/factories.ts';
import { allQuotes, indexQuotes } from '../testing/fixtures.ts';
import { mockApi, pageOf } from './mockApi.ts';

/**
 * The market data every screen with prices reads (the market, home, watchlist, stock detail…),
 * over the quote fixtures of testing/fixtures.ts: lists, indexes, quotes, sparkline candles and
 * the live stream (quiet, controllable, down, or moving for stories). Features compose them in
 * their mocks.ts `handlers()`.
 */

/** What `stock/list` answers for a request over `universe`, filtered, sorted and paged as the server does. */
export function stockListPage(
  body: RequestOf<'stock/list'>,
  universe: readonly Quote[] = allQuotes,
): ResponseOf<'stock/list'> {
  const keyword = normalizeKeyword(body.keyword);
  let items = universe.filter(
    (quote) =>
      (!body.market || quote.market === body.market) &&
      (!body.board || quote.board === body.board) &&
      matchesKeyword(quote, keyword),
  );
  if (body.sort) items = [...items].sort(compareQuotes(body.sort));
  return pageOf(items, body);
}

/** `stock/list` over the fixtures. */
export const stockListMock = (universe: readonly Quote[] = allQuotes) =>
  mockApi('stock/list', (body) => ({ data: stockListPage(body, universe) }));

/** `stock/indexes` over the fixtures (one market or all). */
export const indexesMock = (indexes: readonly Quote[] = indexQuotes) =>
  mockApi('stock/indexes', (body) => ({
    data: indexes.filter((quote) => !body.market || quote.market === body.market),
  }));

/** `stock/quote` answering the fixtures of the asked ids. */
export const quoteMock = (universe: readonly Quote[] = [...allQuotes, ...indexQuotes]) =>
  mockApi('stock/quote', (body) => ({ data: universe.filter((quote) => body.stockIds.includes(quote.stockId)) }));

/** `stock/kline` intraday: a gentle curve around the previous close (the index strip's sparklines). */
export const klineMock = (universe: readonly Quote[] = [...allQuotes, ...indexQuotes]) =>
  mockApi('stock/kline', (body) => {
    const quote = universe.find((item) => item.stockId === body.stockId);
    const base = Number(quote?.prevClose ?? '100');
    const last = Number(quote?.price ?? '100');
    const items = Array.from({ length: 24 }, (_, index) => {
      const t = index / 23;
      const close = (base + (last - base) * t + Math.sin(index * 1.3) * base * 0.002).toFixed(2);
      return createCandle({
        time: new Date(Date.parse('2026-01-05T08:00:00Z') + index * 15 * 60_000).toISOString().replace('.000Z', 'Z'),
        open: close,
        high: close,
        low: close,
        close,
        volume: 1000,
      });
    });
    return { data: { stockId: body.stockId, period: body.period, adjust: body.adjust ?? 'none', items } };
  });

/** An open connection of the mocked quote stream. */
export interface StreamClient {
  /** The name its `open` event gave it. */
  streamId: string;
  /** The ids it carries (as opened, then as `stock/streamSet` changed them). */
  ids: string[];
  headers: Headers;
  push(quotes: readonly Quote[]): void;
  close(): void;
}

const encoder = new TextEncoder();
/**
 * Chunked, as a real event stream is: the response frames itself, so that a client going away
 * mid-stream is not mistaken for a complete response (Node's fetch asserts on that under the
 * request interceptor).
 */
const streamHeaders = {
  'content-type': 'text/event-stream',
  'cache-control': 'no-store',
  'transfer-encoding': 'chunked',
};

/** Both paths of the live stream: opening one, and changing its ids. */
const streamPaths = new RegExp(`${API_BASE_PATH}(${QUOTE_STREAM_PATH}|${QUOTE_STREAM_SET_PATH})$`);

/**
 * The live stream (`POST stock/stream`, and `stock/streamSet` on its open connections) as a
 * controllable mock: every open connection is in `clients`, named by its first event as the
 * server does; `push` sends a `quotes` event to the connections that carry those ids. While
 * `available()` says no, opening answers 503 (the client polls meanwhile); while `settable()`
 * says no, streamSet answers `request.notFound` (as for a stream another server process holds).
 */
export function quoteStreamMock(options: { available?: () => boolean; settable?: () => boolean } = {}) {
  const clients = new Set<StreamClient>();
  const requests: string[][] = [];
  const sets: RequestOf<'stock/streamSet'>[] = [];
  let opened = 0;
  const handler: HttpHandler = http.post(streamPaths, async ({ request }) => {
    if (request.url.endsWith(QUOTE_STREAM_SET_PATH)) {
      const body = (await request.json()) as RequestOf<'stock/streamSet'>;
      sets.push(body);
      const client = [...clients].find((open) => open.streamId === body.streamId);
      if (!client || (options.settable && !options.settable())) {
        return HttpResponse.json({ status: 0, msg: 'error.request.notFound', data: null });
      }
      client.ids = body.stockIds;
      return HttpResponse.json({ status: 1, msg: 'success.ok', data: null });
    }
    const { stockIds } = (await request.json()) as RequestOf<'stock/quote'>;
    requests.push(stockIds);
    if (options.available && !options.available()) return new HttpResponse(null, { status: 503 });
    let controller: ReadableStreamDefaultController<Uint8Array> | undefined;
    let open = true;
    opened += 1;
    const client: StreamClient = {
      streamId: `mock-stream-${opened}`,
      ids: stockIds,
      headers: request.headers,
      push(quotes) {
        const wanted = quotes.filter((quote) => client.ids.includes(quote.stockId));
        if (!open || wanted.length === 0) return;
        controller?.enqueue(encoder.encode(`event: ${QUOTE_STREAM_EVENT}\ndata: ${JSON.stringify(wanted)}\n\n`));
      },
      close() {
        if (!open) return;
        open = false;
        clients.delete(client);
        try {
          controller?.close();
        } catch {
          // already closed by the reader
        }
      },
    };
    const body = new ReadableStream<Uint8Array>({
      start(streamController) {
        controller = streamController;
        const named = JSON.stringify({ streamId: client.streamId });
        streamController.enqueue(encoder.encode(`event: ${QUOTE_STREAM_OPEN_EVENT}\ndata: ${named}\n\n`));
      },
      cancel() {
        open = false;
        clients.delete(client);
      },
    });
    // The client went away: forget the connection.
    request.signal.addEventListener('abort', () => {
      open = false;
      clients.delete(client);
    });
    clients.add(client);
    return new HttpResponse(body, { headers: streamHeaders });
  });
  return {
    handler,
    clients,
    /** The ids of every stream request so far, in order. */
    requests,
    /** Every `stock/streamSet` call so far, in order. */
    sets,
    push(quotes: readonly Quote[]) {
      for (const client of [...clients]) client.push(quotes);
    },
  };
}

/** A stream that cannot be opened (the server has none): the client falls back to polling. */
export const quoteStreamDownMock = (httpStatus = 503) =>
  http.post(`*${API_BASE_PATH}${QUOTE_STREAM_PATH}`, () => new HttpResponse(null, { status: httpStatus }));

/**
 * A stream that moves the fixtures' prices a little every `intervalMs` (stories: the screens
 * look live). Deterministic: each tick moves each asked instrument by a fixed pattern.
 */
export function simulatedQuoteStreamMock(
  universe: readonly Quote[] = [...allQuotes, ...indexQuotes],
  intervalMs = 1000,
) {
  return http.post(`*${API_BASE_PATH}${QUOTE_STREAM_PATH}`, async ({ request }) => {
    const { stockIds } = (await request.json()) as RequestOf<'stock/quote'>;
    const wanted = universe.filter((quote) => stockIds.includes(quote.stockId));
    let tick = 0;
    let interval: ReturnType<typeof setInterval> | undefined;
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(encoder.encode(': connected\n\n'));
        interval = setInterval(() => {
          tick += 1;
          const moved = wanted.map((quote, index) => {
            const step = ((tick + index) % 5) - 2; // -2 … +2 ticks of 0.1 %
            const price = round(mul(quote.price, String(1 + step / 1000)), decimalScale(quote.price));
            const change = sub(price, quote.prevClose);
            return {
              ...quote,
              price,
              change,
              changePct: round(mul(div(change, quote.prevClose, 8), '100'), 2),
              updatedAt: new Date(Date.parse(FIXTURE_TIME) + tick * 1000).toISOString().replace('.000Z', 'Z'),
            };
          });
          controller.enqueue(encoder.encode(`event: ${QUOTE_STREAM_EVENT}\ndata: ${JSON.stringify(moved)}\n\n`));
        }, intervalMs);
        request.signal.addEventListener('abort', () => clearInterval(interval));
      },
      cancel() {
        clearInterval(interval);
      },
    });
    return new HttpResponse(body, { headers: streamHeaders });
  });
}
