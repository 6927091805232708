import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts } from '../../db/coreSchema.ts';
import { post } from '../../core/ledger.ts';
import { wallets } from '../../db/schema.ts';
import { intradayRecords } from './schema.ts';
import { adjust, expectLedgerOk, FUND_PASSWORD, setFundPassword, wallet } from '../../testing/funds.ts';
import { startTestServer, type TestServer, type TestUser } from '../../testing/testServer.ts';
import type { TimedRegistry } from '../../timed/registry.ts';
import { INTRADAY_ORDER } from './catchUp.ts';

/**
 * Intraday applications over HTTP (api.md §4.9, products.md §4): the terms, the amount frozen,
 * every error key in the server's order, one running application at a time, the operator's
 * decision through the review registry (approve: the amount debited and the session set; reject:
 * a reason code, the amount released), notices, and another account's records refused.
 */
let server: TestServer;
let timed: TimedRegistry;

/** Monday 23 November 2026, 10:00 UTC: Amsterdam trades. */
const MONDAY = '2026-11-23T10:00:00Z';

beforeAll(async () => {
  server = await startTestServer({
    extraRoutes: (_app, deps) => {
      timed = deps.timed;
    },
  });
});
afterAll(async () => {
  await server?.close();
});

async function applicant(prefix = 'dagh', euros = '5000'): Promise<TestUser> {
  const user = await server.register(prefix);
  await setFundPassword(server, user);
  await adjust(server, user, 'EUR', euros);
  return user;
}

const apply = (user: TestUser, body: Record<string, unknown> = {}) =>
  server.post(
    'intraday/apply',
    { requestId: randomUUID(), amount: '2000', fundPassword: FUND_PASSWORD, ...body },
    user.headers,
  );

const decide = (id: string, decision: 'approve' | 'reject', remark?: string) =>
  server.admin('review/decide', {
    requestId: randomUUID(),
    entity: 'intraday',
    id,
    decision,
    ...(remark ? { remark } : {}),
  });

describe('intraday applications', () => {
  it('is a timed source at its place', () => {
    expect(timed.sources.find((item) => item.slice === 'intraday')?.order).toBe(INTRADAY_ORDER);
  });

  it('shows the terms and the rules before applying, and freezes the amount of an application', async () => {
    server.clock.set(MONDAY);
    const user = await applicant();
    const info = (await server.post('intraday/info', {}, user.headers)).body.data;
    expect(info).toMatchObject({
      open: true,
      currency: 'EUR',
      minAmount: '1000.00',
      maxAmount: '50000.00',
      rules: { multiplier: 5, dailyLossPct: '5', maxLossPct: '10', flattenBeforeCloseMinutes: 5 },
      latest: null,
    });
    const applied = await apply(user);
    expect(applied.body).toMatchObject({
      status: 1,
      msg: 'success.intraday.apply',
      data: { status: 'pending', amount: '2000.00', multiplier: 5, buyingPower: '10000.00', day: null },
    });
    expect(applied.body.data.orderNo).toMatch(/^I\d{20}$/);
    expect(await wallet(server, user, 'EUR')).toMatchObject({
      balance: '5000.00',
      frozen: '2000.00',
      available: '3000.00',
    });
    expect((await server.post('intraday/info', {}, user.headers)).body.data.latest.id).toBe(applied.body.data.id);
    await expectLedgerOk(server);
  });

  it('refuses in the server’s order: the fund password, a seat account, the hours, one at a time, the bounds, the funds', async () => {
    server.clock.set(MONDAY);
    const user = await applicant('regels', '1500');
    const key = async (body: Record<string, unknown> = {}) => {
      server.clock.advance(1000);
      return (await apply(user, body)).body.msg;
    };
    expect(await key({ fundPassword: '000000' })).toBe('error.fundPassword.wrong');
    await server.database.db.update(accounts).set({ isSeat: true }).where(eq(accounts.id, user.id));
    expect(await key()).toBe('error.account.alreadySeat');
    await server.database.db.update(accounts).set({ isSeat: false }).where(eq(accounts.id, user.id));
    server.clock.set('2026-11-22T10:00:00Z');
    expect(await key()).toBe('error.time.outsideTrading');
    server.clock.set(MONDAY);
    expect(await key({ amount: '999.99' })).toBe('error.amount.belowMinimum');
    expect(await key({ amount: '50000.01' })).toBe('error.amount.aboveMaximum');
    expect(await key({ amount: '2000' })).toBe('error.balance.insufficient');
    expect(await key({ amount: '1000' })).toBe('success.intraday.apply');
    expect(await key({ amount: '1000' })).toBe('error.intraday.activeExists');
  });

  it('makes one application of 20 copies of one request id', async () => {
    server.clock.set(MONDAY);
    const user = await applicant('kopie');
    const body = { requestId: randomUUID(), amount: '2000', fundPassword: FUND_PASSWORD };
    const replies = await Promise.all(
      Array.from({ length: 20 }, () => server.post('intraday/apply', body, user.headers)),
    );
    const ids = new Set(replies.map((reply) => reply.body.data?.id));
    expect(ids.size).toBe(1);
    expect((await server.post('intraday/records', {}, user.headers)).body.data.total).toBe(1);
    expect(await wallet(server, user, 'EUR')).toMatchObject({ frozen: '2000.00' });
  });

  it('approved: the frozen amount is debited, the session set, a notice sent; decided once', async () => {
    server.clock.set(MONDAY);
    const user = await applicant('goed');
    const { id } = (await apply(user)).body.data;
    const pending = (await server.admin('review/list', { entity: 'intraday', account: user.account })).body.data;
    expect(pending.items).toHaveLength(1);
    expect(pending.items[0]).toMatchObject({ id, account: user.account, status: 'pending' });
    const approved = await decide(id, 'approve');
    expect(approved.body.data).toMatchObject({ id, status: 'approved', day: '2026-11-23', rejectReason: null });
    expect((await decide(id, 'approve')).body.msg).toBe('error.order.notInReview');
    expect(await wallet(server, user, 'EUR')).toMatchObject({ balance: '3000.00', frozen: '0.00' });
    // The intraday account: a sub-account of the user, credited with the amount, that cannot log in.
    const [record] = await server.database.db.select().from(intradayRecords).where(eq(intradayRecords.id, id));
    const [sub] = await server.database.db.select().from(accounts).where(eq(accounts.id, record!.subAccountId!));
    expect(sub).toMatchObject({ ownerId: user.id, passwordHash: null });
    const [subWallet] = await server.database.db.select().from(wallets).where(eq(wallets.accountId, sub!.id));
    expect(subWallet).toMatchObject({ currency: 'EUR', balance: '2000.000000', frozen: '0.000000' });
    expect((await server.post('user/login', { account: sub!.account, password: 'Tulip-Canal-42' })).body.msg).toBe(
      'error.login.wrongCredentials',
    );
    expect((await server.admin('account/get', { account: sub!.account })).body.msg).toBe('error.account.notFound');
    const notices = (await server.post('user/notice', {}, user.headers)).body.data;
    expect(notices[0]).toMatchObject({
      kind: 'intradayApproved',
      params: { recordId: id, amount: '2000.00', currency: 'EUR', buyingPower: '10000.00', day: '2026-11-23' },
    });
    // After the close, an approval trades the next session.
    server.clock.set('2026-11-23T17:00:00Z');
    const late = await applicant('laat');
    server.clock.set('2026-11-23T15:00:00Z');
    const lateId = (await apply(late)).body.data.id;
    server.clock.set('2026-11-23T17:00:00Z');
    expect((await decide(lateId, 'approve')).body.data.day).toBe('2026-11-24');
    await expectLedgerOk(server);
  });

  it('rejected with a reason code: the amount released, the reason shown to the user', async () => {
    server.clock.set(MONDAY);
    const user = await applicant('nee');
    const { id } = (await apply(user)).body.data;
    expect((await decide(id, 'reject', 'geen idee')).body).toMatchObject({
      status: 0,
      msg: 'error.validation.invalid',
      data: { field: 'remark', rule: 'enum' },
    });
    const rejected = await decide(id, 'reject', 'experience');
    expect(rejected.body.data).toMatchObject({ status: 'rejected', rejectReason: 'experience', day: null });
    expect(await wallet(server, user, 'EUR')).toMatchObject({ balance: '5000.00', frozen: '0.00' });
    const detail = (await server.post('intraday/detail', { id }, user.headers)).body.data;
    expect(detail).toMatchObject({ status: 'rejected', rejectReason: 'experience' });
    const notices = (await server.post('user/notice', {}, user.headers)).body.data;
    expect(notices[0]).toMatchObject({ kind: 'intradayRejected', params: { recordId: id, reason: 'experience' } });
    // A new application may follow the rejected one.
    server.clock.advance(1000);
    expect((await apply(user)).body.status).toBe(1);
    await expectLedgerOk(server);
  });

  it('lists the account’s applications newest first, by status, never another account’s', async () => {
    server.clock.set(MONDAY);
    const user = await applicant('lijst');
    const other = await applicant('ander');
    const first = (await apply(user)).body.data.id;
    await decide(first, 'reject', 'riskProfile');
    server.clock.advance(1000);
    const second = (await apply(user)).body.data.id;
    const page = (await server.post('intraday/records', {}, user.headers)).body.data;
    expect(page.items.map((item: { id: string }) => item.id)).toEqual([second, first]);
    const rejected = (await server.post('intraday/records', { status: 'rejected' }, user.headers)).body.data;
    expect(rejected.items.map((item: { id: string }) => item.id)).toEqual([first]);
    expect((await server.post('intraday/records', {}, other.headers)).body.data.total).toBe(0);
    expect((await server.post('intraday/detail', { id: first }, other.headers)).body.msg).toBe('error.order.notFound');
    expect((await server.post('intraday/records', {})).http).toBe(401);
  });
});

describe('the intraday account, traded through the same ticket (book intraday)', () => {
  const order = (user: TestUser, body: Record<string, unknown> = {}) =>
    server.post(
      'trade/order',
      {
        requestId: randomUUID(),
        stockId: 'nl-INGA',
        direction: 'long',
        priceType: 'market',
        lots: 100,
        fundPassword: FUND_PASSWORD,
        book: 'intraday',
        ...body,
      },
      user.headers,
    );

  it('opens and closes positions with the account’s money, at its leverage, without a sell lock', async () => {
    server.clock.set(MONDAY);
    const user = await applicant('handel');
    const { id } = (await apply(user)).body.data;
    expect((await order(user)).body.msg).toBe('error.product.unavailable');
    await decide(id, 'approve');
    const [record] = await server.database.db.select().from(intradayRecords).where(eq(intradayRecords.id, id));
    const subWallet = async () =>
      (await server.database.db.select().from(wallets).where(eq(wallets.accountId, record!.subAccountId!)))[0]!;

    server.clock.advance(60_000);
    const opened = await order(user);
    expect(opened.body).toMatchObject({ status: 1, data: { source: 'intraday', leverage: 5, status: 'holding' } });
    const position = opened.body.data;
    const live = (await server.post('intraday/account', {}, user.headers)).body.data;
    expect(live).toMatchObject({
      record: { id, status: 'approved' },
      trading: true,
      flattenAt: '2026-11-23T16:25:00Z',
      previewAt: '2026-11-23T16:15:00Z',
      closeAt: '2026-11-23T16:30:00Z',
      meter: { dayLimit: '100.00', maxLimit: '200.00', breach: null },
    });
    expect(Number(live.buyingPowerLeft)).toBeCloseTo(Number(live.available) * 5, 2);
    // The intraday account paid the margin and the fee; the user's own wallet did not move, and
    // the user's total counts the intraday account's cash and position.
    expect(await wallet(server, user, 'EUR')).toMatchObject({ balance: '3000.00', frozen: '0.00' });
    const total = Number((await wallet(server, user, 'EUR')).totalAssets);
    expect(total).toBeGreaterThan(4990);
    expect(total).toBeLessThan(5000);
    const paid = Number((await subWallet()).balance);
    expect(paid).toBeLessThan(2000);
    expect((await server.post('trade/positions', { book: 'intraday' }, user.headers)).body.data.total).toBe(1);
    expect((await server.post('trade/positions', {}, user.headers)).body.data.total).toBe(0);

    // Another user cannot read or close it; its owner closes it at once (no sell lock).
    const stranger = await applicant('vreemd');
    expect(
      (await server.post('trade/close', { requestId: randomUUID(), positionId: position.id }, stranger.headers)).body
        .msg,
    ).toBe('error.order.notFound');
    server.clock.advance(60_000);
    const closed = await server.post('trade/close', { requestId: randomUUID(), positionId: position.id }, user.headers);
    expect(closed.body).toMatchObject({ status: 1, data: { status: 'closed' } });
    expect(Number((await subWallet()).balance)).toBeGreaterThan(paid);
    expect(await wallet(server, user, 'EUR')).toMatchObject({ balance: '3000.00' });
    await expectLedgerOk(server);
  });

  it('takes orders until the flatten, five minutes before the close, and not before its session', async () => {
    server.clock.set('2026-11-23T15:00:00Z');
    const user = await applicant('laatst');
    const { id } = (await apply(user)).body.data;
    await decide(id, 'approve');
    server.clock.set('2026-11-23T16:25:00Z');
    expect((await order(user)).body.msg).toBe('error.time.outsideTrading');
    // Approved after the close: it trades the next session.
    server.clock.set('2026-11-23T15:30:00Z');
    const next = await applicant('morgen');
    const nextId = (await apply(next)).body.data.id;
    server.clock.set('2026-11-23T17:00:00Z');
    await decide(nextId, 'approve');
    server.clock.set('2026-11-23T16:10:00Z');
    expect((await order(next)).body.msg).toBe('error.time.outsideTrading');
  });
});

describe('the intraday day: preview, flatten, loss limits, settlement', () => {
  const order = (user: TestUser, lots = 100) =>
    server.post(
      'trade/order',
      {
        requestId: randomUUID(),
        stockId: 'nl-INGA',
        direction: 'long',
        priceType: 'market',
        lots,
        fundPassword: FUND_PASSWORD,
        book: 'intraday',
      },
      user.headers,
    );

  async function approvedTrader(prefix: string, lots = 100) {
    server.clock.set(MONDAY);
    const user = await applicant(prefix);
    const { id } = (await apply(user)).body.data;
    await decide(id, 'approve');
    server.clock.advance(60_000);
    const opened = await order(user, lots);
    expect(opened.body.status).toBe(1);
    return { user, id, positionId: opened.body.data.id as string };
  }

  it('tells the flatten 15 minutes before, flattens 5 minutes before the close and settles at the close', async () => {
    const { user, id, positionId } = await approvedTrader('dag');
    server.clock.set('2026-11-23T16:20:00Z');
    await server.post('intraday/info', {}, user.headers);
    let notices = (await server.post('user/notice', {}, user.headers)).body.data;
    expect(notices[0]).toMatchObject({ kind: 'intradayPreview', params: { recordId: id } });

    server.clock.set('2026-11-23T16:40:00Z');
    const record = (await server.post('intraday/detail', { id }, user.headers)).body.data;
    expect(record.settledAt).toBe('2026-11-23T16:30:00Z');
    const position = (await server.post('trade/position', { positionId }, user.headers)).body.data;
    expect(position).toMatchObject({ status: 'closed', remark: 'flattened' });
    expect(position.closedAt).toBe('2026-11-23T16:25:00Z');
    // The session report's trades; another user's are not found.
    const trades = (await server.post('intraday/trades', { id }, user.headers)).body.data;
    expect(trades.items.map((trade: { id: string }) => trade.id)).toEqual([positionId]);
    const stranger = await applicant('ander2');
    expect((await server.post('intraday/trades', { id }, stranger.headers)).body.msg).toBe('error.order.notFound');
    // The meter's history: a point at each catch-up that ran the check, at most every five minutes.
    const history = (await server.post('intraday/meter', { id }, user.headers)).body.data;
    expect(history.length).toBeGreaterThan(0);
    expect(history[0]).toEqual({
      at: expect.any(String),
      equity: expect.any(String),
      dayLoss: expect.any(String),
      totalLoss: expect.any(String),
    });
    expect((await server.post('intraday/meter', { id }, stranger.headers)).body.msg).toBe('error.order.notFound');
    const { credit, realisedPnl, fees, protectedLoss } = record.settlement;
    expect(protectedLoss).toBe('0.00');
    expect(Number(credit)).toBeCloseTo(2000 + Number(realisedPnl) - Number(fees), 2);
    expect(record.profit).toBe((Number(credit) - 2000).toFixed(2));
    expect(await wallet(server, user, 'EUR')).toMatchObject({
      balance: (3000 + Number(credit)).toFixed(2),
      frozen: '0.00',
    });
    notices = (await server.post('user/notice', {}, user.headers)).body.data;
    expect(notices[0]).toMatchObject({ kind: 'intradaySettled', params: { recordId: id, credit, currency: 'EUR' } });
    // Settled: a new application may follow, and the book takes no more orders.
    expect((await order(user)).body.msg).toBe('error.product.unavailable');
    await expectLedgerOk(server);
    // The ledger's proof reads the settlement against its entries: a credit the entries lack is found.
    await server.database.db
      .update(intradayRecords)
      .set({ credit: sql`${intradayRecords.credit} + 1` })
      .where(eq(intradayRecords.id, id));
    const proof = (await server.admin('ledger/verify', {})).body.data;
    expect(proof.ok).toBe(false);
    expect(JSON.stringify(proof)).toContain('lacks its settlement');
    await server.database.db
      .update(intradayRecords)
      .set({ credit: sql`${intradayRecords.credit} - 1` })
      .where(eq(intradayRecords.id, id));
    await expectLedgerOk(server);
  });

  it('closes everything and ends the day when a loss limit is reached, then settles', async () => {
    const { user, id, positionId } = await approvedTrader('verlies');
    const [record] = await server.database.db.select().from(intradayRecords).where(eq(intradayRecords.id, id));
    // A loss of 150 on 2000 (the daily limit is 5 %: 100), as the market could have brought.
    await server.database.db.transaction((tx) =>
      post(tx, {
        accountId: record!.subAccountId!,
        currency: 'EUR',
        amount: '-150',
        type: 'adjustment',
        at: server.clock.now(),
      }),
    );
    server.clock.advance(60_000);
    await server.post('intraday/info', {}, user.headers);
    const position = (await server.post('trade/position', { positionId }, user.headers)).body.data;
    expect(position).toMatchObject({ status: 'closed', remark: 'lossLimit' });
    const detail = (await server.post('intraday/detail', { id }, user.headers)).body.data;
    expect(detail.settledAt).not.toBeNull();
    const kinds = (await server.post('user/notice', {}, user.headers)).body.data.map((n: { kind: string }) => n.kind);
    expect(kinds.slice(0, 2).sort()).toEqual(['intradayLimitReached', 'intradaySettled']);
    await expectLedgerOk(server);
  });
});
