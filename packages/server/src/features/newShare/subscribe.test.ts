import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { newShareRecordSchema } from '@broker/contract';
import { newShareRecords } from '../../db/schema.ts';
import { expectLedgerOk, FUND_PASSWORD, tick, wallet } from '../../testing/funds.ts';
import {
  cancelFor,
  detailOf,
  openOffering,
  payFor,
  recordsOf,
  subscribed,
  subscribeTo,
} from '../../testing/newShare.ts';
import { startTestServer, type TestServer } from '../../testing/testServer.ts';
import { trader } from '../../testing/trading.ts';
import { offeringOf } from './offerings.ts';

/** Monday 23 November 2026, 11:00 in Amsterdam: offerings of every kind are open. */
const MONDAY = '2026-11-23T10:00:00Z';
const NOW = Date.parse(MONDAY);
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ now: MONDAY });
});
afterAll(async () => {
  if (server) await expectLedgerOk(server);
  await server?.close();
});

const keyOf = (reply: { body: { msg: string } }) => reply.body.msg;
const subscription = () => openOffering(NOW, { kind: 'subscription' });
const auction = () => openOffering(NOW, { kind: 'auction' });
const placement = () => openOffering(NOW, { kind: 'placement' });

describe('newShare/subscribe: every error key, in the check order', () => {
  it('needs a session on every call of the slice', async () => {
    for (const path of [
      'newShare/detail',
      'newShare/subscribe',
      'newShare/cancel',
      'newShare/records',
      'newShare/pay',
    ]) {
      expect((await server.post(path, {})).http, path).toBe(401);
    }
  });

  it('answers fields first, then restrictions, the fund password, the offering, time, uniqueness, bounds and funds', async () => {
    server.clock.set(MONDAY);
    const user = await trader(server, '500');
    const send = async (body: Record<string, unknown>) => {
      tick(server);
      return subscribeTo(server, user, body);
    };
    const open = subscription();
    // Fields, each with its field.
    expect((await send({ newShareId: open.id, lots: 0 })).body).toMatchObject({
      msg: 'error.validation.invalid',
      data: { field: 'lots' },
    });
    expect((await send({ newShareId: open.id, lots: open.maxLots + 1 })).body).toMatchObject({
      msg: 'error.validation.invalid',
      data: { field: 'lots', rule: 'max' },
    });
    expect((await send({ newShareId: open.id, fundPassword: '' })).body).toMatchObject({
      msg: 'error.validation.required',
      data: { field: 'fundPassword' },
    });
    const bid = auction();
    expect((await send({ newShareId: bid.id, lots: bid.minLots })).body).toMatchObject({
      msg: 'error.validation.required',
      data: { field: 'bidPrice' },
    });
    expect((await send({ newShareId: bid.id, lots: bid.minLots, bidPrice: '1.00' })).body).toMatchObject({
      msg: 'error.validation.invalid',
      data: { field: 'bidPrice', rule: 'min' },
    });
    const placed = placement();
    expect((await send({ newShareId: placed.id })).body).toMatchObject({
      msg: 'error.validation.required',
      data: { field: 'level' },
    });
    expect((await send({ newShareId: placed.id, level: 9 })).body).toMatchObject({
      msg: 'error.validation.invalid',
      data: { field: 'level', rule: 'enum' },
    });
    // The account's restrictions, then the fund password, then the offering.
    await server.admin('account/update', { account: user.account, restrictions: ['tradeBanned'] });
    expect(keyOf(await send({ newShareId: 'ns-nl-0-7', fundPassword: '000000' }))).toBe('error.account.tradeBanned');
    await server.admin('account/update', { account: user.account, restrictions: [] });
    expect(keyOf(await send({ newShareId: 'ns-nl-0-7', fundPassword: '000000' }))).toBe('error.fundPassword.wrong');
    expect(keyOf(await send({ newShareId: 'ns-nl-0-7' }))).toBe('error.product.unavailable');
    expect(keyOf(await send({ newShareId: 'nl-INGA' }))).toBe('error.product.unavailable');
    // Time: not open yet, ended.
    const upcoming = offeringOf('dutch-stocks', open.market, Number(open.id.split('-')[2]) + 1, 0);
    expect(keyOf(await send({ newShareId: upcoming.id }))).toBe('error.subscription.notOpen');
    const past = offeringOf('dutch-stocks', open.market, Number(open.id.split('-')[2]) - 1, 0);
    expect(keyOf(await send({ newShareId: past.id }))).toBe('error.subscription.ended');
    // Bounds: an auction's minimum lots, a placement level's minimum amount, a placement's lots left.
    expect((await send({ newShareId: bid.id, lots: 1, bidPrice: bid.issuePrice })).body).toMatchObject({
      msg: 'error.quantity.belowMinimum',
      data: { min: bid.minLots },
    });
    expect((await send({ newShareId: placed.id, level: 3 })).body).toMatchObject({
      msg: 'error.amount.belowMinimum',
      data: { min: '25000.00', currency: placed.currency },
    });
    // The placement closing today has fewer lots left than one may ask for.
    const closing = openOffering(NOW, { kind: 'placement', not: [placed.id] });
    const left = (await detailOf(server, user, closing.id)).placement!.lotsLeft;
    expect(left).toBeLessThan(closing.maxLots);
    expect((await send({ newShareId: closing.id, level: 1, lots: left + 1 })).body).toMatchObject({
      msg: 'error.allocation.failed',
      data: { max: left },
    });
    // Funds: more than the balance, then more than what is available.
    const price = Number(open.issuePrice);
    expect(keyOf(await send({ newShareId: open.id, lots: Math.ceil(600 / price) }))).toBe('error.balance.insufficient');
    const first = await subscribed(server, user, { newShareId: bid.id, lots: bid.minLots, bidPrice: bid.issuePrice });
    const lots = Math.floor(500 / price);
    expect(lots * price).toBeGreaterThan(500 - Number(first.amount));
    expect(keyOf(await send({ newShareId: open.id, lots }))).toBe('error.balance.availableInsufficient');
    // Uniqueness: one live subscription per offering.
    expect(keyOf(await send({ newShareId: bid.id, lots: bid.minLots, bidPrice: bid.issuePrice }))).toBe(
      'error.newShare.alreadySubscribed',
    );
  });

  it('checks the fund password through the account’s brake: not set, then a wrong one', async () => {
    server.clock.set(MONDAY);
    const user = await trader(server, '5000', { fundPassword: false });
    expect(keyOf(await subscribeTo(server, user, { newShareId: subscription().id }))).toBe('error.fundPassword.notSet');
  });
});

describe('a subscription: freeze, records, withdrawal, idempotency', () => {
  it('freezes the amount, lists the record and withdraws it until the close', async () => {
    server.clock.set(MONDAY);
    const user = await trader(server, '10000');
    const open = subscription();
    const before = await wallet(server, user, open.currency);
    const record = await subscribed(server, user, { newShareId: open.id, lots: 3 });
    expect(newShareRecordSchema.parse(record)).toMatchObject({
      newShareId: open.id,
      status: 'drawing',
      lots: 3,
      price: open.issuePrice,
      frozen: record.amount,
      autoPay: false,
      ticket: null,
    });
    expect(Number(record.amount)).toBeCloseTo(3 * Number(open.issuePrice), 2);
    expect(record.orderNo).toMatch(/^N\d{20}$/);
    const frozen = await wallet(server, user, open.currency);
    expect(Number(frozen.frozen) - Number(before.frozen)).toBeCloseTo(Number(record.amount), 2);
    expect((await detailOf(server, user, open.id)).record?.id).toBe(record.id);
    expect((await recordsOf(server, user, { status: 'drawing' })).map((item) => item.id)).toContain(record.id);
    expect(await recordsOf(server, user, { status: 'won' })).toEqual([]);
    // Withdrawn: released, waived with its withdrawal time; a second withdrawal is refused.
    tick(server);
    const cancelled = await cancelFor(server, user, record.id);
    expect(cancelled.body).toMatchObject({
      msg: 'success.newShare.cancel',
      data: { status: 'waived', frozen: '0.00', cancelledAt: expect.any(String) },
    });
    expect(await wallet(server, user, open.currency)).toEqual(before);
    tick(server);
    expect(keyOf(await cancelFor(server, user, record.id))).toBe('error.order.notSubscription');
    // After a withdrawal the offering may be subscribed again; the withdrawal is no waiver.
    const again = await subscribed(server, user, { newShareId: open.id, lots: 1 });
    expect(again.id).not.toBe(record.id);
    expect((await detailOf(server, user, open.id)).waivers.count).toBe(0);
    // After the close, a withdrawal is too late.
    server.clock.set(open.subscribeEndMs + 1000);
    expect(keyOf(await cancelFor(server, user, again.id))).toBe('error.subscription.ended');
    server.clock.set(MONDAY);
  });

  it('refuses another user’s record and a record that is not due for payment', async () => {
    server.clock.set(MONDAY);
    const owner = await trader(server, '10000');
    const other = await trader(server, '10000');
    const record = await subscribed(server, owner, { newShareId: subscription().id, lots: 1 });
    tick(server);
    expect(keyOf(await cancelFor(server, other, record.id))).toBe('error.order.notFound');
    expect(keyOf(await payFor(server, other, record.id))).toBe('error.order.notFound');
    expect(keyOf(await payFor(server, owner, record.id))).toBe('error.order.notSubscription');
    expect(keyOf(await payFor(server, owner, record.id, { fundPassword: undefined }))).toBe(
      'error.validation.required',
    );
    tick(server);
    expect(keyOf(await payFor(server, owner, record.id, { fundPassword: '000000' }))).toBe('error.fundPassword.wrong');
    expect((await recordsOf(server, other)).map((item) => item.id)).not.toContain(record.id);
    expect(keyOf(await server.post('newShare/detail', { newShareId: 'ns-xx-1-0' }, owner.headers))).toBe(
      'error.product.unavailable',
    );
  });

  it('makes a subscription once per request id: a repeat gets the same record, another body a conflict', async () => {
    server.clock.set(MONDAY);
    const user = await trader(server, '10000');
    const body = { requestId: randomUUID(), newShareId: subscription().id, lots: 2, fundPassword: FUND_PASSWORD };
    const first = await server.post('newShare/subscribe', body, user.headers);
    const repeat = await server.post('newShare/subscribe', body, user.headers);
    expect(first.body.status).toBe(1);
    expect(repeat.body).toEqual(first.body);
    expect(keyOf(await server.post('newShare/subscribe', { ...body, lots: 3 }, user.headers))).toBe(
      'error.request.idConflict',
    );
  });

  it('makes one record of 20 parallel subscriptions of one account', async () => {
    server.clock.set(MONDAY);
    const user = await trader(server, '100000');
    const open = subscription();
    const replies = await Promise.all(
      Array.from({ length: 20 }, () => subscribeTo(server, user, { newShareId: open.id, lots: 2 })),
    );
    const refusals = ['error.funds.busy', 'error.request.tooFrequent', 'error.newShare.alreadySubscribed'];
    for (const { body } of replies) expect(body.status === 1 || refusals.includes(body.msg), body.msg).toBe(true);
    expect(replies.filter(({ body }) => body.status === 1)).toHaveLength(1);
    const rows = await server.database.db.select().from(newShareRecords).where(eq(newShareRecords.accountId, user.id));
    expect(rows).toHaveLength(1);
    expect(Number((await wallet(server, user, open.currency)).frozen)).toBeCloseTo(Number(rows[0]!.amount), 2);
  });
});
