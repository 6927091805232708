import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_MARKET_SEED } from '../../testing/newShare.ts';
import { startTestServer, type TestServer, type TestUser } from '../../testing/testServer.ts';
import { MarketSimulation } from '../market/index.ts';
import { listedNewShare, newSharePriceAt } from './listing.ts';
import { offeringsAround } from './offerings.ts';

/**
 * One list of instruments (issue #25): a new share is an instrument the market answers for —
 * before its listing its detail says when it lists and at what issue price, with no candles; after
 * it, quotes and candles from its proxy, scaled as its price is; and a search finds it.
 */
const MONDAY = '2026-11-23T10:00:00Z';
const NOW = Date.parse(MONDAY);
const sim = new MarketSimulation(TEST_MARKET_SEED);
let server: TestServer;
let user: TestUser;

beforeAll(async () => {
  server = await startTestServer({ now: MONDAY });
  user = await server.register('listing');
});
afterAll(async () => {
  await server?.close();
});

const offerings = offeringsAround(TEST_MARKET_SEED, NOW);
/** Listed at least two sessions ago, and one announced that lists after now. */
const listed = offerings.find((offering) => offering.listingMs < NOW - 3 * 86_400_000)!;
const coming = offerings.find((offering) => offering.subscribeStartMs <= NOW && offering.listingMs > NOW)!;
const post = (path: string, body: Record<string, unknown>) => server.post(path, body, user.headers);

describe('a new share before its listing', () => {
  it('has a detail that says when it lists and its issue price, at which it is quoted, and no candles', async () => {
    const detail = await post('stock/detail', { stockId: coming.id });
    expect(detail.body).toMatchObject({
      status: 1,
      data: {
        stockId: coming.id,
        code: coming.code,
        name: coming.name,
        currency: coming.currency,
        price: Number(coming.issuePrice).toFixed(2),
        lotSize: coming.lotSize,
        tradingStatus: 'closed',
        listing: { listsAt: new Date(coming.listingMs).toISOString().replace('.000', ''), listed: false },
      },
    });
    expect(Number(detail.body.data.listing.issuePrice)).toBe(Number(coming.issuePrice));
    for (const period of ['intraday', '1m', 'day', 'week']) {
      const kline = await post('stock/kline', { stockId: coming.id, period });
      expect(kline.body.data.items, period).toEqual([]);
    }
    const quotes = await post('stock/quote', { stockIds: [coming.id, 'nl-ASML'] });
    expect(quotes.body.data.map((quote: { stockId: string }) => quote.stockId)).toEqual([coming.id, 'nl-ASML']);
  });
});

describe('a listed new share', () => {
  it('is quoted at its price, as positions value it, with candles only from its listing', async () => {
    const price = newSharePriceAt(sim, listedNewShare(TEST_MARKET_SEED, listed.id)!, NOW);
    const [quote] = (await post('stock/quote', { stockIds: [listed.id] })).body.data;
    expect(quote).toMatchObject({ stockId: listed.id, price, tradable: true });
    const detail = (await post('stock/detail', { stockId: listed.id })).body.data;
    expect(detail).toMatchObject({
      price,
      listing: { listed: true },
      ratios: null,
      trade: { minLots: expect.any(Number) },
    });
    expect(Number(detail.low52w)).toBeLessThanOrEqual(Number(price));
    expect(Number(detail.high52w)).toBeGreaterThanOrEqual(Number(price));

    const days = (await post('stock/kline', { stockId: listed.id, period: 'day', limit: 100 })).body.data.items;
    expect(days.length).toBeGreaterThanOrEqual(2);
    expect(Date.parse(days[0].time)).toBe(listed.listingMs);
    // Its first trade is its listing price: the first day opens there.
    expect(Number(days[0].open)).toBe(Number(listed.listingPrice));
    expect(days.at(-1).close).toBe(price);
    const weeks = (await post('stock/kline', { stockId: listed.id, period: 'week' })).body.data.items;
    expect(Date.parse(weeks[0].time)).toBeGreaterThanOrEqual(listed.listingMs);
    expect(weeks.at(-1).close).toBe(price);
    const minutes = (await post('stock/kline', { stockId: listed.id, period: 'intraday' })).body.data.items;
    expect(minutes.length).toBeGreaterThan(0);
    expect(minutes.at(-1).close).toBe(price);
  });

  it('is found by a search of its code, and an unknown new-share id is not found', async () => {
    const found = await post('stock/list', { keyword: listed.code, size: 50 });
    expect(found.body.data.items.map((item: { stockId: string }) => item.stockId)).toContain(listed.id);
    const unknown = await post('stock/detail', { stockId: 'ns-nl-9999-9' });
    expect(unknown.body.msg).toBe('error.stock.notFound');
  });
});
