import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer, type TestUser } from '../../testing/testServer.ts';
import { adjust, expectLedgerOk, tick, wallet } from '../../testing/funds.ts';
import { eq } from 'drizzle-orm';
import { ledgerEntries } from '../../db/schema.ts';
import { activateMargin, closeOf, firstDividendAfter, placed, relogin, trader } from '../../testing/trading.ts';
import { MarketSimulation } from '../market/index.ts';

/**
 * Lending shares (products.md §5, issue #29) over HTTP on a moved clock: the holdings with what
 * lending earns, every opt-in rule and error key in the server's order (consent, the terms'
 * version, the channel, the holding, one loan a holding, the minimum, the pool), the consent
 * receipt, a night's interest at each local midnight on the last close's value (the collateral
 * marked from it), whole cents paid and the fraction carried, a month's notice, a sale that
 * recalls at once, an opt-out that ends at the close, one loan per request id, another user's
 * holding refused, and the ledger proving each step.
 */
let server: TestServer;

/** Monday 23 November 2026, 10:00 UTC (11:00 in Amsterdam: Euronext trades). */
const MONDAY = Date.parse('2026-11-23T10:00:00Z');
const DAY = 86_400_000;
/** Local midnight in Amsterdam (winter: UTC+1) at the end of a date. */
const midnightAfter = (date: string) => Date.parse(`${date}T23:00:00Z`);

beforeAll(async () => {
  server = await startTestServer({ now: new Date(MONDAY).toISOString() });
});
afterAll(async () => {
  await server?.close();
});

const holdings = async (user: TestUser) => {
  const reply = await server.post('lending/holdings', {}, user.headers);
  expect(reply.body.status, JSON.stringify(reply.body)).toBe(1);
  return reply.body.data as {
    terms: { open: boolean; minValue: string; termsVersion: string };
    items: { positionId: string; eligible: boolean; reason: string | null; value: string; loan: unknown }[];
  };
};
const optIn = (user: TestUser, positionId: string, body: Record<string, unknown> = {}) =>
  server.post(
    'lending/optIn',
    { requestId: randomUUID(), positionId, consent: true, termsVersion: '2026-11-29', ...body },
    user.headers,
  );
const records = async (user: TestUser) => {
  const reply = await server.post('lending/records', {}, user.headers);
  expect(reply.body.status).toBe(1);
  return reply.body.data.items as Record<string, string | number | null | boolean>[];
};
const notices = async (user: TestUser) =>
  (
    (await server.post('user/notice', {}, user.headers)).body.data as {
      kind?: string;
      params?: Record<string, string>;
    }[]
  )
    .filter((notice) => notice.kind?.startsWith('lending'))
    .map((notice) => ({ kind: notice.kind, params: notice.params }));
const balance = async (user: TestUser) => (await wallet(server, user, 'EUR')).balance;

/** A holding of `shares` of a stock, bought at market at the clock's time. */
async function holding(user: TestUser, stockId: string, shares: number, leverage = 1): Promise<string> {
  return (await placed(server, user, { stockId, lots: shares, leverage })).id as string;
}

describe('lending shares', () => {
  it('shows each long holding with its rate and what lending earns, and checks every rule in order', async () => {
    server.clock.set(MONDAY);
    const user = await trader(server, '200000', { verified: true });
    const asml = await holding(user, 'nl-ASML', 10);
    const small = await holding(user, 'nl-INGA', 20);
    const view = await holdings(user);
    expect(view.terms).toMatchObject({ open: true, minValue: '500.00', termsVersion: '2026-11-29' });
    const asmlRow = view.items.find((item) => item.positionId === asml)!;
    expect(asmlRow).toMatchObject({ eligible: true, reason: null, loan: null, ratePct: '2.00', lenderRatePct: '1.00' });
    expect(view.items.find((item) => item.positionId === small)).toMatchObject({
      eligible: false,
      reason: 'error.amount.belowMinimum',
      ratePct: '0.50',
    });

    const key = async (reply: Promise<{ body: { status: number; msg?: string; data?: unknown } }>) => {
      const { body } = await reply;
      return [body.msg, body.data];
    };
    expect((await key(optIn(user, asml, { consent: false })))[0]).toBe('error.validation.required');
    expect(await key(optIn(user, asml, { termsVersion: '2025-01-01' }))).toEqual([
      'error.validation.invalid',
      { field: 'termsVersion' },
    ]);
    const other = await trader(server, '0');
    expect((await key(optIn(other, asml)))[0]).toBe('error.order.notFound');
    expect((await key(optIn(user, small)))[0]).toBe('error.amount.belowMinimum');
    await activateMargin(server, user);
    const leveraged = await holding(user, 'nl-ASML', 2, 2);
    expect((await key(optIn(user, leveraged)))[0]).toBe('error.lending.notOwned');
    expect((await server.admin('lending/switch', { open: false })).body.status).toBe(1);
    expect((await key(optIn(user, asml)))[0]).toBe('error.channel.closed');
    expect((await holdings(user)).terms.open).toBe(false);
    expect((await server.admin('lending/switch', { open: true })).body.status).toBe(1);

    // 20 copies of one request id make one loan.
    const requestId = randomUUID();
    const replies = await Promise.all(Array.from({ length: 20 }, () => optIn(user, asml, { requestId })));
    expect(new Set(replies.map((reply) => reply.body.data?.id)).size).toBe(1);
    expect(replies.every((reply) => reply.body.status === 1)).toBe(true);
    expect((await key(optIn(user, asml)))[0]).toBe('error.lending.alreadyLent');
    const [loan] = await records(user);
    expect(loan).toMatchObject({
      positionId: asml,
      shares: 10,
      status: 'borrowing',
      ratePct: '2.00',
      lenderSharePct: '50',
      termsVersion: '2026-11-29',
      interestPaid: '0.00',
      coveragePct: '102.00',
    });
    expect(Number(loan!.collateral)).toBeCloseTo(Number(loan!.value) * 1.02, 2);
    expect(await notices(user)).toEqual([
      expect.objectContaining({
        kind: 'lendingStarted',
        params: expect.objectContaining({ positionId: asml, shares: '10', termsVersion: '2026-11-29' }),
      }),
    ]);
    await expectLedgerOk(server);
  });

  it('refuses a holding beyond the stock’s pool', async () => {
    server.clock.set(MONDAY);
    const user = await trader(server, '0');
    await adjust(server, user, 'EUR', '200000');
    const big = await holding(user, 'nl-INGA', 5_001);
    const reply = await optIn(user, big);
    expect(reply.body.msg).toBe('error.lending.quotaFull');
    expect(reply.body.data).toMatchObject({ max: expect.any(Number) });
  });

  it('pays each night at midnight on the last close, carries the fraction, and a sale recalls at once', async () => {
    server.clock.set(MONDAY);
    const user = await trader(server, '20000');
    const asml = await holding(user, 'nl-ASML', 10);
    expect((await optIn(user, asml)).body.status).toBe(1);
    const before = await balance(user);

    // Thursday 00:30 in Amsterdam: the nights of Monday, Tuesday and Wednesday are paid.
    server.clock.set(midnightAfter('2026-11-25') + 30 * 60_000);
    const [loan] = await records(user);
    const perNight = (Number(loan!.value) * 0.02 * 0.5) / 360;
    expect(Number(loan!.interestAccrued)).toBeGreaterThan(perNight * 2.5);
    expect(Number(loan!.interestAccrued)).toBeLessThan(perNight * 3.5);
    expect(String(loan!.interestAccrued)).toMatch(/^\d+\.\d{4}$/);
    // Whole cents paid; the rest carried (below a cent).
    expect(Number(loan!.interestAccrued) - Number(loan!.interestPaid)).toBeLessThan(0.01);
    expect(Number(await balance(user)) - Number(before)).toBeCloseTo(Number(loan!.interestPaid), 6);
    expect(loan!.markedAt).toBe(new Date(midnightAfter('2026-11-25')).toISOString().replace('.000', ''));
    await expectLedgerOk(server);

    // Thursday 11:00: sold. The loan ends at the sale; no night after it is paid, however late one looks.
    server.clock.set(Date.parse('2026-11-26T10:00:00Z'));
    tick(server);
    expect((await closeOf(server, user, asml)).body.status).toBe(1);
    server.clock.set(midnightAfter('2026-11-28'));
    const [ended] = await records(user);
    expect(ended).toMatchObject({ status: 'completed', endReason: 'recalled', interestPaid: loan!.interestPaid });
    expect(Date.parse(String(ended!.completedAt))).toBeLessThanOrEqual(Date.parse('2026-11-26T10:00:10Z'));
    expect((await notices(user)).map((notice) => notice.kind)).toEqual(['lendingRecalled', 'lendingStarted']);
    await expectLedgerOk(server);
  });

  it('ends at the close after an opt-out, told with the interest in all; a month’s interest is told at its end', async () => {
    server.clock.set(Date.parse('2026-11-27T10:00:00Z')); // Friday
    const user = await trader(server, '20000');
    const asml = await holding(user, 'nl-ASML', 10);
    expect((await optIn(user, asml)).body.status).toBe(1);
    // Into December: the nights of Friday to Monday 30 November, then Tuesday's morning.
    server.clock.set(Date.parse('2026-12-01T09:00:00Z'));
    const optOut = await server.post('lending/optOut', { requestId: randomUUID(), positionId: asml }, user.headers);
    expect(optOut.body.status, JSON.stringify(optOut.body)).toBe(1);
    expect(optOut.body.data.endingAt).toBe('2026-12-01T16:30:00Z');
    const again = await server.post('lending/optOut', { requestId: randomUUID(), positionId: asml }, user.headers);
    expect(again.body.msg).toBe('error.lending.endingAlready');
    const told = await notices(user);
    const month = told.find((notice) => notice.kind === 'lendingInterestPaid');
    expect(month?.params).toMatchObject({ month: '2026-11', currency: 'EUR' });

    server.clock.set(Date.parse('2026-12-02T09:00:00Z'));
    const [ended] = await records(user);
    expect(ended).toMatchObject({ status: 'completed', endReason: 'optOut', completedAt: '2026-12-01T16:30:00Z' });
    expect(ended!.interestPerDay).toBe('0.0000');
    const last = (await notices(user)).find((notice) => notice.kind === 'lendingEnded');
    expect(last?.params).toMatchObject({ interestPaid: ended!.interestPaid, shares: '10' });
    const notLent = await server.post('lending/optOut', { requestId: randomUUID(), positionId: asml }, user.headers);
    expect(notLent.body.msg).toBe('error.lending.notLent');
    await expectLedgerOk(server);
  });

  it('pays a dividend of lent shares as a payment in lieu, labelled on the loan, the timeline and the ledger', async () => {
    // The first ex-date after Monday among a few dividend payers of the simulated market.
    const sim = new MarketSimulation();
    const { instrument, k } = firstDividendAfter(
      sim,
      ['nl-INGA', 'nl-ABN', 'nl-KPN', 'nl-AD', 'nl-ASML', 'nl-SHELL', 'nl-UNA', 'de-ALV', 'de-BAS'],
      MONDAY,
    );
    server.clock.set(MONDAY);
    const user = await trader(server, '100000');
    const held = await holding(user, instrument.id, 200);
    expect((await optIn(user, held)).body.status).toBe(1);
    // After the pay date (14 days after the ex-date).
    server.clock.set(sim.calendar(instrument.market).openMs(k) + 15 * DAY);
    await relogin(server, user);
    const [loan] = await records(user);
    const paid = await server.post('trade/dividends', { positionId: held }, user.headers);
    const dividend = paid.body.data.items[0];
    expect(dividend.paidAt).not.toBeNull();
    expect(loan!.paymentsInLieu).toBe(dividend.amount);
    const entries = await server.database.db.select().from(ledgerEntries).where(eq(ledgerEntries.accountId, user.id));
    expect(entries.filter((entry) => entry.type === 'paymentInLieu').map((entry) => entry.amount)).toEqual([
      expect.stringMatching(new RegExp(`^${dividend.amount}`)),
    ]);
    expect(entries.filter((entry) => entry.type === 'dividend')).toEqual([]);
    const timeline = await server.post('trade/timeline', { positionId: held }, user.headers);
    expect(timeline.body.data.entries.map((entry: { kind: string }) => entry.kind)).toContain('paymentInLieu');
    await expectLedgerOk(server);
  });
});
