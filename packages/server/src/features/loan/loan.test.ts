import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { add, dayInterest, roundMoney, sum } from '@broker/domain';
import type { Db } from '../../db/open.ts';
import { AccountLock } from '../../http/accountLock.ts';
import type { RouteDeps } from '../../http/routes.ts';
import {
  addCard,
  adjust,
  expectLedgerOk,
  FUND_PASSWORD,
  randomCardNumber,
  setFundPassword,
  verifyRealName,
  wallet,
} from '../../testing/funds.ts';
import { startTestServer, type TestServer, type TestUser } from '../../testing/testServer.ts';
import { relogin } from '../../testing/trading.ts';
import type { TimedRegistry } from '../../timed/registry.ts';
import { borrowLoan } from './borrow.ts';
import { LOAN_ORDER } from './catchUp.ts';
import { repayLoan } from './repay.ts';
import { loanInterestDays, loans } from './schema.ts';

/**
 * Credit loans over HTTP (api.md §4.10, products.md §5, issue #29) on a moved clock: the quota
 * from the credit score, the sheet before borrowing, every rule and error key in the server's
 * order, the operator's decision through the review registry, the days' interest booked at each
 * day's end however late anyone looks, repayments in parts to the settlement, the overdue rule
 * applied by the clock, the notices, one loan per request id, another user's loan refused, and the
 * ledger proving every step (a tampered loan is found).
 */
let server: TestServer;
let timed: TimedRegistry;
let accountLock: AccountLock;
let routeDeps: RouteDeps;

/** Monday 23 November 2026, 10:00 UTC (11:00 in Amsterdam). */
const MONDAY = '2026-11-23T10:00:00Z';
const DAY = 86_400_000;

beforeAll(async () => {
  server = await startTestServer({
    now: MONDAY,
    extraRoutes: (_app, deps) => {
      timed = deps.timed;
      accountLock = deps.accountLock;
      routeDeps = deps;
    },
  });
});
afterAll(async () => {
  await server?.close();
});

/** A user whose identity is verified, with a fund password and `euros` in the wallet. */
async function borrower(prefix = 'lener', euros = '100'): Promise<TestUser> {
  const user = await server.register(prefix);
  await verifyRealName(server, user);
  await setFundPassword(server, user);
  if (euros !== '0') await adjust(server, user, 'EUR', euros);
  return user;
}

const borrow = (user: TestUser, body: Record<string, unknown> = {}) => {
  server.clock.advance(1000);
  return server.post('loan/borrow', { requestId: randomUUID(), amount: '1000', ...body }, user.headers);
};

const repay = (user: TestUser, loanId: string, amount: string, body: Record<string, unknown> = {}) => {
  server.clock.advance(1000);
  return server.post(
    'loan/repay',
    { requestId: randomUUID(), loanId, amount, fundPassword: FUND_PASSWORD, ...body },
    user.headers,
  );
};

const decide = (id: string, decision: 'approve' | 'reject', remark?: string) =>
  server.admin('review/decide', {
    requestId: randomUUID(),
    entity: 'loan',
    id,
    decision,
    ...(remark ? { remark } : {}),
  });

const detail = async (user: TestUser, id: string) => (await server.post('loan/detail', { id }, user.headers)).body.data;
const notices = async (user: TestUser) =>
  (
    (await server.post('user/notice', {}, user.headers)).body.data as {
      kind?: string;
      params?: object;
      createdAt: string;
    }[]
  ).filter((notice) => notice.kind);

/** A loan of `amount` asked for and approved now; its id. */
async function approvedLoan(user: TestUser, amount = '1000'): Promise<string> {
  const asked = await borrow(user, { amount });
  expect(asked.body.status).toBe(1);
  expect((await decide(asked.body.data.id, 'approve')).body.status).toBe(1);
  return asked.body.data.id as string;
}

/** The interest the days book on one principal at the given rates, from no carry (the domain's rule). */
function expectedInterest(principal: string, rates: readonly string[]): string {
  let remainder = '0';
  const booked = rates.map((rate) => {
    const day = dayInterest(principal, rate, remainder);
    remainder = day.remainder;
    return day.interest;
  });
  return roundMoney(sum(booked), 'EUR');
}

describe('credit loans: terms, quota and the sheet before borrowing', () => {
  it('is a timed source after trading, and the loan review is served', () => {
    expect(timed.sources.find((source) => source.slice === 'loan')?.order).toBe(LOAN_ORDER);
    expect(LOAN_ORDER).toBeGreaterThan(timed.sources.find((source) => source.slice === 'trading')!.order);
  });

  it('shows the quota from the credit score, the terms and the overdue rule', async () => {
    server.clock.set(MONDAY);
    const user = await borrower('info');
    const info = (await server.post('loan/info', {}, user.headers)).body;
    expect(info).toMatchObject({ status: 1, msg: 'success.ok' });
    expect(info.data).toEqual({
      currency: 'EUR',
      creditScore: 100,
      minCreditScore: 60,
      quota: '10000.00',
      available: '10000.00',
      borrowed: '0.00',
      minAmount: '100.00',
      termDays: 30,
      ratePct: '9.90',
      aprPct: '10.51',
      overdueRatePct: '13.90',
      overdueSurchargePct: '4.00',
      dueSoonDays: 3,
      hasPending: false,
      hasUnsettled: false,
      latest: null,
    });
  });

  it('draws the sheet: amount, term, interest, APR, total repayable and cost per day', async () => {
    server.clock.set(MONDAY);
    const user = await borrower('blad');
    const preview = async (amount: string) => (await server.post('loan/preview', { amount }, user.headers)).body;
    expect((await preview('1000')).data).toEqual({
      currency: 'EUR',
      amount: '1000.00',
      termDays: 30,
      ratePct: '9.90',
      aprPct: '10.51',
      interest: '8.25',
      totalRepayable: '1008.25',
      costPerDay: '0.2750',
      overdueRatePct: '13.90',
      overdueCostPerDay: '0.3861',
    });
    expect((await preview('99.99')).msg).toBe('error.amount.belowMinimum');
    expect(await preview('10000.01')).toMatchObject({
      msg: 'error.credit.quotaInsufficient',
      data: { max: '10000.00', currency: 'EUR' },
    });
    expect(await preview('1,5')).toMatchObject({ msg: 'error.validation.invalid', data: { field: 'amount' } });
    // The operator lowers the score below 60: no quota, nothing may be borrowed.
    await server.admin('account/credit', {
      requestId: randomUUID(),
      account: user.account,
      op: 'subtract',
      points: 41,
    });
    expect((await preview('1000')).msg).toBe('error.creditScore.insufficient');
    expect((await server.post('loan/info', {}, user.headers)).body.data).toMatchObject({
      creditScore: 59,
      quota: '0.00',
    });
    expect((await borrow(user)).body).toMatchObject({ msg: 'error.creditScore.insufficient', data: { min: 60 } });
  });
});

describe('borrowing', () => {
  it('asks for a loan: pending review, nothing credited yet', async () => {
    server.clock.set(MONDAY);
    const user = await borrower('vraag');
    const asked = await borrow(user, { amount: '2500' });
    expect(asked.body).toMatchObject({
      status: 1,
      msg: 'success.loan.borrow',
      data: {
        currency: 'EUR',
        amount: '2500.00',
        ratePct: '9.90',
        overdueRatePct: '13.90',
        termDays: 30,
        status: 'pending',
        rejectReason: null,
        decidedAt: null,
        dueAt: null,
        interest: '0.00',
        repaid: '0.00',
        outstanding: '0.00',
        principalOutstanding: '0.00',
        costPerDay: '0.6875',
        overdue: false,
        settledAt: null,
      },
    });
    expect(asked.body.data.orderNo).toMatch(/^L\d{20}$/);
    expect(await wallet(server, user, 'EUR')).toMatchObject({ balance: '100.00', borrowed: '0.00' });
    const info = (await server.post('loan/info', {}, user.headers)).body.data;
    expect(info).toMatchObject({ hasPending: true, hasUnsettled: false, latest: { id: asked.body.data.id } });
    await expectLedgerOk(server);
  });

  it('refuses in the server’s order: fields, restrictions, identity, one loan at a time, minimum, score, quota', async () => {
    server.clock.set(MONDAY);
    const unverified = await server.register('onbekend');
    expect((await borrow(unverified)).body.msg).toBe('error.realName.required');
    const user = await borrower('regels');
    const key = async (body: Record<string, unknown> = {}) => (await borrow(user, body)).body.msg;
    expect(await key({ amount: '' })).toBe('error.validation.required');
    expect(await key({ amount: '12.345' })).toBe('error.validation.invalid');
    expect((await server.post('loan/borrow', { amount: '1000' }, user.headers)).body.msg).toBe(
      'error.validation.required',
    );
    await server.admin('account/update', { account: user.account, restrictions: ['frozen'] });
    expect(await key({ amount: '50' })).toBe('error.account.frozen');
    await server.admin('account/update', { account: user.account, restrictions: [] });
    expect(await key({ amount: '50' })).toBe('error.amount.belowMinimum');
    expect(await key({ amount: '10000.01' })).toBe('error.credit.quotaInsufficient');
    // The account lock held by another money call: funds.busy at once.
    const busy = await accountLock.run(user.id, () => borrow(user));
    expect(busy.body.msg).toBe('error.funds.busy');
    const first = await borrow(user, { amount: '10000' });
    expect(first.body.status).toBe(1);
    expect(await key({ amount: '50' })).toBe('error.loan.pendingReview');
    await decide(first.body.data.id, 'approve');
    expect(await key({ amount: '50' })).toBe('error.loan.unsettled');
    expect(await key({ amount: '100' })).toBe('error.loan.unsettled');
    expect((await server.post('loan/info', {}, user.headers)).body.data).toMatchObject({
      quota: '10000.00',
      borrowed: '10000.00',
      available: '0.00',
      hasPending: false,
      hasUnsettled: true,
    });
  });

  it('makes one loan of 20 copies of one request id', async () => {
    server.clock.set(MONDAY);
    const user = await borrower('kopie');
    const body = { requestId: randomUUID(), amount: '1500' };
    const replies = await Promise.all(Array.from({ length: 20 }, () => server.post('loan/borrow', body, user.headers)));
    expect(replies.every((reply) => reply.body.status === 1)).toBe(true);
    expect(new Set(replies.map((reply) => reply.body.data.id)).size).toBe(1);
    expect((await server.post('loan/records', {}, user.headers)).body.data.total).toBe(1);
    // The same id later answers the same loan, whatever it has become.
    await decide(replies[0]!.body.data.id, 'approve');
    server.clock.advance(1000);
    const again = await server.post('loan/borrow', body, user.headers);
    expect(again.body.data).toMatchObject({ id: replies[0]!.body.data.id });
    expect(await wallet(server, user, 'EUR')).toMatchObject({ balance: '1600.00' });
  });
});

describe('the operator’s review (entity loan)', () => {
  it('lists pending loans with the score and quota, approves once: the amount credited, due after the term, told', async () => {
    server.clock.set(MONDAY);
    const user = await borrower('goed');
    const { id } = (await borrow(user)).body.data;
    const listed = (await server.admin('review/list', { entity: 'loan', account: user.account })).body.data;
    expect(listed.items).toHaveLength(1);
    expect(listed.items[0]).toMatchObject({
      id,
      account: user.account,
      accountId: user.id,
      status: 'pending',
      creditScore: 100,
      quota: '10000.00',
    });
    server.clock.advance(60_000);
    const approved = await decide(id, 'approve');
    expect(approved.body).toMatchObject({
      status: 1,
      msg: 'success.admin.review.decide',
      data: {
        id,
        status: 'approved',
        decidedAt: '2026-11-23T10:01:01Z',
        dueAt: '2026-12-23T10:01:01Z',
        outstanding: '1000.00',
        principalOutstanding: '1000.00',
      },
    });
    expect((await decide(id, 'approve')).body.msg).toBe('error.order.notInReview');
    expect((await decide(id, 'reject', 'policy')).body.msg).toBe('error.order.notInReview');
    expect((await decide(randomUUID(), 'approve')).body.msg).toBe('error.order.notFound');
    expect((await server.admin('review/list', { entity: 'loan', account: user.account })).body.data.total).toBe(0);
    expect(
      (await server.admin('review/list', { entity: 'loan', status: 'approved', account: user.account })).body.data
        .items[0].id,
    ).toBe(id);
    expect(await wallet(server, user, 'EUR')).toMatchObject({ balance: '1100.00', borrowed: '1000.00' });
    const [told] = await notices(user);
    expect(told).toMatchObject({
      kind: 'loanApproved',
      params: { loanId: id, amount: '1000.00', currency: 'EUR', dueAt: '2026-12-23T10:01:01.000Z' },
    });
    await expectLedgerOk(server);
  });

  it('rejects with a reason code only: nothing moves, the user is told, a new loan may follow', async () => {
    server.clock.set(MONDAY);
    const user = await borrower('nee');
    const { id } = (await borrow(user)).body.data;
    expect((await decide(id, 'reject')).body.msg).toBe('error.validation.required');
    expect((await decide(id, 'reject', 'no money for you')).body).toMatchObject({
      status: 0,
      msg: 'error.validation.invalid',
      data: { field: 'remark', rule: 'enum' },
    });
    const rejected = await decide(id, 'reject', 'affordability');
    expect(rejected.body.data).toMatchObject({ status: 'rejected', rejectReason: 'affordability', dueAt: null });
    expect(await wallet(server, user, 'EUR')).toMatchObject({ balance: '100.00', borrowed: '0.00' });
    expect(await detail(user, id)).toMatchObject({
      status: 'rejected',
      rejectReason: 'affordability',
      costPerDay: '0.0000',
    });
    const [told] = await notices(user);
    expect(told).toMatchObject({
      kind: 'loanRejected',
      params: { loanId: id, reason: 'affordability', amount: '1000.00' },
    });
    expect((await repay(user, id, '10')).body.msg).toBe('error.order.notHolding');
    expect((await borrow(user)).body.status).toBe(1);
    await expectLedgerOk(server);
  });
});

describe('a loan’s life: interest each day, repaid in two parts, settled', () => {
  it('books the days’ interest at each day’s end, the same whether looked at daily or once', async () => {
    server.clock.set(MONDAY);
    const daily = await borrower('dagelijks');
    const once = await borrower('eenmaal');
    const dailyId = await approvedLoan(daily);
    const onceId = await approvedLoan(once);
    // Before the first day's end (midnight in Amsterdam: 23:00 UTC) nothing is booked.
    server.clock.set('2026-11-23T22:59:00Z');
    expect(await detail(daily, dailyId)).toMatchObject({ interest: '0.00', costPerDay: '0.2750' });
    for (let day = 1; day <= 30; day += 1) {
      server.clock.set(new Date(Date.parse('2026-11-23T23:00:00Z') + (day - 1) * DAY + 60_000).toISOString());
      const seen = await detail(daily, dailyId);
      expect(seen.interest).toBe(expectedInterest('1000', Array(day).fill('9.90')));
    }
    // 30 days: 8.25 (0.275 a day, the half cents carried), due tomorrow morning.
    const dailyLoan = await detail(daily, dailyId);
    // The other user's session lapsed after 7 idle days: signing in again reads nothing (login has no account's work).
    await relogin(server, once);
    const onceLoan = await detail(once, onceId);
    expect(dailyLoan).toMatchObject({ interest: '8.25', outstanding: '1008.25', overdue: false });
    expect(onceLoan).toMatchObject({ interest: '8.25', outstanding: '1008.25', overdue: false });
    const days = async (id: string) =>
      (await server.database.db.select().from(loanInterestDays).where(eq(loanInterestDays.loanId, id))).map(
        ({ day, dayIndex, at, interest, remainder, overdue }) => ({ day, dayIndex, at, interest, remainder, overdue }),
      );
    const dailyDays = await days(dailyId);
    expect(dailyDays).toHaveLength(30);
    expect(await days(onceId)).toEqual(dailyDays);
    expect(dailyDays[0]).toMatchObject({
      day: '2026-11-23',
      interest: '0.270000',
      at: new Date('2026-11-23T23:00:00Z'),
    });
    expect(dailyDays[1]).toMatchObject({ day: '2026-11-24', interest: '0.280000' });
    // The reminder came three days before the due date, dated then, with what was owed then.
    const reminder = (await notices(once)).find((notice) => notice.kind === 'loanDueSoon');
    expect(reminder).toMatchObject({
      createdAt: '2026-12-20T10:00:02Z',
      params: { loanId: onceId, outstanding: '1007.42', dueAt: '2026-12-23T10:00:02.000Z' },
    });
    await expectLedgerOk(server);
  });

  it('repays in two parts, interest first, then settles at zero; the wallet’s borrowed follows', async () => {
    server.clock.set(MONDAY);
    const user = await borrower('aflos', '100');
    const id = await approvedLoan(user);
    server.clock.set('2026-12-23T08:00:00Z');
    await relogin(server, user);
    expect(await wallet(server, user, 'EUR')).toMatchObject({ balance: '1100.00', borrowed: '1008.25' });
    const first = await repay(user, id, '500');
    expect(first.body).toMatchObject({
      status: 1,
      msg: 'success.loan.repay',
      data: {
        interest: '8.25',
        repaid: '500.00',
        outstanding: '508.25',
        principalOutstanding: '508.25',
        settledAt: null,
      },
    });
    // Interest first: the 8.25 is paid, the rest of the 500 went to the principal.
    // The due day itself is charged at the surcharged rate unless repaid today: what today costs now.
    expect(first.body.data.costPerDay).toBe('0.1962');
    expect(await wallet(server, user, 'EUR')).toMatchObject({ balance: '600.00', borrowed: '508.25' });
    const summary = (await server.post('user/summary', {}, user.headers)).body.data;
    expect(summary.currencies.find((c: { currency: string }) => c.currency === 'EUR').borrowed).toBe('508.25');
    expect((await repay(user, id, '508.26')).body).toMatchObject({
      msg: 'error.repay.exceedsBorrowed',
      data: { max: '508.25', currency: 'EUR' },
    });
    const settled = await repay(user, id, '508.25');
    expect(settled.body.data).toMatchObject({
      repaid: '1008.25',
      outstanding: '0.00',
      settledAt: '2026-12-23T08:00:03Z',
      status: 'approved',
      costPerDay: '0.0000',
    });
    expect(await wallet(server, user, 'EUR')).toMatchObject({ balance: '91.75', borrowed: '0.00' });
    const [told] = await notices(user);
    expect(told).toMatchObject({ kind: 'loanSettled', params: { loanId: id, repaid: '1008.25', currency: 'EUR' } });
    // Settled: nothing more to repay, no more interest, and a new loan may be asked for.
    expect((await repay(user, id, '1')).body.msg).toBe('error.order.notHolding');
    server.clock.set('2027-01-10T08:00:00Z');
    await relogin(server, user);
    expect(await detail(user, id)).toMatchObject({ interest: '8.25', overdue: false });
    expect((await server.post('loan/info', {}, user.headers)).body.data).toMatchObject({
      hasUnsettled: false,
      borrowed: '0.00',
      available: '10000.00',
    });
    expect((await borrow(user)).body.status).toBe(1);
    // Both repayments in the ledger, against the loan's credit.
    const ledger = (await server.post('funds/records', { kind: 'ledger', currency: 'EUR' }, user.headers)).body.data;
    expect(ledger.items.map((entry: { type: string; amount: string }) => [entry.type, entry.amount])).toEqual([
      ['loanRepay', '-508.25'],
      ['loanRepay', '-500.00'],
      ['loanIn', '1000.00'],
      ['adjustment', '100.00'],
    ]);
    await expectLedgerOk(server);
  });

  it('refuses repayments in the server’s order', async () => {
    server.clock.set(MONDAY);
    const user = await borrower('terug', '0');
    const pendingId = (await borrow(user)).body.data.id;
    const key = async (loanId: string, amount: string, body: Record<string, unknown> = {}) =>
      (await repay(user, loanId, amount, body)).body.msg;
    expect(await key(pendingId, '10')).toBe('error.order.notHolding');
    await decide(pendingId, 'approve');
    expect(await key(pendingId, '10', { fundPassword: undefined })).toBe('error.validation.required');
    expect(await key(pendingId, '-1')).toBe('error.validation.invalid');
    expect(await key(pendingId, '10', { fundPassword: '000000' })).toBe('error.fundPassword.wrong');
    await server.admin('account/update', { account: user.account, restrictions: ['frozen'] });
    expect(await key(pendingId, '10')).toBe('error.account.frozen');
    await server.admin('account/update', { account: user.account, restrictions: [] });
    expect(await key(randomUUID(), '10')).toBe('error.order.notFound');
    expect(await key(pendingId, '1000.01')).toBe('error.repay.exceedsBorrowed');
    // A withdrawal freezes 600 of the 1000: more than the available but not the balance.
    const card = await addCard(server, user, randomCardNumber());
    server.clock.advance(1000);
    const withdrawal = await server.post(
      'funds/withdraw',
      {
        requestId: randomUUID(),
        method: 'card',
        cardId: card.id,
        currency: 'EUR',
        amount: '600',
        fundPassword: FUND_PASSWORD,
      },
      user.headers,
    );
    expect(withdrawal.body.status).toBe(1);
    expect(await key(pendingId, '500')).toBe('error.balance.availableInsufficient');
    await server.admin('account/adjustBalance', {
      requestId: randomUUID(),
      account: user.account,
      currency: 'EUR',
      amount: '-300',
      remark: 'test',
    });
    expect(await key(pendingId, '800')).toBe('error.balance.insufficient');
    const stranger = await borrower('zonder', '10');
    const unset = await server.register('geenww');
    await verifyRealName(server, unset);
    await adjust(server, unset, 'EUR', '10');
    server.clock.advance(1000);
    expect(
      (await server.post('loan/repay', { requestId: randomUUID(), loanId: pendingId, amount: '5' }, unset.headers)).body
        .msg,
    ).toBe('error.fundPassword.notSet');
    // Another user's loan is not found, whatever is asked of it.
    expect((await repay(stranger, pendingId, '5')).body.msg).toBe('error.order.notFound');
    expect((await server.post('loan/detail', { id: pendingId }, stranger.headers)).body.msg).toBe(
      'error.order.notFound',
    );
    expect((await server.post('loan/records', {}, stranger.headers)).body.data.total).toBe(0);
    expect((await server.post('loan/records', {})).http).toBe(401);
    await expectLedgerOk(server);
  });

  it('lists the account’s loans newest first, by status', async () => {
    server.clock.set(MONDAY);
    const user = await borrower('lijst');
    const first = (await borrow(user)).body.data.id;
    await decide(first, 'reject', 'creditHistory');
    const second = (await borrow(user)).body.data.id;
    const page = (await server.post('loan/records', {}, user.headers)).body.data;
    expect(page).toMatchObject({ total: 2, page: 1, size: 20 });
    expect(page.items.map((item: { id: string }) => item.id)).toEqual([second, first]);
    const rejected = (await server.post('loan/records', { status: 'rejected' }, user.headers)).body.data;
    expect(rejected.items.map((item: { id: string }) => item.id)).toEqual([first]);
  });
});

/**
 * The database as another process would leave it: `meanwhile` runs between a call's checks and its
 * transaction (a borrow of the same account through another server, a day booked by the sweep).
 */
function racing(meanwhile: () => Promise<unknown>): RouteDeps {
  const db = routeDeps.db;
  const raced = Object.create(db) as Db;
  raced.transaction = (async (work: Parameters<Db['transaction']>[0]) => {
    await meanwhile();
    return db.transaction(work);
  }) as Db['transaction'];
  return { ...routeDeps, db: raced };
}

describe('races with another process', () => {
  it('a borrow that loses to another process’s borrow answers loan.failed; the next try says why', async () => {
    server.clock.set(MONDAY);
    const user = await borrower('race');
    const other = { requestId: randomUUID(), amount: '500' };
    // The other process has its own account lock (on PostgreSQL the lock is shared; the index holds anyway).
    const elsewhere = { ...routeDeps, accountLock: new AccountLock(routeDeps.db, { shared: false }) };
    const deps = racing(() => borrowLoan(elsewhere, user.id, other, server.clock.now()));
    await expect(
      borrowLoan(deps, user.id, { requestId: randomUUID(), amount: '1000' }, server.clock.now()),
    ).rejects.toMatchObject({ key: 'error.loan.failed' });
    expect((await server.post('loan/records', {}, user.headers)).body.data.items).toMatchObject([{ amount: '500.00' }]);
    expect((await borrow(user)).body.msg).toBe('error.loan.pendingReview');
  });

  it('a repayment that meets a day booked since its checks answers repay.failed, and nothing moves', async () => {
    server.clock.set(MONDAY);
    const user = await borrower('race2');
    const id = await approvedLoan(user);
    const deps = racing(() =>
      server.database.db
        .update(loans)
        .set({ interest: sql`${loans.interest} + 0.27` })
        .where(eq(loans.id, id)),
    );
    const body = { requestId: randomUUID(), loanId: id, amount: '100', fundPassword: FUND_PASSWORD };
    await expect(repayLoan(deps, user.id, body, server.clock.now())).rejects.toMatchObject({
      key: 'error.repay.failed',
    });
    await server.database.db
      .update(loans)
      .set({ interest: sql`${loans.interest} - 0.27` })
      .where(eq(loans.id, id));
    expect(await wallet(server, user, 'EUR')).toMatchObject({ balance: '1100.00' });
    expect(await detail(user, id)).toMatchObject({ repaid: '0.00' });
    await expectLedgerOk(server);
  });
});

describe('overdue, applied by the clock', () => {
  it('charges each day past the due date at the surcharged rate, says overdue and tells the user once', async () => {
    server.clock.set(MONDAY);
    const user = await borrower('laat');
    const id = await approvedLoan(user);
    // Nobody looks for 32 days: the sweep alone brings the loan up to date.
    const after = Date.parse('2026-12-25T23:30:00Z');
    const swept = await server.sweep(after);
    expect(swept).toBeDefined();
    const [row] = await server.database.db.select().from(loans).where(eq(loans.id, id));
    expect(row!.bookedDays).toBe(33);
    server.clock.set(new Date(after).toISOString());
    await relogin(server, user);
    const loan = await detail(user, id);
    const interest = expectedInterest('1000', [...Array(30).fill('9.90'), ...Array(3).fill('13.90')]);
    expect(loan).toMatchObject({
      interest,
      overdue: true,
      costPerDay: '0.3861',
      outstanding: roundMoney(add('1000.00', interest), 'EUR'),
    });
    expect(interest).toBe('9.40');
    const loanNotices = async () => (await notices(user)).filter((notice) => notice.kind!.startsWith('loan'));
    const kinds = (await loanNotices()).map((notice) => [notice.kind, notice.createdAt]);
    expect(kinds).toEqual([
      ['loanOverdue', '2026-12-23T10:00:01Z'],
      ['loanDueSoon', '2026-12-20T10:00:01Z'],
      ['loanApproved', '2026-11-23T10:00:01Z'],
    ]);
    const overdue = (await loanNotices())[0];
    expect(overdue).toMatchObject({ params: { loanId: id, ratePct: '13.90', outstanding: '1008.25' } });
    // Another look and another sweep change nothing.
    await server.sweep(after);
    expect(await detail(user, id)).toMatchObject({ interest });
    expect(await loanNotices()).toHaveLength(3);
    await expectLedgerOk(server);
  });

  it('finds a tampered loan in the ledger’s proof', async () => {
    server.clock.set(MONDAY);
    const user = await borrower('vals');
    const id = await approvedLoan(user);
    server.clock.set('2026-11-26T10:00:00Z');
    await repay(user, id, '100');
    await expectLedgerOk(server);
    const tamper = async (change: ReturnType<typeof sql>, undo: ReturnType<typeof sql>, detailText: string) => {
      await server.database.db.update(loans).set({ amount: change }).where(eq(loans.id, id));
      const proof = (await server.admin('ledger/verify', {})).body.data;
      expect(proof.ok).toBe(false);
      expect(JSON.stringify(proof)).toContain(detailText);
      await server.database.db.update(loans).set({ amount: undo }).where(eq(loans.id, id));
    };
    await tamper(sql`${loans.amount} + 1`, sql`${loans.amount} - 1`, 'lacks its credit');
    await server.database.db
      .update(loans)
      .set({ interest: sql`${loans.interest} - 0.01` })
      .where(eq(loans.id, id));
    expect(JSON.stringify((await server.admin('ledger/verify', {})).body.data)).toContain(
      'interest differs from its days',
    );
    await server.database.db
      .update(loans)
      .set({ interest: sql`${loans.interest} + 0.01` })
      .where(eq(loans.id, id));
    await server.database.db
      .update(loans)
      .set({ repaid: sql`${loans.repaid} - 1` })
      .where(eq(loans.id, id));
    expect(JSON.stringify((await server.admin('ledger/verify', {})).body.data)).toContain(
      'repaid differs from its repayments',
    );
    await server.database.db
      .update(loans)
      .set({ repaid: sql`${loans.repaid} + 1` })
      .where(eq(loans.id, id));
    await expectLedgerOk(server);
  });
});
