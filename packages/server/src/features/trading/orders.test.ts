import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { COUNT_MAX, dailyLimits } from '@broker/domain';
import { positions } from '../../db/schema.ts';
import { adjust, expectLedgerOk, FUND_PASSWORD, fundedUser, tick, wallet, withdraw } from '../../testing/funds.ts';
import { startTestServer, type TestServer } from '../../testing/testServer.ts';
import { cancelOf, closeOf, order, placed, position, trader } from '../../testing/trading.ts';
import { findInstrument, formatScaled, MarketSimulation } from '../market/index.ts';
import { Stale } from '../../timed/claims.ts';
import { cancelPending, fill } from './lifecycle.ts';

/** Monday 23 November 2026, 11:00 in Amsterdam: the Dutch market trades. */
const MONDAY = '2026-11-23T10:00:00Z';
const MONDAY_MS = Date.parse(MONDAY);
let server: TestServer;
/** The same walk the server runs (the default seed): the tests know every price in advance. */
const sim = new MarketSimulation();
const inga = findInstrument('nl-INGA')!;
const priceAt = (ms: number) => formatScaled(sim.snapshot(inga, ms).price, inga.decimals);
/** The first price of the session that opens at `open`: where a close or an order for the opening fills. */
const firstPriceOf = (open: string) =>
  formatScaled(sim.path(inga, sim.calendar('nl').sessionAt(Date.parse(open)).k).open[0]!, inga.decimals);

beforeAll(async () => {
  server = await startTestServer({ now: MONDAY });
});
afterAll(async () => {
  if (server) await expectLedgerOk(server);
  await server?.close();
});

const keyOf = (reply: { body: { msg: string } }) => reply.body.msg;

/** A new trader (10,000 EUR) with a limit buy of 10 lots 5 % under the market at MONDAY, pending. */
async function pendingBuy() {
  const user = await trader(server);
  const pending = await placed(server, user, {
    priceType: 'limit',
    price: (Number(priceAt(MONDAY_MS)) * 0.95).toFixed(2),
    lots: 10,
  });
  return { user, pending };
}

describe('trade/order: every error key, in the check order', () => {
  it('answers fields first, then restrictions, the stock, the margin switch, hours, bounds and funds', async () => {
    server.clock.set(MONDAY);
    const user = await trader(server, '1000');
    const quote = (await server.post('stock/quote', { stockIds: ['nl-INGA'] }, user.headers)).body.data[0];
    const send = async (body: Record<string, unknown>) => {
      tick(server);
      return order(server, user, body);
    };
    // Fields (all at once; the first is answered with its field).
    const fields = await send({ lots: 0, leverage: 1.5 });
    expect(fields.body).toMatchObject({ msg: 'error.validation.invalid', data: { field: 'lots' } });
    expect(keyOf(await send({ priceType: 'limit' }))).toBe('error.validation.required');
    // Lots past the integer columns (issue #31): refused as invalid, with the bound, before any column.
    expect((await send({ lots: 2 ** 31 })).body).toMatchObject({
      msg: 'error.validation.invalid',
      data: { field: 'lots', rule: 'max', max: COUNT_MAX },
    });
    // Stock before the margin switch, hours and funds.
    expect(keyOf(await send({ stockId: 'nl-NOPE', leverage: 5, lots: 10_000 }))).toBe('error.stock.notFound');
    expect(keyOf(await send({ stockId: 'crypto-BTCUSDT', leverage: 5 }))).toBe('error.stock.notListed');
    expect((await send({ leverage: 3 })).body).toMatchObject({
      msg: 'error.validation.invalid',
      data: { field: 'leverage' },
    });
    expect(keyOf(await send({ leverage: 5, lots: 10_000 }))).toBe('error.margin.notEnabled');
    // Bounds, then funds.
    const above = (Number(quote.limitUp) + 0.01).toFixed(2);
    expect(keyOf(await send({ priceType: 'limit', price: above, lots: 10_000 }))).toBe('error.price.outOfLimit');
    expect(keyOf(await send({ lots: 1 }))).toBe('error.amount.belowMinimum');
    expect(keyOf(await send({ lots: 10_000 }))).toBe('error.balance.insufficient');
    // Outside hours: after the stock and the margin switch, before bounds and funds.
    server.clock.set('2026-11-23T17:00:00Z');
    expect(keyOf(await send({ lots: 10_000 }))).toBe('error.time.outsideTrading');
    expect(keyOf(await send({ stockId: 'nl-NOPE' }))).toBe('error.stock.notFound');
    server.clock.set('2026-11-28T11:00:00Z'); // Saturday
    expect(keyOf(await send({ lots: 10 }))).toBe('error.time.outsideTrading');
    // Restrictions before everything but the fields.
    server.clock.set(MONDAY);
    await server.admin('account/update', { account: user.account, restrictions: ['tradeBanned'] });
    expect(keyOf(await send({ stockId: 'nl-NOPE' }))).toBe('error.account.tradeBanned');
    await server.admin('account/update', { account: user.account, restrictions: [] });
    // trade/preview answers the same.
    expect(
      keyOf(
        await server.post(
          'trade/preview',
          { stockId: 'nl-INGA', direction: 'long', priceType: 'market', lots: 10_000 },
          user.headers,
        ),
      ),
    ).toBe('error.balance.insufficient');
  });
});

describe('trade/order: the fund password, as a withdrawal asks it', () => {
  const MINUTE = 60_000;
  const wrong = '000000';

  // A business answer carries no field in the envelope: the app's tradingErrorFields puts these
  // keys on the ticket's fund password, as fundsErrorFields does for the withdrawal's.
  it('must be set first, buy or sell; the preview asks none', async () => {
    server.clock.set(MONDAY);
    const user = await trader(server, '1000', { fundPassword: false });
    for (const direction of ['long', 'short']) {
      tick(server);
      const reply = await order(server, user, { direction, lots: 10, fundPassword: undefined });
      expect(reply.body).toMatchObject({ status: 0, msg: 'error.fundPassword.notSet' });
    }
    const preview = await server.post(
      'trade/preview',
      { stockId: 'nl-INGA', direction: 'long', priceType: 'market', lots: 10 },
      user.headers,
    );
    expect(preview.body.status).toBe(1);
  });

  it('is asked after the fields and the account restrictions, before the stock', async () => {
    server.clock.set(MONDAY);
    const user = await trader(server, '1000');
    tick(server);
    const missing = await order(server, user, { lots: 10, fundPassword: undefined });
    expect(missing.body).toMatchObject({ msg: 'error.validation.required', data: { field: 'fundPassword' } });
    server.clock.advance(MINUTE);
    const wrongFirst = await order(server, user, { stockId: 'nl-NOPE', fundPassword: wrong });
    expect(wrongFirst.body).toMatchObject({ status: 0, msg: 'error.fundPassword.wrong' });
    await server.admin('account/update', { account: user.account, restrictions: ['tradeBanned'] });
    server.clock.advance(MINUTE);
    expect(keyOf(await order(server, user, { fundPassword: wrong }))).toBe('error.account.tradeBanned');
    await server.admin('account/update', { account: user.account, restrictions: [] });
  });

  it('shares one brake with withdrawals: wrong tries on either lock both; after the lock the right one places the order', async () => {
    server.clock.set(MONDAY);
    const { user, card } = await fundedUser(server, '1000', 'tradeguess');
    await adjust(server, user, 'EUR', '1000');
    const answers: string[] = [];
    for (let attempt = 0; attempt < 6; attempt++) {
      server.clock.advance(MINUTE + 1000); // past every backoff and the 2-s rule
      const reply =
        attempt % 3 === 2
          ? await withdraw(server, user, { cardId: card.id, amount: '200.00', fundPassword: wrong })
          : await order(server, user, { direction: attempt % 3 ? 'short' : 'long', lots: 10, fundPassword: wrong });
      answers.push(reply.body.msg);
    }
    expect(answers).toEqual(Array(6).fill('error.fundPassword.wrong'));
    server.clock.advance(MINUTE + 1000);
    // The right password is refused on both until the lock ends.
    const locked = await order(server, user, { lots: 10 });
    expect(locked.body.msg).toBe('error.request.tooFrequent');
    server.clock.advance(2100);
    expect((await withdraw(server, user, { cardId: card.id, amount: '200.00' })).body.msg).toBe(
      'error.request.tooFrequent',
    );
    const positions = await server.post('trade/positions', { tab: 'holding' }, user.headers);
    expect(positions.body.data.items).toEqual([]);
    server.clock.set(new Date(Date.parse(locked.body.data.until) + 1000));
    const filled = await order(server, user, { lots: 10 });
    expect(filled.body).toMatchObject({ status: 1, data: { stockId: 'nl-INGA', lots: 10 } });
  });
});

describe('trade/order: a fund password proven minutes ago', () => {
  it('spares the next order the hash, but not a lock-out, a changed password or a wrong one', async () => {
    const MINUTE = 60_000;
    const wrong = '000000';
    server.clock.set(MONDAY);
    const { user, card } = await fundedUser(server, '1000', 'proven');
    await adjust(server, user, 'EUR', '1000');
    tick(server);
    expect((await order(server, user, { lots: 10 })).body.status).toBe(1);
    // Locked out through withdrawals: the proven password is refused on orders too.
    for (let attempt = 0; attempt < 6; attempt++) {
      server.clock.advance(MINUTE + 1000);
      await withdraw(server, user, { cardId: card.id, amount: '200.00', fundPassword: wrong });
    }
    server.clock.advance(MINUTE + 1000);
    const locked = await order(server, user, { lots: 10 });
    expect(locked.body.msg).toBe('error.request.tooFrequent');
    server.clock.set(new Date(Date.parse(locked.body.data.until) + 1000));
    expect((await order(server, user, { lots: 10 })).body.status).toBe(1);
    // A changed password: the old one, proven a moment ago, is wrong now.
    tick(server);
    const change = { oldFundPassword: FUND_PASSWORD, newFundPassword: '864209', confirmPassword: '864209' };
    expect((await server.post('user/fundPassword', change, user.headers)).body.status).toBe(1);
    tick(server);
    expect((await order(server, user, { lots: 10 })).body.msg).toBe('error.fundPassword.wrong');
    tick(server);
    expect((await order(server, user, { lots: 10, fundPassword: '864209' })).body.status).toBe(1);
    // A wrong try after a proof is judged by the hash and counted; the right one still places.
    tick(server);
    expect((await order(server, user, { lots: 10, fundPassword: wrong })).body.msg).toBe('error.fundPassword.wrong');
    tick(server);
    expect((await order(server, user, { lots: 10, fundPassword: '864209' })).body.status).toBe(1);
  });
});

describe('trade/preview: the sanity guards', () => {
  it('warns of a large order, a far limit and a lock over the weekend, and places the order all the same', async () => {
    server.clock.set('2026-11-27T10:00:00Z'); // Friday: a T+1 lock runs to Monday
    const user = await trader(server, '1000');
    const price = Number(priceAt(Date.parse('2026-11-27T10:00:00Z')));
    const lots = Math.ceil(600 / price);
    const limit = (price * 0.9).toFixed(2);
    const preview = await server.post(
      'trade/preview',
      { stockId: 'nl-INGA', direction: 'long', priceType: 'limit', price: limit, lots },
      user.headers,
    );
    expect(preview.body.data.warnings.map((warning: { reason: string }) => warning.reason)).toEqual([
      'limitFarFromMarket',
      'largeOrder',
      'lockOverWeekend',
    ]);
    expect(preview.body.data.receipt.lockUntil).toBe('2026-11-30T08:00:00Z');
    const pending = await placed(server, user, { priceType: 'limit', price: limit, lots });
    expect(pending.status).toBe('pending');
  });

  it("explains a short before the account's first one; after it, no more", async () => {
    server.clock.set(MONDAY);
    const user = await trader(server);
    const shortPreview = async () =>
      (
        await server.post(
          'trade/preview',
          { stockId: 'nl-INGA', direction: 'short', priceType: 'market', lots: 10 },
          user.headers,
        )
      ).body.data.warnings.map((warning: { reason: string }) => warning.reason);
    expect(await shortPreview()).toEqual(['firstShort']);
    // A cancelled short order never borrowed: still the first.
    const limit = (Number(priceAt(MONDAY_MS)) * 1.05).toFixed(2);
    const waiting = await placed(server, user, { direction: 'short', priceType: 'limit', price: limit, lots: 10 });
    tick(server);
    await cancelOf(server, user, waiting.id);
    expect(await shortPreview()).toEqual(['firstShort']);
    await placed(server, user, { direction: 'short', lots: 10 });
    expect(await shortPreview()).toEqual([]);
  });
});

describe('market orders, closes and the sell lock', () => {
  it('a market buy fills at once at the quote, takes margin + fee, and is locked until the next opening', async () => {
    server.clock.set(MONDAY);
    const user = await trader(server);
    const preview = await server.post(
      'trade/preview',
      { stockId: 'nl-INGA', direction: 'long', priceType: 'market', lots: 10 },
      user.headers,
    );
    expect(preview.body.status).toBe(1);
    expect(preview.body.data.warnings).toEqual([]);
    const filled = await placed(server, user, { lots: 10 });
    expect(filled).toMatchObject({ status: 'locked', openPrice: priceAt(server.clock.now().getTime()), leverage: 1 });
    expect(filled.receipt).toEqual(preview.body.data.receipt);
    expect(filled.lockUntil).toBe('2026-11-24T08:00:00Z');
    const funds = await wallet(server, user, 'EUR');
    expect(funds.available).toBe((10000 - Number(filled.margin) - Number(filled.fee)).toFixed(2));

    // Locked: refused with its unlock time; the next morning it may be sold, at the price then.
    tick(server);
    expect((await closeOf(server, user, filled.id)).body).toMatchObject({ msg: 'error.position.locked' });
    server.clock.set('2026-11-24T09:00:00Z');
    expect(await position(server, user, filled.id)).toMatchObject({ status: 'holding', managementFeeDays: 1 });
    const closed = await closeOf(server, user, filled.id);
    expect(closed.body.data).toMatchObject({
      status: 'closed',
      closePrice: priceAt(Date.parse('2026-11-24T09:00:00Z')),
    });
    const settlement = closed.body.data.settlement;
    const after = await wallet(server, user, 'EUR');
    expect(Number(after.balance)).toBeCloseTo(
      10000 -
        Number(filled.fee) +
        Number(settlement.profit) -
        Number(settlement.closeFee) -
        Number(settlement.stampTax),
      2,
    );
    // A repeat with a fresh id gets the state error.
    tick(server);
    expect(keyOf(await closeOf(server, user, filled.id))).toBe('error.order.notHolding');
    const timeline = await server.post('trade/timeline', { positionId: filled.id }, user.headers);
    expect(timeline.body.data.entries.map((entry: { kind: string }) => entry.kind)).toEqual([
      'ordered',
      'filled',
      'fee',
      'unlocked',
      'closed',
      'closeFee',
      'stampTax',
    ]);
    expect(timeline.body.data.milestones.map((m: { key: string; state: string }) => `${m.key}:${m.state}`)).toEqual([
      'ordered:done',
      'filled:done',
      'unlocked:done',
      'closed:done',
    ]);
  });

  it('a sell opens a short; a close outside hours waits as closing, may be withdrawn, and fills at the next opening price', async () => {
    server.clock.set(MONDAY);
    const user = await trader(server);
    const short = await placed(server, user, { direction: 'short', lots: 10 });
    expect(short).toMatchObject({ direction: 'short', status: 'locked' });
    server.clock.set('2026-11-24T17:00:00Z'); // Tuesday 18:00 in Amsterdam: closed
    const closing = await closeOf(server, user, short.id);
    expect(closing.body.data).toMatchObject({ status: 'closing', closeRequestedAt: '2026-11-24T17:00:00Z' });
    tick(server);
    expect((await cancelOf(server, user, short.id)).body.data).toMatchObject({
      status: 'holding',
      closeRequestedAt: null,
    });
    tick(server);
    expect((await closeOf(server, user, short.id)).body.data.status).toBe('closing');
    server.clock.set('2026-11-25T07:59:59Z');
    expect((await position(server, user, short.id)).status).toBe('closing');
    server.clock.set('2026-11-25T08:00:01Z');
    const opening = firstPriceOf('2026-11-25T08:00:00Z');
    expect(await position(server, user, short.id)).toMatchObject({
      status: 'closed',
      closedAt: '2026-11-25T08:00:00Z',
      closePrice: opening,
    });
    const tabs = await server.post('trade/positions', { tab: 'closed' }, user.headers);
    expect(tabs.body.data.items.map((item: { id: string }) => item.id)).toEqual([short.id]);
  });

  it('an order for the opening waits while closed, its cost frozen at the highest opening, and fills at the first price', async () => {
    server.clock.set('2026-11-24T17:00:00Z'); // Tuesday 18:00 in Amsterdam: closed
    const user = await trader(server);
    expect(keyOf(await order(server, user, { lots: 10 }))).toBe('error.time.outsideTrading');
    tick(server);
    // A limit order stays a day order: refused outside hours, for the opening or not.
    const limit = await order(server, user, {
      priceType: 'limit',
      price: priceAt(MONDAY_MS),
      lots: 10,
      atOpening: true,
    });
    expect(keyOf(limit)).toBe('error.time.outsideTrading');
    tick(server);
    const last = priceAt(Date.parse('2026-11-24T17:00:00Z'));
    const preview = await server.post(
      'trade/preview',
      { stockId: 'nl-INGA', direction: 'long', priceType: 'market', lots: 10, atOpening: true },
      user.headers,
    );
    const reservePrice = dailyLimits(last, '10').limitUp;
    expect(preview.body.data.receipt).toMatchObject({
      price: last,
      atOpening: { at: '2026-11-25T08:00:00Z', reservePrice },
      lockUntil: '2026-11-26T08:00:00Z',
    });
    const waiting = await placed(server, user, { lots: 10, atOpening: true });
    expect(waiting).toMatchObject({ status: 'pending', priceType: 'market', limitPrice: null, openPrice: null });
    const reserved = preview.body.data.receipt.atOpening.reserved;
    expect(await wallet(server, user, 'EUR')).toMatchObject({ frozen: reserved });
    // Cancellable until the opening: the freeze comes back.
    tick(server);
    expect((await cancelOf(server, user, waiting.id)).body.data).toMatchObject({ status: 'cancelled' });
    expect(await wallet(server, user, 'EUR')).toMatchObject({ frozen: '0.00' });
    tick(server);
    const again = await placed(server, user, { lots: 10, atOpening: true });
    server.clock.set('2026-11-25T07:59:59Z');
    expect((await position(server, user, again.id)).status).toBe('pending');
    server.clock.set('2026-11-25T08:00:01Z');
    const opening = firstPriceOf('2026-11-25T08:00:00Z');
    expect(await position(server, user, again.id)).toMatchObject({
      status: 'locked',
      openedAt: '2026-11-25T08:00:00Z',
      openPrice: opening,
    });
    expect(await wallet(server, user, 'EUR')).toMatchObject({ frozen: '0.00' });
  });
});

describe("the wallet's profit and total assets", () => {
  it('count the open positions at the price now, and the closed ones as realised profit', async () => {
    server.clock.set(MONDAY);
    const user = await trader(server);
    const cash = await wallet(server, user, 'EUR');
    expect(cash).toMatchObject({ profit: '0.00', totalAssets: cash.balance });
    const held = await placed(server, user, { lots: 10 });
    // Later that day the price has moved: the position's equity is its margin and its P&L.
    server.clock.set('2026-11-23T13:00:00Z');
    const open = await position(server, user, held.id);
    expect(open.profit).not.toBe('0.00');
    const during = await wallet(server, user, 'EUR');
    expect(during.profit).toBe(open.profit);
    expect(during.totalAssets).toBe((Number(during.balance) + Number(open.margin) + Number(open.profit)).toFixed(2));
    // Closed the next day: the profit is realised, the money is back in the balance.
    server.clock.set('2026-11-24T09:00:00Z');
    const closed = (await closeOf(server, user, held.id)).body.data;
    const after = await wallet(server, user, 'EUR');
    expect(after).toMatchObject({ profit: closed.profit, totalAssets: after.balance });
  });
});

describe('limit orders', () => {
  /** The first second after `fromMs` at which the walk is at or below `limit` (a long's fill). */
  function firstAtOrBelow(limit: number, fromMs: number, toMs: number): number | null {
    for (let ms = fromMs + 1000; ms <= toMs; ms += 1000) if (Number(priceAt(ms)) <= limit) return ms;
    return null;
  }

  it('a buy limit fills exactly when the walk reaches it, at its price, and not a second before', async () => {
    // A time whose next 20 minutes go at least 3 cents below its price: a limit 1 cent above that
    // low fills when the walk first gets there.
    let placedAt = Date.parse('2026-11-23T12:00:00Z');
    let low = Infinity;
    for (;;) {
      low = Infinity;
      for (let ms = placedAt + 1000; ms <= placedAt + 20 * 60_000; ms += 1000) low = Math.min(low, Number(priceAt(ms)));
      if (low <= Number(priceAt(placedAt)) - 0.03) break;
      placedAt += 5 * 60_000;
    }
    server.clock.set(placedAt);
    const limit = (low + 0.01).toFixed(2);
    expect(Number(limit)).toBeLessThan(Number(priceAt(placedAt)));
    const fillMs = firstAtOrBelow(Number(limit), placedAt, placedAt + 20 * 60_000)!;
    const user = await trader(server);
    const pending = await placed(server, user, { priceType: 'limit', price: limit, lots: 10 });
    expect(pending).toMatchObject({ status: 'pending', limitPrice: limit, openPrice: null });
    const frozen = await wallet(server, user, 'EUR');
    expect(Number(frozen.frozen)).toBeGreaterThan(0);
    server.clock.set(fillMs - 1000);
    expect((await position(server, user, pending.id)).status).toBe('pending');
    server.clock.set(fillMs + 30_000);
    const filled = await position(server, user, pending.id);
    expect(filled).toMatchObject({
      status: 'locked',
      openedAt: new Date(fillMs).toISOString().replace('.000', ''),
      openPrice: priceAt(fillMs),
    });
    expect((await wallet(server, user, 'EUR')).frozen).toBe('0.00');
  });

  it('an unfilled limit order lapses at the close (dayEnd), its freeze released, and never fills outside hours', async () => {
    // A day whose last five minutes stay above a limit that the next morning's walk goes below:
    // the order must lapse at the close, not fill overnight or in the next session.
    const calendar = sim.calendar('nl');
    let placedAt = Date.parse('2026-11-23T16:25:00Z'); // 17:25 in Amsterdam
    let limit = '';
    for (; ; placedAt += 86_400_000) {
      let lowBeforeClose = Infinity;
      for (let ms = placedAt; ms < placedAt + 5 * 60_000; ms += 1000)
        lowBeforeClose = Math.min(lowBeforeClose, Number(priceAt(ms)));
      const next = calendar.sessionAt(placedAt).k + 1;
      sim.snapshot(inga, placedAt + 7 * 86_400_000);
      const path = sim.path(inga, next);
      const nextLow = Number(formatScaled(Math.min(...path.low.slice(0, 60)), inga.decimals));
      if (nextLow < lowBeforeClose - 0.02) {
        limit = (lowBeforeClose - 0.01).toFixed(2);
        break;
      }
    }
    server.clock.set(placedAt);
    const user = await trader(server);
    const pending = await placed(server, user, { priceType: 'limit', price: limit, lots: 10 });
    server.clock.set(placedAt + 19 * 3_600_000); // the next day, 12:25 in Amsterdam
    const lapsed = await position(server, user, pending.id);
    expect(lapsed).toMatchObject({
      status: 'cancelled',
      remark: 'dayEnd',
      cancelledAt: new Date(placedAt + 5 * 60_000).toISOString().replace('.000', ''),
    });
    expect(await wallet(server, user, 'EUR')).toMatchObject({ balance: '10000.00', frozen: '0.00' });
    const timeline = await server.post('trade/timeline', { positionId: pending.id }, user.headers);
    expect(timeline.body.data.entries.map((entry: { kind: string }) => entry.kind)).toEqual(['ordered', 'expired']);
  });

  it('trade/cancel releases a pending order; anything else answers order.notPending', async () => {
    server.clock.set(MONDAY);
    const { user, pending } = await pendingBuy();
    const rid = randomUUID();
    tick(server);
    const cancelled = await cancelOf(server, user, pending.id, rid);
    expect(cancelled.body.data).toMatchObject({ status: 'cancelled', remark: null });
    expect(await wallet(server, user, 'EUR')).toMatchObject({ frozen: '0.00', available: '10000.00' });
    tick(server);
    expect(keyOf(await cancelOf(server, user, pending.id))).toBe('error.order.notPending');
    // The same request id again: the same answer, no second effect.
    expect((await cancelOf(server, user, pending.id, rid)).body.data.status).toBe('cancelled');
  });

  it('a change another process made first is Stale before any money moves (a read and the sweep meet)', async () => {
    server.clock.set(MONDAY);
    const { user, pending } = await pendingBuy();
    const { db } = server.database;
    const [asRead] = await db.select().from(positions).where(eq(positions.id, pending.id));
    const at = new Date(MONDAY_MS + 60_000);
    await db.transaction((tx) => cancelPending(tx, asRead!, at, 'dayEnd'));
    // Both read the order pending; the second must not release its freeze again.
    await expect(db.transaction((tx) => cancelPending(tx, asRead!, at, 'dayEnd'))).rejects.toBeInstanceOf(Stale);
    await expect(
      db.transaction((tx) => fill(tx, asRead!, priceAt(MONDAY_MS), at, { unit: 'day', value: 1 })),
    ).rejects.toBeInstanceOf(Stale);
    expect(await wallet(server, user, 'EUR')).toMatchObject({ frozen: '0.00', available: '10000.00' });
  });
});

describe('one effect per request id, one balance', () => {
  it('20 identical requests with one request id make one order', async () => {
    server.clock.set(MONDAY);
    const user = await trader(server);
    tick(server);
    const body = {
      requestId: randomUUID(),
      stockId: 'nl-INGA',
      direction: 'long',
      priceType: 'market',
      lots: 10,
      fundPassword: FUND_PASSWORD,
    };
    const replies = await Promise.all(Array.from({ length: 20 }, () => server.post('trade/order', body, user.headers)));
    const ids = new Set(replies.filter((reply) => reply.body.status === 1).map((reply) => reply.body.data.id));
    expect(ids.size).toBe(1);
    for (const reply of replies)
      expect([1]).toContain(reply.body.status === 1 ? 1 : reply.body.msg === 'error.funds.busy' ? 1 : 0);
    const rows = await server.database.db.select().from(positions).where(eq(positions.accountId, user.id));
    expect(rows).toHaveLength(1);
  });

  it('50 concurrent orders, in waves, never overdraw one balance', async () => {
    server.clock.set(MONDAY);
    const user = await trader(server, '1000');
    const refusals = new Set([
      'error.funds.busy',
      'error.request.tooFrequent',
      'error.balance.insufficient',
      'error.balance.availableInsufficient',
    ]);
    const counts: Record<string, number> = {};
    for (let wave = 0; wave < 6; wave += 1) {
      tick(server);
      const replies = await Promise.all(Array.from({ length: 50 }, () => order(server, user, { lots: 10 })));
      for (const { body } of replies) {
        expect(body.status === 1 || refusals.has(body.msg), JSON.stringify(body)).toBe(true);
        counts[body.msg] = (counts[body.msg] ?? 0) + 1;
      }
    }
    expect(
      (counts['error.balance.availableInsufficient'] ?? 0) + (counts['error.balance.insufficient'] ?? 0),
    ).toBeGreaterThan(0);
    const funds = await wallet(server, user, 'EUR');
    expect(Number(funds.available)).toBeGreaterThanOrEqual(0);
    const rows = await server.database.db
      .select()
      .from(positions)
      .where(and(eq(positions.accountId, user.id), eq(positions.status, 'locked')));
    expect(rows.length).toBe(counts['success.trade.order']);
    console.info('50 concurrent orders × 6 waves', counts);
  });
});

describe("another user's position", () => {
  it('is not found on every endpoint that takes a position', async () => {
    server.clock.set(MONDAY);
    const owner = await trader(server);
    const other = await trader(server);
    const held = await placed(server, owner, { lots: 10 });
    tick(server);
    for (const [path, body] of [
      ['trade/position', { positionId: held.id }],
      ['trade/timeline', { positionId: held.id }],
      ['trade/close', { requestId: randomUUID(), positionId: held.id }],
      ['trade/cancel', { requestId: randomUUID(), positionId: held.id }],
      ['trade/dividends', { positionId: held.id }],
    ] as const) {
      expect(keyOf(await server.post(path, body, other.headers)), path).toBe('error.order.notFound');
    }
    const list = await server.post('trade/positions', { tab: 'orders' }, other.headers);
    expect(list.body.data.total).toBe(0);
  });
});

describe('the background sweep', () => {
  it('brings every account up to date without a read: a lapsed order released, a lock run out', async () => {
    server.clock.set(MONDAY);
    const { user, pending } = await pendingBuy();
    const held = await placed(server, user, { lots: 10 });
    const nextMorning = Date.parse('2026-11-24T09:00:00Z');
    const swept = await server.sweep(nextMorning);
    expect(swept.ran).toBe(true);
    expect(swept.accounts).toBeGreaterThanOrEqual(1);
    const rows = await server.database.db.select().from(positions).where(eq(positions.accountId, user.id));
    const byId = new Map(rows.map((row) => [row.id, row]));
    expect(byId.get(pending.id)).toMatchObject({ status: 'cancelled', remark: 'dayEnd', frozen: '0.000000' });
    expect(byId.get(held.id)).toMatchObject({ status: 'holding', managementFeeDays: 1 });
    // Again at the same instant: nothing more happens.
    await server.sweep(nextMorning);
    const again = await server.database.db.select().from(positions).where(eq(positions.accountId, user.id));
    expect(again).toEqual(rows);
  });
});
