import { createHash, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { allocateLots, allotmentTable, sub } from '@broker/domain';
import { adminAudit, ledgerEntries, newShareDraws, newShareRecords } from '../../db/schema.ts';
import { expectLedgerOk, tick, wallet } from '../../testing/funds.ts';
import {
  cancelFor,
  detailOf,
  openOffering,
  payFor,
  recordOf,
  subscribed,
  subscribeTo,
} from '../../testing/newShare.ts';
import { startTestServer, type TestServer, type TestUser } from '../../testing/testServer.ts';
import { closeOf, position, relogin, trader } from '../../testing/trading.ts';
import { Stale } from '../../timed/claims.ts';
import { MarketSimulation } from '../market/index.ts';
import { listedNewShare, newSharePriceAt } from './listing.ts';
import { markReminded, settlePaid, settleWaived } from './settle.ts';

/** Monday 23 November 2026, 11:00 in Amsterdam. */
const MONDAY = '2026-11-23T10:00:00Z';
const NOW = Date.parse(MONDAY);
let server: TestServer;
const sim = new MarketSimulation();
const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');
const keyOf = (reply: { body: { msg: string } }) => reply.body.msg;
/** The user's own notices (by kind and parameters), newest first. */
const noticesOf = async (user: TestUser) =>
  ((await server.post('user/notice', {}, user.headers)).body.data as { kind?: string; params?: object }[]).filter(
    (notice) => notice.kind,
  );

beforeAll(async () => {
  // The sweep runs too, every quarter second: reads and the sweep meet on the same records.
  server = await startTestServer({ now: MONDAY, sweepEveryMs: 250 });
});
afterAll(async () => {
  if (server) await expectLedgerOk(server);
  await server?.close();
});

/** Moves the clock and signs every user in again (sessions end after 7 idle days). */
async function at(ms: number, users: TestUser[]) {
  server.clock.set(new Date(ms));
  for (const user of users) await relogin(server, user);
}

describe('the whole life of a subscription, with a moving clock', () => {
  it('freezes, draws verifiably, pays, waives, lists and sells; every frozen amount returns or converts', async () => {
    server.clock.set(MONDAY);
    // Lots for every applicant's first lot: each of ours wins at least one.
    const offering = openOffering(NOW, { kind: 'subscription', everyoneWins: 10 });
    const [auto, payer, idle, quitter] = [
      await trader(server, '20000'),
      await trader(server, '20000'),
      await trader(server, '20000'),
      await trader(server, '20000'),
    ];
    const users = [auto!, payer!, idle!, quitter!];
    const start = await wallet(server, payer!, offering.currency);
    const committed = (await detailOf(server, payer!, offering.id)).draw!;
    expect(committed).toMatchObject({ drawn: false, seed: null, applications: null, table: null });
    expect(committed.seedHash).toMatch(/^[0-9a-f]{64}$/);

    const records = {
      auto: await subscribed(server, auto!, { newShareId: offering.id, lots: 10, autoPay: true }),
      payer: await subscribed(server, payer!, { newShareId: offering.id, lots: 20 }),
      idle: await subscribed(server, idle!, { newShareId: offering.id, lots: 5 }),
      quitter: await subscribed(server, quitter!, { newShareId: offering.id, lots: 10 }),
    };
    tick(server);
    expect((await cancelFor(server, quitter!, records.quitter.id)).body.data.status).toBe('waived');

    // Just before the draw nothing is published but the commitment.
    await at(offering.drawnMs! - 60_000, users);
    expect((await recordOf(server, payer!, records.payer.id)).status).toBe('drawing');
    expect((await detailOf(server, payer!, offering.id)).draw).toMatchObject({ drawn: false, seed: null });

    // At the draw day's close: drawn, the seed matches its commitment, and the published data
    // reproduce every record.
    await at(offering.drawnMs! + 1000, users);
    const detail = await detailOf(server, payer!, offering.id);
    const draw = detail.draw!;
    expect(draw.drawn).toBe(true);
    expect(sha256(draw.seed!)).toBe(committed.seedHash);
    expect(draw.seedHash).toBe(committed.seedHash);
    const recomputed = allocateLots(draw.seed!, draw.applications!, draw.lotsDrawn!);
    expect(draw.table).toEqual(allotmentTable(draw.applications!, recomputed));
    expect(draw.totals!.lotsAllotted).toBe(draw.lotsDrawn);
    for (const [name, user] of [
      ['auto', auto!],
      ['payer', payer!],
      ['idle', idle!],
    ] as const) {
      const record = await recordOf(server, user, records[name].id);
      expect(record.ticket, name).not.toBeNull();
      expect(draw.applications![record.ticket! - 1]).toBe(record.lots);
      expect(record.allottedLots, name).toBe(recomputed[record.ticket! - 1]);
      expect(record.allottedLots!).toBeGreaterThanOrEqual(1);
      expect(record.drawnAt).toBe(new Date(offering.drawnMs!).toISOString().replace('.000', ''));
    }
    const listed = (await server.post('newShare/list', { size: 100 }, payer!.headers)).body.data.items.find(
      (item: { id: string }) => item.id === offering.id,
    );
    expect(listed.winRatePct).toBe(draw.totals!.winRatePct);

    // Auto-pay paid at the draw; the payer pays by hand; the rest of each freeze is released.
    const autoPaid = await recordOf(server, auto!, records.auto.id);
    expect(autoPaid).toMatchObject({ status: 'paid', frozen: '0.00', positionId: expect.any(String) });
    const won = await recordOf(server, payer!, records.payer.id);
    expect(won).toMatchObject({ status: 'won', payDeadline: expect.any(String) });
    tick(server);
    const paid = await payFor(server, payer!, won.id);
    expect(paid.body).toMatchObject({ msg: 'success.newShare.pay', data: { status: 'paid', frozen: '0.00' } });
    tick(server);
    expect(keyOf(await payFor(server, payer!, won.id))).toBe('error.order.notSubscription');
    const afterPay = await wallet(server, payer!, offering.currency);
    expect(afterPay.frozen).toBe('0.00');
    expect(Number(afterPay.balance)).toBeCloseTo(Number(sub(start.balance, won.amountDue!)), 2);
    const held = await position(server, payer!, paid.body.data.positionId);
    expect(held).toMatchObject({
      source: 'newShare',
      stockId: offering.id,
      code: offering.code,
      status: 'locked',
      lots: won.allottedLots,
      openPrice: offering.issuePrice,
      margin: won.amountDue,
      lockUntil: new Date(offering.listingMs).toISOString().replace('.000', ''),
    });
    tick(server);
    expect(keyOf(await closeOf(server, payer!, held.id))).toBe('error.position.locked');

    // Told: the allotment and its deadline; the auto-pay and its position (issue #26).
    const payerTold = await noticesOf(payer!);
    expect(payerTold).toContainEqual(
      expect.objectContaining({
        kind: 'newShareAllotted',
        params: expect.objectContaining({ recordId: won.id, name: offering.name, amountDue: won.amountDue }),
      }),
    );
    expect(await noticesOf(auto!)).toContainEqual(
      expect.objectContaining({
        kind: 'newSharePaid',
        params: expect.objectContaining({ recordId: records.auto.id, positionId: autoPaid.positionId }),
      }),
    );

    // Eight hours before the deadline the unpaid one is reminded, once; the paid ones are not.
    await at(offering.payDeadlineMs - 60_000, users);
    const reminders = (user: TestUser) =>
      noticesOf(user).then((list) => list.filter((notice) => notice.kind === 'newShareReminder'));
    expect(await reminders(idle!)).toEqual([
      expect.objectContaining({ params: expect.objectContaining({ recordId: records.idle.id }) }),
    ]);
    expect(await reminders(payer!)).toEqual([]);
    expect(await reminders(idle!)).toHaveLength(1);

    // Not paid by the deadline: waived, released; it counts towards the bar.
    await at(offering.payDeadlineMs + 1000, users);
    expect(await recordOf(server, idle!, records.idle.id)).toMatchObject({ status: 'waived', frozen: '0.00' });
    expect((await detailOf(server, idle!, offering.id)).waivers.count).toBe(1);
    expect((await detailOf(server, quitter!, offering.id)).waivers.count).toBe(0);
    expect(await noticesOf(idle!)).toContainEqual(
      expect.objectContaining({
        kind: 'newShareWaived',
        params: expect.objectContaining({ waivers: '1', limit: '3' }),
      }),
    );

    // Listed: the position is unlocked and priced from the listing price; it sells through trading.
    await at(offering.listingMs + 30 * 60_000, users);
    const listedPrice = newSharePriceAt(sim, listedNewShare('dutch-stocks', offering.id)!, offering.listingMs);
    expect(listedPrice).toBe(offering.listingPrice);
    const unlocked = await position(server, payer!, held.id);
    expect(unlocked.status).toBe('holding');
    expect(unlocked.currentPrice).toBe(
      newSharePriceAt(sim, listedNewShare('dutch-stocks', offering.id)!, offering.listingMs + 30 * 60_000),
    );
    tick(server);
    const closed = await closeOf(server, payer!, held.id);
    expect(closed.body).toMatchObject({ msg: 'success.trade.close', data: { status: 'closed' } });
    expect(closed.body.data.closePrice).toBe(
      newSharePriceAt(sim, listedNewShare('dutch-stocks', offering.id)!, server.clock.now().getTime()),
    );

    // Every freeze returned or converted.
    for (const user of users) expect((await wallet(server, user, offering.currency)).frozen, user.account).toBe('0.00');
    await expectLedgerOk(server);
  });
});

describe('the operator’s override and the sweep', () => {
  it('overrides one record before the draw, audited; the draw leaves it out; the sweep draws without a read', async () => {
    server.clock.set(MONDAY);
    const offering = openOffering(NOW, { kind: 'auction', everyoneWins: 10 });
    const chosen = await trader(server, '20000');
    const other = await trader(server, '20000');
    const bid = { newShareId: offering.id, lots: offering.minLots + 2, bidPrice: offering.issuePrice };
    const record = await subscribed(server, chosen, bid);
    const drawn = await subscribed(server, other, bid);
    const override = (body: Record<string, unknown>) =>
      server.admin('newShare/draw', {
        requestId: randomUUID(),
        recordId: record.id,
        allottedLots: 2,
        remark: 'test',
        ...body,
      });
    expect(keyOf(await override({ recordId: 'nope' }))).toBe('error.order.notFound');
    expect((await override({ allottedLots: record.lots + 1 })).body).toMatchObject({
      msg: 'error.validation.invalid',
      data: { field: 'allottedLots', rule: 'max' },
    });
    expect(keyOf(await override({ remark: undefined }))).toBe('error.validation.required');
    const done = await override({ remark: 'Allotment promised by the lead bank' });
    expect(done.body).toMatchObject({
      msg: 'success.admin.newShare.draw',
      data: { status: 'won', allottedLots: 2, overridden: true, ticket: null },
    });
    expect(keyOf(await override({ remark: 'again' }))).toBe('error.order.notSubscription');
    const audited = await server.database.db.select().from(adminAudit).where(eq(adminAudit.path, 'newShare/draw'));
    expect(audited.some((row) => JSON.stringify(row.body).includes('Allotment promised by the lead bank'))).toBe(true);

    // No read: the sweep draws at the draw day's close.
    server.clock.set(new Date(offering.drawnMs! + 1000));
    let stored: (typeof newShareDraws.$inferSelect)[] = [];
    for (let wait = 0; wait < 100 && stored.length === 0; wait++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      stored = await server.database.db.select().from(newShareDraws).where(eq(newShareDraws.offeringId, offering.id));
    }
    expect(stored).toHaveLength(1);
    expect(stored[0]!.lotsDrawn).toBe(offering.lotsOffered - 2);
    await relogin(server, other);
    await relogin(server, chosen);
    const theirs = await recordOf(server, other, drawn.id);
    const applications = stored[0]!.applications as number[];
    expect(theirs.allottedLots).toBe(
      allocateLots(stored[0]!.seed, applications, offering.lotsOffered - 2)[theirs.ticket! - 1],
    );
    expect(await recordOf(server, chosen, record.id)).toMatchObject({ status: 'won', allottedLots: 2, ticket: null });
    const entries = await server.database.db.select().from(ledgerEntries).where(eq(ledgerEntries.refId, record.id));
    expect(entries.map((entry) => entry.type)).toEqual(['freeze']);
  });
});

describe('the waiver bar', () => {
  it('bars subscriptions for 180 days after three waivers within 12 months', async () => {
    server.clock.set(MONDAY);
    const user = await trader(server, '50000');
    const first = openOffering(NOW, { kind: 'placement' });
    const second = openOffering(NOW, { kind: 'placement', not: [first.id] });
    await subscribed(server, user, { newShareId: first.id, level: 1, lots: 50 });
    await subscribed(server, user, { newShareId: second.id, level: 1, lots: 50 });
    const later = NOW + 2 * 86_400_000 + 6 * 3_600_000;
    await at(later, [user]);
    const third = openOffering(later, { kind: 'placement', not: [first.id, second.id] });
    await subscribed(server, user, { newShareId: third.id, level: 1, lots: 50 });
    const deadline = Math.max(first.payDeadlineMs, second.payDeadlineMs, third.payDeadlineMs);
    await at(deadline + 86_400_000, [user]);
    const next = openOffering(deadline + 86_400_000, { not: [first.id, second.id, third.id] });
    const detail = await detailOf(server, user, next.id);
    expect(detail.waivers.count).toBe(3);
    // The third waiver in time is the latest deadline: the bar runs 180 days from it.
    const until = new Date(deadline + 180 * 86_400_000).toISOString().replace('.000', '');
    expect(detail.waivers.barredUntil).toBe(until);
    tick(server);
    const barred = await subscribeTo(server, user, {
      newShareId: next.id,
      lots: next.minLots,
      ...(next.kind === 'auction' ? { bidPrice: next.issuePrice } : {}),
      ...(next.kind === 'placement' ? { level: 1, lots: 50 } : {}),
    });
    expect(barred.body).toMatchObject({ msg: 'error.subscribe.failed', data: { reason: 'waiverBar', until } });
    for (const currency of ['EUR', 'USD']) expect((await wallet(server, user, currency)).frozen).toBe('0.00');
  });
});

describe('declining an allotment', () => {
  it('waives it at once, releases its freeze and counts it toward the bar; once per request id; only one due', async () => {
    server.clock.set(MONDAY);
    const user = await trader(server, '50000');
    const other = await trader(server, '0');
    const offering = openOffering(NOW, { kind: 'placement' });
    const record = await subscribed(server, user, { newShareId: offering.id, level: 1, lots: 50 });
    expect(record.status).toBe('toPay');
    expect(await noticesOf(user)).toContainEqual(expect.objectContaining({ kind: 'newShareAllotted' }));
    const requestId = randomUUID();
    tick(server);
    expect(
      keyOf(await server.post('newShare/decline', { requestId: randomUUID(), recordId: record.id }, other.headers)),
    ).toBe('error.order.notFound');
    const declined = await server.post('newShare/decline', { requestId, recordId: record.id }, user.headers);
    expect(declined.body).toMatchObject({
      msg: 'success.newShare.decline',
      data: { status: 'waived', frozen: '0.00' },
    });
    tick(server);
    const again = await server.post('newShare/decline', { requestId, recordId: record.id }, user.headers);
    expect(again.body.data).toEqual(declined.body.data);
    tick(server);
    expect(
      keyOf(await server.post('newShare/decline', { requestId: randomUUID(), recordId: record.id }, user.headers)),
    ).toBe('error.order.notSubscription');
    expect((await wallet(server, user, offering.currency)).frozen).toBe('0.00');
    expect((await detailOf(server, user, offering.id)).waivers.count).toBe(1);
  });
});

describe('a past offering nobody of the sandbox applied to', () => {
  it('publishes the draw over the crowd alone, recomputable, and writes nothing', async () => {
    server.clock.set(MONDAY);
    const user = await trader(server, '0');
    const items = (await server.post('newShare/list', { size: 100, status: 'listed' }, user.headers)).body.data.items;
    const past = items.find((item: { kind: string }) => item.kind === 'subscription');
    const detail = await detailOf(server, user, past.id);
    const draw = detail.draw!;
    expect(draw.drawn).toBe(true);
    expect(sha256(draw.seed!)).toBe(draw.seedHash);
    expect(draw.lotsDrawn).toBe(draw.lotsOffered);
    const allotted = allocateLots(draw.seed!, draw.applications!, draw.lotsDrawn!);
    expect(draw.table).toEqual(allotmentTable(draw.applications!, allotted));
    expect(detail.offering.winRatePct).toBe(draw.totals!.winRatePct);
    expect(past.winRatePct).toBe(draw.totals!.winRatePct);
    const stored = await server.database.db.select().from(newShareDraws).where(eq(newShareDraws.offeringId, past.id));
    expect(stored).toEqual([]);
    // A placement has no draw: it is allotted at once.
    const placement = items.find((item: { kind: string }) => item.kind === 'placement');
    expect((await detailOf(server, user, placement.id)).draw).toBeNull();
  });
});

describe('a read and the sweep that meet on one record', () => {
  it('the second to settle it finds it Stale before any money moves', async () => {
    server.clock.set(MONDAY);
    const user = await trader(server, '50000');
    const offering = openOffering(NOW, { kind: 'placement' });
    const record = await subscribed(server, user, { newShareId: offering.id, level: 1, lots: 50 });
    const { db } = server.database;
    const [asRead] = await db.select().from(newShareRecords).where(eq(newShareRecords.id, record.id));
    const deadline = new Date(offering.payDeadlineMs);
    await db.transaction((tx) => settleWaived(tx, asRead!, deadline));
    // Both read it unpaid; the second must not release its freeze again (that broke the wallet's invariants).
    await expect(db.transaction((tx) => settleWaived(tx, asRead!, deadline))).rejects.toBeInstanceOf(Stale);
    await expect(db.transaction((tx) => settlePaid(tx, asRead!, offering, deadline, null))).rejects.toBeInstanceOf(
      Stale,
    );
    expect((await wallet(server, user, offering.currency)).frozen).toBe('0.00');
  });

  it('reminds once: the second to mark an unpaid allotment reminded finds it Stale', async () => {
    // Found on PostgreSQL (CI of stop 35): a read and the sweep both read it unreminded and both told the user.
    server.clock.set(MONDAY);
    const user = await trader(server, '50000');
    const offering = openOffering(NOW, { kind: 'placement' });
    const record = await subscribed(server, user, { newShareId: offering.id, level: 1, lots: 50 });
    const { db } = server.database;
    const [asRead] = await db.select().from(newShareRecords).where(eq(newShareRecords.id, record.id));
    const remindAt = new Date(offering.payDeadlineMs - 8 * 3_600_000);
    const reminded = await db.transaction((tx) => markReminded(tx, asRead!, remindAt));
    expect(reminded.remindedAt).toEqual(remindAt);
    await expect(db.transaction((tx) => markReminded(tx, asRead!, remindAt))).rejects.toBeInstanceOf(Stale);
  });
});
