import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  add,
  dailyLimits,
  div,
  gte,
  isTradingTime,
  lt,
  mul,
  openingCost,
  round,
  serverDefaults,
  sub,
  type TradableMarket,
} from '@broker/domain';
import { blockPrintSchema, blockTradeSchema, positionSchema } from '@broker/contract';
import { expectLedgerOk, FUND_PASSWORD, tick, wallet } from '../../testing/funds.ts';
import { startTestServer, type TestServer, type TestUser } from '../../testing/testServer.ts';
import { closeOf, relogin, trader } from '../../testing/trading.ts';

/** Monday 23 November 2026, 11:00 in Amsterdam: every market's blocks on offer, Amsterdam and Frankfurt trading. */
const MONDAY = '2026-11-23T10:00:00Z';
const TUESDAY = '2026-11-24T10:00:00Z';
const SATURDAY = '2026-11-28T10:00:00Z';
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ now: MONDAY });
});
afterAll(async () => {
  if (server) await expectLedgerOk(server);
  await server?.close();
});

interface Offer {
  id: string;
  market: TradableMarket;
  currency: string;
  price: string;
  prevClose: string;
  discountPct: string;
  minLots: number;
  lotSize: number;
  dailyLimitLots: number;
  remainingTodayLots: number;
  lotsLeft: number;
  lockDays: number;
  unlockAt: string;
  needsSecretKey: boolean;
  invitation: null | { issuer: string; quotaLots: number; lotsLeft: number; expiresAt: string; state: string };
  day: string;
  open: boolean;
}

async function offers(user: TestUser, market?: TradableMarket): Promise<Offer[]> {
  const reply = await server.post('blockTrade/list', { size: 100, ...(market ? { market } : {}) }, user.headers);
  expect(reply.body.status, JSON.stringify(reply.body)).toBe(1);
  return reply.body.data.items;
}

async function offer(user: TestUser, id: string): Promise<Offer> {
  const reply = await server.post('blockTrade/detail', { blockTradeId: id }, user.headers);
  expect(reply.body.status, JSON.stringify(reply.body)).toBe(1);
  return reply.body.data;
}

const buy = (user: TestUser, body: Record<string, unknown>) => {
  tick(server);
  return server.post(
    'blockTrade/buy',
    { requestId: randomUUID(), lots: 1, fundPassword: FUND_PASSWORD, ...body },
    user.headers,
  );
};

/** An offer of Amsterdam (open at 11:00) that sells to anyone, whose terms fit `pick`. */
async function nlOffer(user: TestUser, pick: (offer: Offer) => boolean = () => true): Promise<Offer> {
  const found = (await offers(user, 'nl')).find((each) => !each.needsSecretKey && pick(each));
  if (!found) throw new Error('no offer fits');
  return found;
}

describe('blockTrade/list and detail', () => {
  it('needs a session on every call of the slice', async () => {
    for (const path of [
      'blockTrade/list',
      'blockTrade/detail',
      'blockTrade/buy',
      'blockTrade/records',
      'blockTrade/prints',
    ]) {
      expect((await server.post(path, {})).http, path).toBe(401);
    }
  });

  it("offers each market's blocks at the discount to the previous close, clamped to the band", async () => {
    server.clock.set(MONDAY);
    const user = await trader(server);
    const all = await offers(user);
    expect(all).toHaveLength(9);
    for (const each of all) {
      expect(blockTradeSchema.parse(each)).toBeTruthy();
      expect(each.day).toBe('2026-11-23');
      // The price is the band's floor at most a discount below the previous close, and says its discount.
      expect(gte(each.price, dailyLimits(each.prevClose, serverDefaults.dailyLimitPct).limitDown)).toBe(true);
      expect(lt(each.price, each.prevClose)).toBe(true);
      expect(round(div(mul(sub(each.prevClose, each.price), 100), each.prevClose, 12), 2)).toBe(each.discountPct);
      expect(each.remainingTodayLots).toBeLessThanOrEqual(each.dailyLimitLots);
      // The ticket's fee, for the summary before confirming.
      expect(blockTradeSchema.parse(each).feePct).toBe(serverDefaults.feePct);
      expect(Date.parse(each.unlockAt)).toBeGreaterThan(Date.parse(MONDAY));
    }
    expect(await offers(user, 'de')).toHaveLength(3);
    expect((await server.post('blockTrade/detail', { blockTradeId: 'B-nl-2026-11-16-1' }, user.headers)).body.msg).toBe(
      'error.product.unavailable',
    );
  });

  it("shows Monday's offers on Saturday, priced from Friday's close, and refuses to sell them before the opening", async () => {
    server.clock.set(SATURDAY);
    const user = await trader(server);
    const weekend = await offers(user, 'nl');
    expect(weekend.every((each) => each.day === '2026-11-30')).toBe(true);
    const reply = await buy(user, { blockTradeId: weekend[0]!.id, lots: weekend[0]!.minLots });
    expect(reply.body.msg).toBe('error.time.outsideTrading');
    server.clock.set(MONDAY);
  });
});

describe('blockTrade/buy', () => {
  it('answers fields first, then the fund password, the offer, the switch, the hours, the minimum, the quota and funds', async () => {
    server.clock.set(MONDAY);
    const user = await trader(server, '1000');
    const target = await nlOffer(user);
    expect((await buy(user, { blockTradeId: target.id, lots: 0 })).body).toMatchObject({
      msg: 'error.validation.invalid',
      data: { field: 'lots' },
    });
    expect((await buy(user, { blockTradeId: target.id, fundPassword: '' })).body).toMatchObject({
      msg: 'error.validation.required',
      data: { field: 'fundPassword' },
    });
    expect((await buy(user, { blockTradeId: target.id, fundPassword: '000000' })).body.msg).toBe(
      'error.fundPassword.wrong',
    );
    expect((await buy(user, { blockTradeId: 'B-nl-2026-11-23-9' })).body.msg).toBe('error.product.unavailable');
    expect((await buy(user, { blockTradeId: 'nonsense' })).body.msg).toBe('error.product.unavailable');

    expect((await server.admin('blockTrade/switch', { open: false })).body).toMatchObject({
      status: 1,
      data: { open: false },
    });
    expect((await offer(user, target.id)).open).toBe(false);
    expect((await buy(user, { blockTradeId: target.id, lots: target.minLots })).body.msg).toBe(
      'error.blockTrade.closed',
    );
    await server.admin('blockTrade/switch', { open: true });

    server.clock.set('2026-11-23T18:00:00Z');
    expect((await buy(user, { blockTradeId: target.id, lots: target.minLots })).body.msg).toBe(
      'error.time.outsideTrading',
    );
    server.clock.set(MONDAY);

    // An offer of a market trading now whose minimum is above one lot (the seed's week has one).
    const withMinimum = (await offers(user)).find(
      (each) =>
        each.minLots > 1 &&
        !each.needsSecretKey &&
        isTradingTime(Date.parse(MONDAY), { window: serverDefaults.tradingWindows[each.market] }),
    );
    expect(withMinimum).toBeDefined();
    expect((await buy(user, { blockTradeId: withMinimum!.id, lots: withMinimum!.minLots - 1 })).body).toMatchObject({
      msg: 'error.quantity.belowMinimum',
      data: { min: withMinimum!.minLots },
    });
    expect((await buy(user, { blockTradeId: target.id, lots: target.remainingTodayLots + 1 })).body).toMatchObject({
      msg: 'error.buyQuota.insufficient',
      data: { max: target.remainingTodayLots },
    });
    // 1,000 cannot pay for the whole daily limit of any block.
    expect((await buy(user, { blockTradeId: target.id, lots: target.remainingTodayLots })).body.msg).toMatch(
      /^error\.balance\./,
    );
  });

  it('debits price × shares + fee and opens a position locked until the unlock; a close waits for it', async () => {
    server.clock.set(MONDAY);
    const user = await trader(server, '100000');
    const target = await nlOffer(user);
    const before = await wallet(server, user, target.currency);
    const lots = target.minLots;
    const reply = await buy(user, { blockTradeId: target.id, lots });
    expect(reply.body).toMatchObject({ status: 1, msg: 'success.blockTrade.buy' });
    const position = positionSchema.parse(reply.body.data);
    expect(position).toMatchObject({
      source: 'blockTrade',
      status: 'locked',
      direction: 'long',
      leverage: 1,
      lots,
      shares: lots * target.lotSize,
      openPrice: target.price,
      lockDays: target.lockDays,
    });
    expect(position.lockUntil).toBe(target.unlockAt);
    const cost = openingCost(target.price, lots * target.lotSize, 1, serverDefaults.feePct, target.currency as 'EUR');
    const after = await wallet(server, user, target.currency);
    expect(sub(before.available, after.available)).toBe(sub(add(cost.margin, cost.fee), 0));
    expect((await offer(user, target.id)).remainingTodayLots).toBe(target.remainingTodayLots - lots);

    const records = (await server.post('blockTrade/records', {}, user.headers)).body.data;
    expect(records).toMatchObject({ total: 1, items: [{ id: position.id, source: 'blockTrade' }] });

    tick(server);
    expect((await closeOf(server, user, position.id)).body.msg).toBe('error.position.locked');

    // The unlock (a Monday buy with a lock of N trading days) passes: holding, the user told, and closed by the ticket.
    server.clock.set(new Date(Date.parse(target.unlockAt) + 3_600_000).toISOString());
    await server.sweep();
    await relogin(server, user); // weeks later: the session has lapsed
    const shown = (await server.post('trade/position', { positionId: position.id }, user.headers)).body.data;
    expect(shown.status).toBe('holding');
    const notices = (await server.post('user/notice', {}, user.headers)).body.data as {
      kind?: string;
      params?: object;
    }[];
    expect(notices.filter((notice) => notice.kind === 'blockUnlocked')).toEqual([
      expect.objectContaining({ params: { positionId: position.id, name: expect.any(String), lots: String(lots) } }),
    ]);
    await server.sweep();
    tick(server);
    const closing = await closeOf(server, user, position.id);
    expect(closing.body.status, JSON.stringify(closing.body)).toBe(1);
    expect(['closed', 'closing']).toContain(closing.body.data.status);
    const again = (await server.post('user/notice', {}, user.headers)).body.data as { kind?: string }[];
    expect(again.filter((notice) => notice.kind === 'blockUnlocked')).toHaveLength(1);
    await expectLedgerOk(server);
    server.clock.set(MONDAY);
  });

  it('keeps to the daily limit until the next opening, where it starts again', async () => {
    server.clock.set(MONDAY);
    const user = await trader(server, '10000000');
    const target = await nlOffer(user, (each) => each.remainingTodayLots === each.dailyLimitLots);
    expect((await buy(user, { blockTradeId: target.id, lots: target.dailyLimitLots })).body.status).toBe(1);
    expect((await offer(user, target.id)).remainingTodayLots).toBe(0);
    expect((await buy(user, { blockTradeId: target.id, lots: target.minLots })).body).toMatchObject({
      msg: 'error.buyQuota.insufficient',
      data: { max: 0 },
    });
    server.clock.set('2026-11-24T07:30:00Z');
    expect((await offer(user, target.id)).remainingTodayLots).toBe(
      0 + (await offer(user, target.id)).remainingTodayLots,
    );
    server.clock.set(TUESDAY);
    const tuesday = await offer(user, target.id);
    expect(tuesday.day).toBe('2026-11-24');
    expect(tuesday.remainingTodayLots).toBe(Math.min(target.dailyLimitLots, tuesday.lotsLeft));
    server.clock.set(MONDAY);
  });

  it('makes one buy of 20 copies of one request id', async () => {
    server.clock.set(MONDAY);
    const user = await trader(server, '1000000');
    const target = await nlOffer(user);
    tick(server);
    const body = {
      requestId: randomUUID(),
      blockTradeId: target.id,
      lots: target.minLots,
      fundPassword: FUND_PASSWORD,
    };
    const replies = await Promise.all(
      Array.from({ length: 20 }, () => server.post('blockTrade/buy', body, user.headers)),
    );
    const ids = new Set(replies.filter((reply) => reply.body.status === 1).map((reply) => reply.body.data.id));
    expect(ids.size).toBe(1);
    expect((await server.post('blockTrade/records', {}, user.headers)).body.data.total).toBe(1);
  });

  it("refuses another user's block", async () => {
    server.clock.set(MONDAY);
    const owner = await trader(server, '100000');
    const stranger = await trader(server, '0');
    const target = await nlOffer(owner);
    const position = (await buy(owner, { blockTradeId: target.id, lots: target.minLots })).body.data;
    expect((await server.post('blockTrade/records', {}, stranger.headers)).body.data.total).toBe(0);
    expect((await server.post('trade/position', { positionId: position.id }, stranger.headers)).body.msg).toBe(
      'error.order.notFound',
    );
    tick(server);
    expect((await closeOf(server, stranger, position.id)).body.msg).toBe('error.order.notFound');
  });
});

describe('invitations', () => {
  it('shows the issuer, quota and expiry before the key; compares the key and brakes guessing', async () => {
    server.clock.set(MONDAY);
    const user = await trader(server, '1000000');
    const guesser = await trader(server, '1000000');
    const target = await nlOffer(user);
    const expiresAt = '2026-11-25T12:00:00Z';
    const invite = await server.admin('blockTrade/invite', {
      requestId: randomUUID(),
      blockTradeId: target.id,
      issuer: 'Noordzee Capital',
      quotaLots: target.minLots * 3,
      expiresAt,
    });
    expect(invite.body).toMatchObject({ status: 1, data: { blockTradeId: target.id } });
    const key: string = invite.body.data.key;
    expect(key).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    expect(
      (
        await server.admin('blockTrade/invite', {
          requestId: randomUUID(),
          blockTradeId: target.id,
          issuer: 'x',
          quotaLots: 1,
          expiresAt: '2026-11-20T00:00:00Z',
        })
      ).body,
    ).toMatchObject({ msg: 'error.validation.invalid', data: { field: 'expiresAt' } });

    const shown = await offer(user, target.id);
    expect(shown).toMatchObject({
      needsSecretKey: true,
      invitation: {
        issuer: 'Noordzee Capital',
        quotaLots: target.minLots * 3,
        lotsLeft: target.minLots * 3,
        expiresAt,
        state: 'valid',
      },
    });
    expect((await buy(user, { blockTradeId: target.id, lots: target.minLots })).body).toMatchObject({
      msg: 'error.validation.required',
      data: { field: 'secretKey' },
    });
    expect(
      (await buy(user, { blockTradeId: target.id, lots: target.minLots, secretKey: 'AAAA-BBBB-CCCC' })).body.msg,
    ).toBe('error.secretKey.mismatch');
    const typed = key.toLowerCase().replaceAll('-', ' ');
    const bought = await buy(user, { blockTradeId: target.id, lots: target.minLots, secretKey: typed });
    expect(bought.body.status, JSON.stringify(bought.body)).toBe(1);
    expect((await offer(user, target.id)).invitation?.lotsLeft).toBe(target.minLots * 2);

    // Guessing: a few wrong keys are answered, then the brake holds even the right one back.
    const answers: string[] = [];
    for (let guess = 0; guess < 12; guess += 1) {
      answers.push(
        (await buy(guesser, { blockTradeId: target.id, lots: target.minLots, secretKey: `WRNG-KEY${guess}-AAAA` })).body
          .msg,
      );
    }
    expect(answers.slice(0, 3)).toEqual(Array(3).fill('error.secretKey.mismatch'));
    expect(answers).toContain('error.request.tooFrequent');
    expect((await buy(guesser, { blockTradeId: target.id, lots: target.minLots, secretKey: key })).body.msg).toBe(
      'error.request.tooFrequent',
    );

    // Past its expiry the offer cannot be bought with the key any more.
    server.clock.set('2026-11-25T13:00:00Z');
    expect((await offer(user, target.id)).invitation?.state).toBe('expired');
    expect((await buy(user, { blockTradeId: target.id, lots: target.minLots, secretKey: key })).body.msg).toBe(
      'error.product.unavailable',
    );
    server.clock.set(MONDAY);
  });
});

describe('blockTrade/prints', () => {
  it("publishes a day's blocks the next trading day: price, every buyer's lots, discount and the day's close", async () => {
    server.clock.set(MONDAY);
    const user = await trader(server, '1000000');
    const target = await nlOffer(user);
    expect((await buy(user, { blockTradeId: target.id, lots: target.minLots })).body.status).toBe(1);
    const monday = (await server.post('blockTrade/prints', { market: 'nl', size: 100 }, user.headers)).body.data;
    expect(monday.items.some((print: { day: string }) => print.day === '2026-11-23')).toBe(false);

    server.clock.set(TUESDAY);
    const tuesday = (await server.post('blockTrade/prints', { market: 'nl', size: 100 }, user.headers)).body.data;
    for (const print of tuesday.items) blockPrintSchema.parse(print);
    expect(tuesday.items[0].day).toBe('2026-11-23');
    const ours = tuesday.items.find((print: { id: string }) => print.id === `${target.id}|2026-11-23`);
    expect(ours).toMatchObject({ price: target.price, discountPct: target.discountPct });
    expect(ours.lots).toBeGreaterThanOrEqual(target.minLots);
    expect(ours.publishedAt).toBe('2026-11-24T08:00:00Z');
    server.clock.set(MONDAY);
  });
});
