import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compare, dailyLimits, div, mul, serverDefaults, sub, sum } from '@broker/domain';
import {
  stockDetailResponseSchema,
  stockIndexesResponseSchema,
  stockListResponseSchema,
  stockQuoteResponseSchema,
  type Quote,
} from '@broker/contract';
import { startTestServer, type TestServer, type TestUser } from '../../testing/testServer.ts';
import { findInstrument, instruments } from './catalogue/index.ts';

let server: TestServer;
let user: TestUser;
// Monday 23 November 2026, 11:00 in Amsterdam and Frankfurt; New York opens at 14:30 UTC.
const NOW = '2026-11-23T10:00:00Z';

beforeAll(async () => {
  server = await startTestServer({ now: NOW });
  user = await server.register();
});
afterAll(async () => {
  await server?.close();
});

const post = (path: string, body: unknown = {}) => server.post(path, body, user.headers);
const fail = (msg: string, data: unknown = null) => ({ status: 0, msg, data });

async function list(body: Record<string, unknown>) {
  const reply = await post('stock/list', body);
  expect(reply.body.status, JSON.stringify(reply.body)).toBe(1);
  return stockListResponseSchema.parse(reply.body.data);
}

describe('every market call needs a session', () => {
  it.each([
    ['stock/list', {}],
    ['stock/indexes', {}],
    ['stock/detail', { stockId: 'nl-ASML' }],
    ['stock/quote', { stockIds: ['nl-ASML'] }],
    ['stock/kline', { stockId: 'nl-ASML', period: 'day' }],
    ['watchlist/list', {}],
    ['watchlist/add', { stockId: 'nl-ASML' }],
    ['watchlist/remove', { stockIds: ['nl-ASML'] }],
    ['news/list', { category: 'hot' }],
    ['news/detail', { id: 'news-hot-chipmakers' }],
  ])('%s answers 401 session.expired without one', async (path, body) => {
    const reply = await server.post(path, body);
    expect(reply).toEqual({ http: 401, body: fail('error.session.expired') });
    const wrong = await server.post(path, body, { token: user.token, account: 'someone-else' });
    expect(wrong.http).toBe(401);
  });
});

describe('stock/list', () => {
  it('lists every instrument but the indexes, in catalogue order, 20 a page', async () => {
    const page = await list({});
    const expected = instruments.filter((item) => !item.isIndex);
    expect(page.total).toBe(expected.length);
    expect(page.size).toBe(20);
    expect(page.items.map((q) => q.stockId)).toEqual(expected.slice(0, 20).map((item) => item.id));
    expect(page.items[0]).toMatchObject({ stockId: 'nl-ASML', code: 'ASML', market: 'nl', currency: 'EUR' });
  });

  it('filters by market and board; quotes say whether their market trades', async () => {
    const nl = await list({ market: 'nl', size: 100 });
    expect(nl.total).toBe(33);
    expect(nl.items.every((q) => q.market === 'nl' && !q.isIndex && q.tradable)).toBe(true);
    expect(nl.items.every((q) => q.tradingStatus === 'trading')).toBe(true);
    const usd = await list({ market: 'usd', size: 100 });
    expect(usd.items.every((q) => q.tradingStatus === 'closed' && q.currency === 'USD')).toBe(true);
    const otc = await list({ board: 'otc', size: 100 });
    expect(otc.items.every((q) => q.board === 'otc' && q.tradable)).toBe(true);
    // Every tradable market has an over-the-counter board (it was empty for nl and de).
    const otcOf = async (market: string) => (await list({ market, board: 'otc', size: 100 })).items.map((q) => q.code);
    expect(await otcOf('nl')).toEqual(['TOYOTA', 'SAMSUNG', 'SONY', 'NOVOB']);
    expect(await otcOf('de')).toEqual(['APC', 'MSF', 'AMZ', 'TL0']);
    expect(await otcOf('usd')).toEqual(['NSRGY', 'RHHBY', 'TCEHY', 'NTDOY', 'LVMUY']);
    expect(otc.total).toBe(13);
    const crypto = await list({ market: 'crypto' });
    expect(crypto.items.every((q) => !q.tradable && q.limitUp === null && q.currency === 'USDT')).toBe(true);
    expect(crypto.items.every((q) => q.tradingStatus === 'trading')).toBe(true);
    const fx = await list({ market: 'fx' });
    expect(fx.items.find((q) => q.code === 'USD/JPY')).toMatchObject({ currency: 'JPY', tradable: false });
  });

  it('searches code or name, case-insensitively', async () => {
    expect((await list({ keyword: 'asm' })).items.map((q) => q.code)).toEqual(['ASML', 'ASM']);
    expect((await list({ keyword: ' DEUTSCHE ' })).items.map((q) => q.code)).toEqual(['DTE', 'DBK', 'DB1', 'LHA']);
    expect((await list({ keyword: 'btc' })).items.map((q) => q.stockId)).toEqual(['crypto-BTCUSDT']);
    expect((await list({ keyword: 'zzz-nothing' })).total).toBe(0);
    expect((await list({ keyword: 'bank', market: 'de' })).items.map((q) => q.code)).toEqual(['DBK']);
  });

  it('sorts descending by change, volume and turnover, ascending by code', async () => {
    const descending = (values: string[]) => values.every((v, i) => i === 0 || compare(values[i - 1]!, v) >= 0);
    const byChange = await list({ market: 'nl', sort: 'changePct', size: 100 });
    expect(descending(byChange.items.map((q) => q.changePct))).toBe(true);
    const byVolume = await list({ market: 'de', sort: 'volume', size: 100 });
    expect(descending(byVolume.items.map((q) => String(q.volume)))).toBe(true);
    const byTurnover = await list({ sort: 'turnover', size: 100 });
    expect(descending(byTurnover.items.map((q) => q.turnover))).toBe(true);
    const byCode = await list({ market: 'usd', sort: 'code', size: 100 });
    const codes = byCode.items.map((q) => q.code);
    expect(codes).toEqual([...codes].sort());
  });

  it('pages: page 2 follows page 1, past the end is empty', async () => {
    const all = await list({ size: 100 });
    const second = await list({ page: 2, size: 7 });
    expect(second.items.map((q) => q.stockId)).toEqual(all.items.slice(7, 14).map((q) => q.stockId));
    const past = await list({ page: 50, size: 20 });
    expect(past).toEqual({ items: [], total: all.total, page: 50, size: 20 });
  });

  it('refuses malformed filters with validation keys', async () => {
    expect((await post('stock/list', { market: 'jp' })).body).toEqual(
      fail('error.validation.invalid', { field: 'market' }),
    );
    expect((await post('stock/list', { board: 'grey' })).body.msg).toBe('error.validation.invalid');
    expect((await post('stock/list', { sort: 'name' })).body.msg).toBe('error.validation.invalid');
    expect((await post('stock/list', { keyword: 'x'.repeat(33) })).body).toEqual(
      fail('error.validation.invalid', { field: 'keyword' }),
    );
    expect((await post('stock/list', { size: 101 })).body).toEqual(fail('error.validation.invalid', { field: 'size' }));
    expect((await post('stock/list', { page: 0 })).body.msg).toBe('error.validation.invalid');
  });
});

describe('quotes', () => {
  it('are exact decimal strings, with the domain’s daily limits for tradable stocks', async () => {
    const page = await list({ size: 100 });
    for (const quote of page.items) {
      expect(compare(quote.change, sub(quote.price, quote.prevClose))).toBe(0);
      // Every price of a quote has its instrument's decimals.
      const decimals = findInstrument(quote.stockId)!.decimals;
      for (const text of [quote.price, quote.change, quote.prevClose])
        expect(text.split('.')[1]).toHaveLength(decimals);
      expect(quote.changePct).toBe(div(mul(quote.change, 100), quote.prevClose, 2));
      for (const price of [quote.open, quote.high, quote.low]) expect(price).toMatch(/^\d+\.\d{2,4}$/);
      expect(compare(quote.low, quote.price) <= 0 && compare(quote.price, quote.high) <= 0).toBe(true);
      if (quote.tradable) {
        expect({ limitUp: quote.limitUp, limitDown: quote.limitDown }).toEqual(
          dailyLimits(quote.prevClose, serverDefaults.dailyLimitPct),
        );
        expect(compare(quote.price, quote.limitUp!) <= 0 && compare(quote.limitDown!, quote.price) <= 0).toBe(true);
      } else {
        expect([quote.limitUp, quote.limitDown]).toEqual([null, null]);
      }
    }
  });

  it('stock/quote answers known ids once each, in request order; unknown ids are left out', async () => {
    const reply = await post('stock/quote', { stockIds: ['usd-AAPL', 'nope', 'nl-ASML', 'usd-AAPL', 'fx-EURUSD'] });
    const quotes = stockQuoteResponseSchema.parse(reply.body.data);
    expect(quotes.map((q) => q.stockId)).toEqual(['usd-AAPL', 'nl-ASML', 'fx-EURUSD']);
    expect((await post('stock/quote', { stockIds: ['nope'] })).body).toEqual({
      status: 1,
      msg: 'success.ok',
      data: [],
    });
    const listed = (await list({ keyword: 'ASML' })).items[0];
    expect(quotes[1]).toEqual(listed);
  });

  it('stock/quote takes 1 to 50 ids', async () => {
    expect((await post('stock/quote', { stockIds: [] })).body.msg).toBe('error.validation.invalid');
    expect((await post('stock/quote', {})).body).toEqual(fail('error.validation.required', { field: 'stockIds' }));
    const ids = instruments.slice(0, 51).map((item) => item.id);
    expect((await post('stock/quote', { stockIds: ids })).body.msg).toBe('error.validation.invalid');
    expect((await post('stock/quote', { stockIds: ids.slice(0, 50) })).body.data).toHaveLength(50);
  });

  it('move with the clock while the market trades and stand still when it is closed', async () => {
    const ids = ['nl-ASML', 'usd-AAPL'];
    const before = stockQuoteResponseSchema.parse((await post('stock/quote', { stockIds: ids })).body.data);
    server.clock.advance(90_000);
    const after = stockQuoteResponseSchema.parse((await post('stock/quote', { stockIds: ids })).body.data);
    server.clock.set(NOW);
    expect(after[0]!.volume).toBeGreaterThan(before[0]!.volume);
    expect(after[0]!.updatedAt).toBe('2026-11-23T10:01:30Z');
    expect(after[1]).toEqual(before[1]);
    expect(after[1]!.updatedAt).toBe('2026-11-20T20:59:59Z');
  });

  it('are the same for every call within a second, sent as the JSON of any answer', async () => {
    const quoteText = async () => {
      const response = await fetch(`${server.url}/api/vue/stock/quote`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...user.headers },
        body: JSON.stringify({ stockIds: ['nl-ASML', 'de-SAP'] }),
      });
      expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
      expect(response.headers.get('cache-control')).toBe('no-store');
      return response.text();
    };
    const text = await quoteText();
    const data = stockQuoteResponseSchema.parse(JSON.parse(text).data);
    expect(text).toBe(JSON.stringify({ status: 1, msg: 'success.ok', data }));
    server.clock.advance(999);
    expect(await quoteText()).toBe(text);
    server.clock.advance(1);
    const next = stockQuoteResponseSchema.parse(JSON.parse(await quoteText()).data);
    server.clock.set(NOW);
    expect(next.map((quote) => quote.updatedAt)).toEqual(['2026-11-23T10:00:01Z', '2026-11-23T10:00:01Z']);
    const page = await post('stock/list', { market: 'de', size: 3 });
    expect(JSON.stringify(page.body)).toBe(
      JSON.stringify({ status: 1, msg: 'success.ok', data: stockListResponseSchema.parse(page.body.data) }),
    );
  });
});

describe('stock/indexes', () => {
  it('lists the indexes of a market, or all of them', async () => {
    const all = stockIndexesResponseSchema.parse((await post('stock/indexes')).body.data);
    expect(all.map((q) => q.code)).toEqual(['AEX', 'AMX', 'DAX', 'MDAX', 'SPX', 'NDX', 'DJI']);
    expect(all.every((q) => q.isIndex && !q.tradable && q.limitUp === null)).toBe(true);
    const de = (await post('stock/indexes', { market: 'de' })).body.data as Quote[];
    expect(de.map((q) => q.code)).toEqual(['DAX', 'MDAX']);
    expect((await post('stock/indexes', { market: 'crypto' })).body.data).toEqual([]);
  });

  it('report the volume and turnover of their members', async () => {
    const [amx] = (await post('stock/indexes', { market: 'nl' })).body.data.slice(1) as Quote[];
    const members = findInstrument('nl-AMX')!.members;
    const quotes = (await post('stock/quote', { stockIds: members })).body.data as Quote[];
    expect(amx!.volume).toBe(quotes.reduce((total, q) => total + q.volume, 0));
    expect(Math.abs(Number(sub(amx!.turnover, sum(quotes.map((q) => q.turnover)))))).toBeLessThanOrEqual(
      0.01 * members.length,
    );
  });
});

describe('stock/detail', () => {
  it('gives a stock its range, market data, ratios and the server’s trade rules', async () => {
    const reply = await post('stock/detail', { stockId: 'nl-ASML' });
    expect(reply.body.msg).toBe('success.ok');
    const detail = stockDetailResponseSchema.parse(reply.body.data);
    expect(detail).toMatchObject({ stockId: 'nl-ASML', lotSize: 1, inWatchlist: false });
    expect(detail.trade).toEqual({
      minLots: serverDefaults.minLots,
      minOpenAmount: serverDefaults.minOpenAmount,
      feePct: serverDefaults.feePct,
      stampTaxPct: serverDefaults.stampTaxPct,
      dailyLimitPct: serverDefaults.dailyLimitPct,
      sellLock: serverDefaults.sellLock,
      hours: { days: [1, 2, 3, 4, 5], open: '09:00', close: '17:30', timeZone: 'Europe/Amsterdam' },
    });
    expect(compare(detail.high52w, detail.high) >= 0 && compare(detail.low52w, detail.low) <= 0).toBe(true);
    expect(compare(detail.high52w, detail.low52w)).toBe(1);
    const trends = detail.investorTrends!;
    expect(trends).toHaveLength(10);
    expect(trends[0]!.date).toBe('2026-11-23');
    expect(trends.map((t) => t.date)).toEqual([...trends.map((t) => t.date)].sort().reverse());
    for (const day of trends) expect(day.individual + day.foreign + day.institution).toBe(0);
    expect(detail.shortSelling!.volume).toBeLessThanOrEqual(detail.volume);
    expect(detail.shortSelling!.ratioPct).toBe(div(mul(detail.shortSelling!.volume, 100), detail.volume, 2));
    expect(Number(detail.foreignOwnershipPct)).toBeGreaterThan(50);
    const ratios = detail.ratios!;
    const shares = findInstrument('nl-ASML')!.fundamentals!.sharesOutstanding;
    expect(compare(ratios.marketCap!, mul(detail.price, shares))).toBe(0);
    expect(Number(ratios.pe)).toBeGreaterThan(20);
    // ASML pays quarterly: a year of simulated dividends gives a small positive yield.
    expect(Number(ratios.dividendYieldPct)).toBeGreaterThan(0.3);
    expect(Number(ratios.dividendYieldPct)).toBeLessThan(2);
  });

  it('has no company data or trade rules for indexes, crypto and fx', async () => {
    for (const stockId of ['nl-AEX', 'crypto-BTCUSDT', 'fx-EURUSD']) {
      const detail = stockDetailResponseSchema.parse((await post('stock/detail', { stockId })).body.data);
      expect(detail).toMatchObject({
        trade: null,
        ratios: null,
        investorTrends: null,
        shortSelling: null,
        foreignOwnershipPct: null,
      });
      expect(compare(detail.high52w, detail.low52w)).toBe(1);
    }
  });

  it('uses split-adjusted prices for the 52-week range', async () => {
    // Netflix split ten-for-one a year before: its range is on today's basis, not ten times higher.
    server.clock.set('2026-11-10T15:00:00Z');
    const detail = (await post('stock/detail', { stockId: 'usd-NFLX' })).body.data;
    server.clock.set(NOW);
    expect(Number(detail.high52w) / Number(detail.price)).toBeLessThan(3);
  });

  it('says whether the caller watches it, and answers stock.notFound for an unknown id', async () => {
    await post('watchlist/add', { stockId: 'de-SAP' });
    expect((await post('stock/detail', { stockId: 'de-SAP' })).body.data.inWatchlist).toBe(true);
    const other = await server.register('other');
    expect((await server.post('stock/detail', { stockId: 'de-SAP' }, other.headers)).body.data.inWatchlist).toBe(false);
    expect((await post('stock/detail', { stockId: 'xx-NOPE' })).body).toEqual(fail('error.stock.notFound'));
    expect((await post('stock/detail', {})).body).toEqual(fail('error.validation.required', { field: 'stockId' }));
  });
});

describe('stock/kline errors', () => {
  it('validates its fields and knows its instruments', async () => {
    expect((await post('stock/kline', { stockId: 'xx-NOPE', period: 'day' })).body).toEqual(
      fail('error.stock.notFound'),
    );
    expect((await post('stock/kline', { stockId: 'nl-ASML', period: '2h' })).body).toEqual(
      fail('error.validation.invalid', { field: 'period' }),
    );
    expect((await post('stock/kline', { stockId: 'nl-ASML' })).body).toEqual(
      fail('error.validation.required', { field: 'period' }),
    );
    expect((await post('stock/kline', { stockId: 'nl-ASML', period: 'day', limit: 0 })).body.msg).toBe(
      'error.validation.invalid',
    );
    expect((await post('stock/kline', { stockId: 'nl-ASML', period: 'day', limit: 501 })).body.msg).toBe(
      'error.validation.invalid',
    );
    expect((await post('stock/kline', { stockId: 'nl-ASML', period: 'day', adjust: 'both' })).body.msg).toBe(
      'error.validation.invalid',
    );
    expect((await post('stock/kline', { stockId: 'nl-ASML', period: 'day', before: 'yesterday' })).body).toEqual(
      fail('error.validation.invalid', { field: 'before' }),
    );
  });

  it('pages day candles with the default limit of 300, and finds nothing before the history', async () => {
    const reply = await post('stock/kline', { stockId: 'nl-ASML', period: 'day' });
    expect(reply.body.data).toMatchObject({ stockId: 'nl-ASML', period: 'day', adjust: 'none' });
    expect(reply.body.data.items).toHaveLength(300);
    const old = await post('stock/kline', { stockId: 'nl-ASML', period: 'day', before: '2020-01-01T00:00:00Z' });
    expect(old.body.data.items).toEqual([]);
    // A `before` in the future is now.
    const future = await post('stock/kline', {
      stockId: 'nl-ASML',
      period: 'day',
      limit: 1,
      before: '2030-01-01T00:00:00Z',
    });
    expect(future.body.data.items[0].time).toBe('2026-11-23T08:00:00Z');
  });
});
