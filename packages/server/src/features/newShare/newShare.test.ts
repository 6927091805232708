import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { marketWindow, newShareKinds, premium, tradableMarkets, zonedParts, type NewShareStatus } from '@broker/domain';
import { newShareListResponseSchema, type NewShare } from '@broker/contract';
import { startTestServer, type TestServer, type TestUser } from '../../testing/testServer.ts';
import { catalogue as instruments } from '../market/index.ts';
import { companies } from './companies.ts';
import { offeringOf, offeringsAround } from './offerings.ts';

let server: TestServer;
let user: TestUser;
// Monday 23 November 2026, 11:00 in Amsterdam.
const NOW = '2026-11-23T10:00:00Z';

beforeAll(async () => {
  server = await startTestServer({ now: NOW });
  user = await server.register();
});
afterAll(async () => {
  await server?.close();
});

async function list(body: Record<string, unknown> = {}) {
  const reply = await server.post('newShare/list', body, user.headers);
  expect(reply.body.status, JSON.stringify(reply.body)).toBe(1);
  return newShareListResponseSchema.parse(reply.body.data);
}
const all = async (body: Record<string, unknown> = {}) => (await list({ ...body, size: 100 })).items;

describe('newShare/list', () => {
  it('needs a session', async () => {
    const reply = await server.post('newShare/list', {});
    expect(reply.http).toBe(401);
  });

  it('lists two offerings a week per market, in every status, open ones first by deadline', async () => {
    const items = await all();
    expect(items).toHaveLength(48);
    const statuses = items.map((item) => item.status);
    const order: NewShareStatus[] = ['open', 'upcoming', 'closed', 'listed'];
    expect(statuses).toEqual([...statuses].sort((a, b) => order.indexOf(a) - order.indexOf(b)));
    for (const status of order) expect(statuses).toContain(status);
    const deadlines = (status: NewShareStatus) =>
      items.filter((item) => item.status === status).map((item) => item.subscribeEnd);
    expect(deadlines('open')).toEqual([...deadlines('open')].sort());
    expect(deadlines('upcoming')).toEqual([...deadlines('upcoming')].sort());
    expect(deadlines('listed')).toEqual([...deadlines('listed')].sort().reverse());
    expect(new Set(items.map((item) => item.id)).size).toBe(items.length);
  });

  it('filters by kind, market and status, and pages', async () => {
    for (const kind of newShareKinds) {
      const items = await all({ kind });
      expect(items.length).toBeGreaterThan(0);
      expect(items.every((item) => item.kind === kind)).toBe(true);
    }
    const nl = await all({ market: 'nl' });
    expect(nl).toHaveLength(16);
    expect(nl.every((item) => item.market === 'nl' && item.currency === 'EUR')).toBe(true);
    expect((await all({ market: 'usd' })).every((item) => item.currency === 'USD')).toBe(true);
    expect(await all({ market: 'crypto' })).toEqual([]);
    const open = await all({ status: 'open' });
    expect(open.length).toBeGreaterThan(0);
    expect(open.every((item) => item.status === 'open')).toBe(true);
    const everything = await all();
    const pageTwo = await list({ page: 2, size: 10 });
    expect(pageTwo).toMatchObject({ total: 48, page: 2, size: 10 });
    expect(pageTwo.items.map((item) => item.id)).toEqual(everything.slice(10, 20).map((item) => item.id));
  });

  it('opens at the market opening on a weekday and closes at the close; the dates follow in order', async () => {
    for (const item of await all()) {
      const window = marketWindow(item.market);
      const local = (time: string) => zonedParts(Date.parse(time), window.timeZone);
      const start = local(item.subscribeStart);
      const end = local(item.subscribeEnd);
      const hm = (p: { hour: number; minute: number }) =>
        `${String(p.hour).padStart(2, '0')}:${String(p.minute).padStart(2, '0')}`;
      expect(hm(start), item.id).toBe(window.open);
      expect(hm(end), item.id).toBe(window.close);
      expect(start.weekday).toBeLessThanOrEqual(5);
      expect(end.weekday).toBeLessThanOrEqual(5);
      const endDate = item.subscribeEnd.slice(0, 10);
      expect(endDate < item.drawDate && item.drawDate < item.allotmentDate).toBe(true);
      expect(item.allotmentDate < item.listingDate!).toBe(true);
    }
  });

  it('shows the listing price and premium only once listed, the win rate only once drawn', async () => {
    for (const item of await all()) {
      if (item.status === 'listed') {
        expect(item.marketPrice, item.id).not.toBeNull();
        expect({ priceDiff: item.priceDiff, premiumPct: item.premiumPct }).toEqual(
          premium(item.issuePrice, item.marketPrice!),
        );
      } else {
        expect(item).toMatchObject({ marketPrice: null, priceDiff: null, premiumPct: null });
      }
      if (item.kind === 'placement') {
        expect(item.winRatePct).toBeNull();
        expect(item.levels?.map((level) => level.level)).toEqual([1, 2, 3]);
      } else {
        expect(item.levels).toBeNull();
        if (item.status === 'open' || item.status === 'upcoming') expect(item.winRatePct).toBeNull();
        if (item.status === 'listed') expect(item.winRatePct).not.toBeNull();
      }
    }
  });

  it("keeps each listed offering's history: the first day's close and how many times its draw was subscribed", async () => {
    const items = await all();
    const listed = items.filter((item) => item.status === 'listed');
    expect(listed.length).toBeGreaterThan(0);
    for (const item of listed) {
      // Listed at least a day ago (the calendar lists five weeks back): its first session has closed.
      if (item.listingDate! < '2026-11-23') expect(item.firstClose, item.id).toMatch(/^\d+\.\d{2}$/);
      if (item.kind === 'placement') expect(item.subscriptionRatio).toBeNull();
      else expect(Number(item.subscriptionRatio), item.id).toBeGreaterThan(0);
    }
    for (const item of items.filter((entry) => entry.status === 'open' || entry.status === 'upcoming')) {
      expect(item).toMatchObject({ firstClose: null, subscriptionRatio: null });
    }
  });

  it('moves an offering through its statuses as the clock runs', async () => {
    const upcoming = (await all({ status: 'upcoming', market: 'nl', kind: 'subscription' }))[0]!;
    const find = async () =>
      (await all({ market: 'nl', kind: 'subscription' })).find((item) => item.id === upcoming.id)!;
    const seen: [NewShareStatus, NewShare][] = [];
    const at = async (time: number) => {
      server.clock.set(new Date(time));
      const item = await find();
      seen.push([item.status, item]);
      return item;
    };
    try {
      expect((await at(Date.parse(upcoming.subscribeStart) - 1000)).status).toBe('upcoming');
      expect((await at(Date.parse(upcoming.subscribeStart))).status).toBe('open');
      expect((await at(Date.parse(upcoming.subscribeEnd))).status).toBe('open');
      const closed = await at(Date.parse(upcoming.subscribeEnd) + 1000);
      expect(closed).toMatchObject({ status: 'closed', winRatePct: null });
      const drawn = await at(Date.parse(`${upcoming.drawDate}T23:00:00Z`));
      expect(drawn.status).toBe('closed');
      expect(drawn.winRatePct).not.toBeNull();
      const listed = await at(Date.parse(`${upcoming.listingDate}T12:00:00Z`));
      expect(listed.status).toBe('listed');
      expect(listed.marketPrice).not.toBeNull();
      // What the offering is does not change with time: only its status and published results.
      for (const [, item] of seen) {
        expect({
          ...item,
          status: null,
          winRatePct: null,
          marketPrice: null,
          priceDiff: null,
          premiumPct: null,
          subscriptionRatio: null,
          firstClose: null,
        }).toEqual({
          ...upcoming,
          status: null,
          winRatePct: null,
          marketPrice: null,
          priceDiff: null,
          premiumPct: null,
          subscriptionRatio: null,
          firstClose: null,
        });
      }
    } finally {
      server.clock.set(NOW);
    }
  });
});

describe('the offering calendar', () => {
  it('is a pure function of the seed: the same seed, the same offerings; another seed, other prices', () => {
    const now = Date.parse(NOW);
    expect(offeringsAround('dutch-stocks', now)).toEqual(offeringsAround('dutch-stocks', now));
    const prices = (seed: string) => offeringsAround(seed, now).map((offering) => offering.issuePrice);
    expect(prices('another-seed')).not.toEqual(prices('dutch-stocks'));
    expect(offeringOf('dutch-stocks', 'de', 300, 1)).toEqual(offeringOf('dutch-stocks', 'de', 300, 1));
  });

  it('never gives an offering the code of a catalogue instrument, and no code twice in a market', () => {
    const taken = new Set(instruments.map((instrument) => instrument.code));
    for (const market of tradableMarkets) {
      const codes = companies[market].map((company) => company.code);
      expect(codes.filter((code) => taken.has(code))).toEqual([]);
      expect(new Set(codes).size).toBe(codes.length);
    }
  });

  it('prices on whole quarters within the market range, and a listing price of exact decimals', () => {
    for (const offering of offeringsAround('dutch-stocks', Date.parse(NOW))) {
      expect(offering.issuePrice).toMatch(/^\d+\.(00|25|50|75)$/);
      expect(offering.listingPrice).toMatch(/^\d+\.\d{2}$/);
      expect(offering.totalQuantity % 100_000).toBe(0);
    }
  });
});
