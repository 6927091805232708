import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { bonusShares, mul, orderAmount, profitLoss, roundHalfUp, sub } from '@broker/domain';
import { ledgerEntries, positionEvents, positions } from '../../db/schema.ts';
import { expectLedgerOk, tick, wallet } from '../../testing/funds.ts';
import { startTestServer, type TestServer, type TestUser } from '../../testing/testServer.ts';
import { activateMargin, closeOf, placed, position, relogin, trader } from '../../testing/trading.ts';
import { findInstrument, formatScaled, MarketSimulation } from '../market/index.ts';
import { dividends } from './schema.ts';

/**
 * Bonus shares of the simulated market's bonus issues (catalogue `yearlyBonus`): Fugro's 10:1 of
 * 1 June 2027, a Tuesday. A position held at Monday's close receives one share for every ten at
 * Tuesday's opening, its open price spread over the new count so that its P&L carries on.
 */
const fur = findInstrument('nl-FUR')!;
/** The same walk the server runs (the default seed). */
const sim = new MarketSimulation();
const calendar = sim.calendar('nl');
/** Monday 31 May 2027, 12:00 in Amsterdam: the Dutch market trades; the record close is today's. */
const MONDAY = '2027-05-31T10:00:00Z';
const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;

const exAction = (() => {
  sim.snapshot(fur, Date.parse('2027-06-02T12:00:00Z'));
  return sim
    .series(fur)
    .actions.find(
      (action) => action.split?.bonusRatio && calendar.dayOf(action.k) >= Date.parse('2027-01-01') / DAY_MS,
    )!;
})();
const EX_OPEN = calendar.openMs(exAction.k);
const ticks = (units: number) => formatScaled(units, fur.decimals);
/** Monday's close and Tuesday's reference price (the close divided by 11/10, to a tick). */
const mondayClose = ticks(exAction.previousClose);
const reference = ticks(exAction.reference);
const priceAt = (ms: number) => ticks(sim.snapshot(fur, ms).price);
/** Money as the database's numeric columns return it (six decimals). */
const stored = (money: string) => roundHalfUp(money, 6);

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ now: MONDAY });
});
afterAll(async () => {
  if (server) await expectLedgerOk(server);
  await server?.close();
});

const rowOf = async (id: string) => (await server.database.db.select().from(positions).where(eq(positions.id, id)))[0]!;
const sharesRows = (positionId: string) =>
  server.database.db
    .select()
    .from(dividends)
    .where(and(eq(dividends.positionId, positionId), eq(dividends.kind, 'shares')));
const bonusLines = (positionId: string) =>
  server.database.db
    .select()
    .from(positionEvents)
    .where(and(eq(positionEvents.positionId, positionId), eq(positionEvents.kind, 'bonusShares')));

/** Moves the clock (signing in again after a long jump) and reads the account's positions: a catch-up. */
async function readAt(user: TestUser, at: number | string) {
  server.clock.set(at);
  await relogin(server, user);
  const reply = await server.post('trade/positions', { tab: 'holding' }, user.headers);
  expect(reply.body.status, JSON.stringify(reply.body)).toBe(1);
}

describe('the catalogue’s bonus issue', () => {
  it('is Fugro’s 10:1 at the opening of Tuesday 1 June 2027, the reference price divided by 11/10', () => {
    expect(exAction.split).toEqual({ date: '2027-06-01', to: 11, from: 10, bonusRatio: '10:1' });
    expect(new Date(EX_OPEN).toISOString()).toBe('2027-06-01T07:00:00.000Z');
    expect(exAction.dividendTicks).toBe(0);
    expect(Math.abs(exAction.reference * 11 - exAction.previousClose * 10)).toBeLessThanOrEqual(6);
  });
});

describe('bonus shares on a long', () => {
  it('held at the record close: the shares on read, P&L unchanged, the close sells them all', async () => {
    server.clock.set(MONDAY);
    const user = await trader(server, '100000');
    const held = await placed(server, user, { stockId: fur.id, lots: 100 });
    const odd = await placed(server, user, { stockId: fur.id, lots: 105 });
    const openPrice = held.openPrice as string;

    // Before the opening: 100 shares at Monday's close.
    await readAt(user, EX_OPEN - 60_000);
    const before = await position(server, user, held.id);
    expect(before).toMatchObject({ shares: 100, currentPrice: mondayClose });
    expect(before.profit).toBe(profitLoss('long', openPrice, mondayClose, 100));
    expect(await sharesRows(held.id)).toEqual([]);

    // At the opening: one new share for every ten, the cost basis spread over 110.
    await readAt(user, EX_OPEN + 60_000);
    const after = await position(server, user, held.id);
    const row = await rowOf(held.id);
    expect(after).toMatchObject({ shares: 110, lots: 100, margin: before.margin, fee: before.fee });
    expect(Number(row.openPrice)).toBeCloseTo((Number(openPrice) * 100) / 110, 5);
    // P&L continues: at any price after the ex-date it is what the 100 old shares make at that
    // price × 11/10 (to the cent); at the reference price, what they made at Monday's close
    // (up to the reference's rounding to a tick).
    const now = priceAt(EX_OPEN + 60_000);
    expect(after.currentPrice).toBe(now);
    expect(after.profit).toBe(profitLoss('long', row.openPrice!, now, 110));
    expect(
      Math.abs(Number(sub(after.profit, profitLoss('long', openPrice, mul(now, '1.1'), 100)))),
    ).toBeLessThanOrEqual(0.01);
    const atReference = profitLoss('long', row.openPrice!, reference, 110);
    expect(Math.abs(Number(sub(atReference, before.profit)))).toBeLessThanOrEqual(110 * 0.005 + 0.01);

    const [record] = await sharesRows(held.id);
    expect(record).toMatchObject({
      kind: 'shares',
      direction: 'long',
      ratio: '10:1',
      shares: 100,
      bonusShares: 10,
      amount: null,
      recordDate: '2027-05-31',
      payDate: '2027-06-01',
    });
    expect(record!.paidAt).toEqual(new Date(EX_OPEN));
    const listed = await server.post('trade/dividends', { positionId: held.id }, user.headers);
    expect(listed.body.data.items).toEqual([
      expect.objectContaining({ kind: 'shares', ratio: '10:1', shares: 100, bonusShares: 10, amount: null }),
    ]);
    const timeline = await server.post('trade/timeline', { positionId: held.id }, user.headers);
    expect(timeline.body.data.entries.at(-1)).toMatchObject({
      kind: 'bonusShares',
      at: '2027-06-01T07:00:00Z',
      shares: 10,
      amount: null,
      ledgerId: null,
    });

    // 105 shares: 10 more and half a share in cash at the reference price.
    const fraction = bonusShares({ direction: 'long', shares: 105, ratio: { held: 10, bonus: 1 }, price: reference });
    expect(fraction).toMatchObject({ added: 10 });
    expect((await position(server, user, odd.id)).shares).toBe(115);
    const [oddRecord] = await sharesRows(odd.id);
    expect(oddRecord).toMatchObject({ shares: 105, bonusShares: 10, amount: stored(fraction.cash) });
    const [credit] = await server.database.db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.refId, oddRecord!.id), eq(ledgerEntries.type, 'dividend')));
    expect(credit).toMatchObject({ amount: stored(fraction.cash) });
    const [oddLine] = await bonusLines(odd.id);
    expect(oddLine).toMatchObject({ shares: 10, amount: stored(fraction.cash), ledgerId: credit!.id });

    // Read again: nothing more.
    await readAt(user, EX_OPEN + 2 * HOUR_MS);
    expect(await sharesRows(held.id)).toHaveLength(1);
    expect(await bonusLines(held.id)).toHaveLength(1);
    expect((await rowOf(held.id)).shares).toBe(110);

    // The close sells all 110 shares and gives back the margin that was booked.
    const cash = await wallet(server, user, 'EUR');
    tick(server);
    const closed = await closeOf(server, user, held.id);
    expect(closed.body.status, JSON.stringify(closed.body)).toBe(1);
    const settled = await position(server, user, held.id);
    const closePrice = settled.closePrice as string;
    expect(settled).toMatchObject({ status: 'closed', shares: 110 });
    expect(settled.settlement.closeAmount).toBe(orderAmount(closePrice, 110));
    expect(settled.settlement.profit).toBe(profitLoss('long', row.openPrice!, closePrice, 110));
    const back = await server.database.db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.refId, held.id), eq(ledgerEntries.type, 'tradeClose')));
    expect(Number(back[0]!.amount)).toBeCloseTo(Number(before.margin) + Number(settled.settlement.profit), 2);
    const after2 = await wallet(server, user, 'EUR');
    expect(Number(after2.balance)).toBeCloseTo(Number(cash.balance) + Number(settled.settlement.net), 2);
    await expectLedgerOk(server);
  });

  it('a position opened after the ex-date, or an order that never filled, receives nothing', async () => {
    server.clock.set(MONDAY);
    const user = await trader(server, '100000');
    const early = await placed(server, user, { stockId: fur.id, lots: 100 });
    // A limit far below the market: it lapses at Monday's close, never held.
    const pending = await placed(server, user, {
      stockId: fur.id,
      priceType: 'limit',
      price: (Number(priceAt(Date.parse(MONDAY))) * 0.95).toFixed(2),
      lots: 100,
    });
    await readAt(user, EX_OPEN + HOUR_MS);
    const late = await placed(server, user, { stockId: fur.id, lots: 100 });
    await readAt(user, EX_OPEN + DAY_MS);
    expect((await position(server, user, early.id)).shares).toBe(110);
    expect((await position(server, user, late.id)).shares).toBe(100);
    expect((await position(server, user, pending.id)).status).toBe('cancelled');
    expect(await sharesRows(late.id)).toEqual([]);
    expect(await sharesRows(pending.id)).toEqual([]);
    const all = await server.post('trade/dividends', {}, user.headers);
    expect(all.body.data.total).toBe(1);
  });
});

describe('bonus shares on a short', () => {
  it('grow the short by the same shares; the fraction is paid; P&L unchanged; the close buys them all back', async () => {
    server.clock.set(MONDAY);
    const user = await trader(server, '100000');
    const short = await placed(server, user, { stockId: fur.id, direction: 'short', lots: 105 });
    await readAt(user, EX_OPEN - 60_000);
    const before = await position(server, user, short.id);
    await readAt(user, EX_OPEN + 60_000);
    const after = await position(server, user, short.id);
    const row = await rowOf(short.id);
    const fraction = bonusShares({ direction: 'short', shares: 105, ratio: { held: 10, bonus: 1 }, price: reference });
    expect(fraction.cash.startsWith('-')).toBe(true);
    expect(after).toMatchObject({ direction: 'short', shares: 115, margin: before.margin });
    const [record] = await sharesRows(short.id);
    expect(record).toMatchObject({ direction: 'short', shares: 105, bonusShares: 10, amount: stored(fraction.cash) });
    // The lender is owed 10.5 shares: 10 delivered with the position, half a share paid in cash.
    // So the price P&L at the reference moves by that half share, which the cash has paid.
    const atReference = profitLoss('short', row.openPrice!, reference, 115);
    const paid = Number(fraction.cash);
    expect(Math.abs(Number(atReference) + paid - Number(before.profit))).toBeLessThanOrEqual(105 * 1.1 * 0.005 + 0.02);
    tick(server);
    const closed = await closeOf(server, user, short.id);
    expect(closed.body.status, JSON.stringify(closed.body)).toBe(1);
    const settled = await position(server, user, short.id);
    expect(settled).toMatchObject({ status: 'closed', shares: 115 });
    expect(settled.settlement.profit).toBe(profitLoss('short', row.openPrice!, settled.closePrice, 115));
    await expectLedgerOk(server);
  });
});

describe('the order of things at the ex-date’s opening', () => {
  it('a leveraged long is not stopped out by the lower price: its shares come first', async () => {
    server.clock.set(MONDAY);
    const user = await trader(server, '100000', { verified: true });
    await activateMargin(server, user);
    const leveraged = await placed(server, user, { stockId: fur.id, lots: 200, leverage: 5 });
    await readAt(user, EX_OPEN - 60_000);
    const level = (await position(server, user, leveraged.id)).marginLevelPct;

    await readAt(user, EX_OPEN + 5 * 60_000);
    const kept = await position(server, user, leveraged.id);
    expect(kept).toMatchObject({ status: 'holding', shares: 220 });
    // Without the bonus shares a 9 % lower price would have taken 45 % of the margin.
    expect(Math.abs(Number(kept.marginLevelPct) - Number(level))).toBeLessThan(10);
    const row = await rowOf(leveraged.id);
    tick(server);
    const closed = await closeOf(server, user, leveraged.id);
    expect(closed.body.status, JSON.stringify(closed.body)).toBe(1);
    const margin = await server.database.db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.refId, leveraged.id), eq(ledgerEntries.type, 'tradeClose')));
    const settled = await position(server, user, leveraged.id);
    expect(Number(margin[0]!.amount)).toBeCloseTo(Number(row.margin) + Number(settled.settlement.profit), 2);
    await expectLedgerOk(server);
  });

  it('a close requested outside hours after the record close is filled at the opening, selling the new shares', async () => {
    // Bought Friday 28 May, unlocked Monday: a close asked Monday evening waits for Tuesday's opening.
    server.clock.set('2027-05-28T10:00:00Z');
    const user = await trader(server, '100000');
    const held = await placed(server, user, { stockId: fur.id, lots: 100 });
    await readAt(user, '2027-05-31T18:00:00Z');
    tick(server);
    const asked = await closeOf(server, user, held.id);
    expect(asked.body.status, JSON.stringify(asked.body)).toBe(1);
    expect((await position(server, user, held.id)).status).toBe('closing');
    await readAt(user, EX_OPEN + HOUR_MS);
    const settled = await position(server, user, held.id);
    expect(settled).toMatchObject({ status: 'closed', shares: 110, closedAt: '2027-06-01T07:00:00Z' });
    const opening = ticks(sim.path(fur, exAction.k).open[0]!);
    expect(settled.closePrice).toBe(opening);
    expect(await sharesRows(held.id)).toHaveLength(1);
    await expectLedgerOk(server);
  });
});

describe('the sweep and a read', () => {
  it('meet on a position and book its bonus shares once', async () => {
    server.clock.set(MONDAY);
    const user = await trader(server, '100000');
    const held = await placed(server, user, { stockId: fur.id, lots: 100 });
    const at = EX_OPEN + HOUR_MS;
    server.clock.set(at);
    await relogin(server, user);
    const [swept] = await Promise.all([
      server.sweep(at),
      server.post('trade/dividends', { positionId: held.id }, user.headers),
      server.sweep(at),
      server.post('trade/position', { positionId: held.id }, user.headers),
    ]);
    expect(swept.ran).toBe(true);
    await server.sweep(at + 60_000);
    await readAt(user, at + 120_000);
    expect(await sharesRows(held.id)).toHaveLength(1);
    expect(await bonusLines(held.id)).toHaveLength(1);
    expect((await rowOf(held.id)).shares).toBe(110);
  });

  it('books it without a read', async () => {
    server.clock.set(MONDAY);
    const user = await trader(server, '100000');
    const held = await placed(server, user, { stockId: fur.id, lots: 100 });
    await server.sweep(EX_OPEN + HOUR_MS);
    expect((await rowOf(held.id)).shares).toBe(110);
    expect(await sharesRows(held.id)).toHaveLength(1);
  });
});

describe('history around the ex-date', () => {
  it('pays an earlier cash dividend on the shares held then, though the bonus shares are booked first', async () => {
    // Fugro's cash dividend of 2027 (April): a position bought before it is read only in June.
    sim.snapshot(fur, EX_OPEN);
    const cash = sim
      .series(fur)
      .actions.find(
        (action) => action.dividendTicks > 0 && calendar.dayOf(action.k) > Date.parse('2027-01-01') / DAY_MS,
      )!;
    expect(cash.k).toBeLessThan(exAction.k);
    server.clock.set(calendar.openMs(cash.k - 1) + 3 * HOUR_MS);
    const user = await trader(server, '100000');
    const held = await placed(server, user, { stockId: fur.id, lots: 100 });
    await readAt(user, EX_OPEN + HOUR_MS);
    const listed = await server.post('trade/dividends', { positionId: held.id }, user.headers);
    const items = listed.body.data.items as { kind: string; shares: number; bonusShares: number | null }[];
    expect(items.map((item) => `${item.kind}:${item.shares}`).sort()).toEqual(['cash:100', 'shares:100']);
    expect((await rowOf(held.id)).shares).toBe(110);
  });

  it('values a day before the ex-date on the shares held that day', async () => {
    server.clock.set(MONDAY);
    const user = await trader(server, '100000');
    await placed(server, user, { stockId: fur.id, lots: 100 });
    const history = async () =>
      (await server.post('trade/valueHistory', { currency: 'EUR', range: '1m' }, user.headers)).body.data.points as {
        date: string;
        value: string;
      }[];
    // Read before the opening, then days after it: Monday's value must not move.
    await readAt(user, EX_OPEN - 60_000);
    const monday = (await history()).find((point) => point.date === '2027-05-31')!;
    await readAt(user, EX_OPEN + 3 * DAY_MS);
    const again = (await history()).find((point) => point.date === '2027-05-31')!;
    expect(Math.abs(Number(again.value) - Number(monday.value))).toBeLessThanOrEqual(0.01);
  });
});
