import { http, HttpResponse, type HttpHandler } from 'msw';
import {
  API_BASE_PATH,
  QUOTE_STREAM_EVENT,
  QUOTE_STREAM_PATH,
  type Quote,
  type RequestOf,
  type ResponseOf,
} from '@broker/contract';
import {
  compare,
  compareQuotes,
  decimalScale,
  div,
  marketInfo,
  matchesKeyword,
  mul,
  normalizeKeyword,
  round,
  sub,
  type Market,
  type StockBoard,
} from '@broker/domain';
import { mockApi, pageOf } from '../../mocks/mockApi.ts';
import { sessionStore } from '../../session/sessionStore.ts';
import { liveQuotes } from './live/liveQuotes.ts';
import { newShareListMock } from './newShareMocks.ts';

/** Fixtures and MSW handlers of the market, watchlist and search stories and tests (never imported by a screen). */

interface QuoteSeed {
  stockId: string;
  code: string;
  name: string;
  market: Market;
  board?: StockBoard;
  isIndex?: boolean;
  price: string;
  prevClose: string;
  volume?: number;
  tradingStatus?: Quote['tradingStatus'];
}

/** The fixtures' quote time: when the module loads, so that their quote-age badges start fresh. */
export const FIXTURE_TIME = new Date(Math.floor(Date.now() / 1000) * 1000).toISOString().replace('.000Z', 'Z');

/** A quote whose change and change % follow from price and previous close, as the server computes them. */
export function makeQuote(seed: QuoteSeed): Quote {
  const change = sub(seed.price, seed.prevClose);
  const changePct = round(mul(div(change, seed.prevClose, 8), '100'), 2);
  const volume = seed.volume ?? 1_250_000;
  const up = compare(change, '0') >= 0;
  const tradable = !seed.isIndex && (seed.market === 'nl' || seed.market === 'de' || seed.market === 'usd');
  return {
    stockId: seed.stockId,
    code: seed.code,
    name: seed.name,
    market: seed.market,
    board: seed.board ?? 'listed',
    currency: marketInfo[seed.market].currency,
    tradable,
    isIndex: seed.isIndex ?? false,
    price: seed.price,
    change,
    changePct,
    open: seed.prevClose,
    prevClose: seed.prevClose,
    high: up ? seed.price : seed.prevClose,
    low: up ? seed.prevClose : seed.price,
    volume,
    turnover: round(mul(seed.price, volume), 2),
    limitUp: tradable ? round(mul(seed.prevClose, '1.1'), 2) : null,
    limitDown: tradable ? round(mul(seed.prevClose, '0.9'), 2) : null,
    tradingStatus: seed.tradingStatus ?? 'trading',
    updatedAt: FIXTURE_TIME,
  };
}

export const nlQuotes: Quote[] = [
  makeQuote({
    stockId: 's-asml',
    code: 'ASML',
    name: 'ASML Holding',
    market: 'nl',
    price: '612.40',
    prevClose: '598.10',
    volume: 812_400,
  }),
  makeQuote({
    stockId: 's-adyen',
    code: 'ADYEN',
    name: 'Adyen',
    market: 'nl',
    price: '1402.60',
    prevClose: '1391.00',
    volume: 95_300,
  }),
  makeQuote({
    stockId: 's-shell',
    code: 'SHELL',
    name: 'Shell',
    market: 'nl',
    price: '31.25',
    prevClose: '31.25',
    volume: 6_420_000,
  }),
  makeQuote({
    stockId: 's-heia',
    code: 'HEIA',
    name: 'Heineken',
    market: 'nl',
    price: '86.50',
    prevClose: '87.12',
    volume: 640_000,
  }),
  makeQuote({
    stockId: 's-inga',
    code: 'INGA',
    name: 'ING Groep',
    market: 'nl',
    price: '13.86',
    prevClose: '14.21',
    volume: 9_800_000,
  }),
  makeQuote({
    stockId: 's-phia',
    code: 'PHIA',
    name: 'Philips',
    market: 'nl',
    price: '24.10',
    prevClose: '25.02',
    volume: 2_100_000,
  }),
];

export const nlOtcQuotes: Quote[] = [
  makeQuote({
    stockId: 's-kendr',
    code: 'KENDR',
    name: 'Kendrion',
    market: 'nl',
    board: 'otc',
    price: '12.40',
    prevClose: '12.10',
  }),
  makeQuote({
    stockId: 's-ctac',
    code: 'CTAC',
    name: 'Ctac',
    market: 'nl',
    board: 'otc',
    price: '3.02',
    prevClose: '3.10',
  }),
];

export const deQuotes: Quote[] = [
  makeQuote({ stockId: 's-sap', code: 'SAP', name: 'SAP', market: 'de', price: '178.32', prevClose: '175.90' }),
  makeQuote({ stockId: 's-sie', code: 'SIE', name: 'Siemens', market: 'de', price: '170.10', prevClose: '171.44' }),
  makeQuote({ stockId: 's-alv', code: 'ALV', name: 'Allianz', market: 'de', price: '262.90', prevClose: '260.00' }),
];

export const usdQuotes: Quote[] = [
  makeQuote({ stockId: 's-nvda', code: 'NVDA', name: 'NVIDIA', market: 'usd', price: '875.28', prevClose: '851.10' }),
  makeQuote({ stockId: 's-aapl', code: 'AAPL', name: 'Apple', market: 'usd', price: '189.84', prevClose: '191.02' }),
  makeQuote({
    stockId: 's-msft',
    code: 'MSFT',
    name: 'Microsoft',
    market: 'usd',
    price: '415.50',
    prevClose: '413.64',
  }),
];

export const cryptoQuotes: Quote[] = [
  makeQuote({
    stockId: 'c-btc',
    code: 'BTC/USDT',
    name: 'Bitcoin',
    market: 'crypto',
    price: '67250.50',
    prevClose: '66120.00',
  }),
  makeQuote({
    stockId: 'c-eth',
    code: 'ETH/USDT',
    name: 'Ethereum',
    market: 'crypto',
    price: '3450.12',
    prevClose: '3502.40',
  }),
];

export const fxQuotes: Quote[] = [
  makeQuote({
    stockId: 'f-eurusd',
    code: 'EUR/USD',
    name: 'Euro / US-dollar',
    market: 'fx',
    price: '1.0845',
    prevClose: '1.0831',
  }),
  makeQuote({
    stockId: 'f-usdjpy',
    code: 'USD/JPY',
    name: 'US-dollar / Japanse yen',
    market: 'fx',
    price: '151.4200',
    prevClose: '151.9000',
  }),
];

export const indexQuotes: Quote[] = [
  makeQuote({
    stockId: 'i-aex',
    code: 'AEX',
    name: 'AEX',
    market: 'nl',
    isIndex: true,
    price: '905.34',
    prevClose: '898.20',
  }),
  makeQuote({
    stockId: 'i-amx',
    code: 'AMX',
    name: 'AMX',
    market: 'nl',
    isIndex: true,
    price: '842.10',
    prevClose: '845.70',
  }),
  makeQuote({
    stockId: 'i-dax',
    code: 'DAX',
    name: 'DAX',
    market: 'de',
    isIndex: true,
    price: '18200.50',
    prevClose: '18110.25',
  }),
  makeQuote({
    stockId: 'i-spx',
    code: 'SPX',
    name: 'S&P 500',
    market: 'usd',
    isIndex: true,
    price: '5200.10',
    prevClose: '5214.66',
  }),
  makeQuote({
    stockId: 'i-ndx',
    code: 'NDX',
    name: 'Nasdaq 100',
    market: 'usd',
    isIndex: true,
    price: '18330.22',
    prevClose: '18250.90',
  }),
];

/** Every listed instrument of the fixtures (the search's universe). */
export const allQuotes: Quote[] = [
  ...nlQuotes,
  ...nlOtcQuotes,
  ...deQuotes,
  ...usdQuotes,
  ...cryptoQuotes,
  ...fxQuotes,
];

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
      return {
        time: new Date(Date.parse('2026-01-05T08:00:00Z') + index * 15 * 60_000).toISOString().replace('.000Z', 'Z'),
        open: close,
        high: close,
        low: close,
        close,
        volume: 1000,
        turnover: null,
        avgPrice: null,
      };
    });
    return { data: { stockId: body.stockId, period: body.period, adjust: body.adjust ?? 'none', items } };
  });

/** An open connection of the mocked quote stream. */
export interface StreamClient {
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

/**
 * The live stream (`POST stock/stream`) as a controllable mock: every open connection is in
 * `clients`; `push` sends a `quotes` event to the connections that asked for those ids. While
 * `available()` says no, it answers 503 (the client polls meanwhile).
 */
export function quoteStreamMock(options: { available?: () => boolean } = {}) {
  const clients = new Set<StreamClient>();
  const requests: string[][] = [];
  const handler: HttpHandler = http.post(`*${API_BASE_PATH}${QUOTE_STREAM_PATH}`, async ({ request }) => {
    const { stockIds } = (await request.json()) as RequestOf<'stock/quote'>;
    requests.push(stockIds);
    if (options.available && !options.available()) return new HttpResponse(null, { status: 503 });
    let controller: ReadableStreamDefaultController<Uint8Array> | undefined;
    let open = true;
    const client: StreamClient = {
      ids: stockIds,
      headers: request.headers,
      push(quotes) {
        const wanted = quotes.filter((quote) => stockIds.includes(quote.stockId));
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
        streamController.enqueue(encoder.encode(': connected\n\n'));
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

/** Everything a market screen reads, over the fixtures, with a quiet (open, silent) stream. */
export function marketHandlers(): HttpHandler[] {
  return [stockListMock(), indexesMock(), quoteMock(), klineMock(), quoteStreamMock().handler, newShareListMock()];
}

/**
 * The stories' session: market screens are private, and the live client is the app's one, so
 * each story starts signed in and leaves no session, stream or quotes behind.
 */
export function signInForStory() {
  sessionStore.signIn({ token: 'story-token', account: 'jansen', id: '10001' });
  return () => {
    liveQuotes.reset();
    sessionStore.signOut();
  };
}

/** Everything a market screen reads in a story: the fixtures, with prices that move every second. */
export function liveMarketHandlers(): HttpHandler[] {
  return [stockListMock(), indexesMock(), quoteMock(), klineMock(), simulatedQuoteStreamMock(), newShareListMock()];
}
