import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ledgerEntries, supportConversations, supportMessages } from '../../db/schema.ts';
import { adjust, expectLedgerOk, tick, wallet } from '../../testing/funds.ts';
import { startTestServer, type TestServer } from '../../testing/testServer.ts';
import {
  activateMargin,
  firstDividendAfter,
  order,
  passingAnswers,
  placed,
  position,
  relogin,
  trader,
} from '../../testing/trading.ts';
import { findInstrument, formatScaled, MarketSimulation, type Instrument } from '../market/index.ts';

/** Monday 23 November 2026, 11:00 in Amsterdam and Frankfurt. */
const MONDAY = '2026-11-23T10:00:00Z';
const MONDAY_MS = Date.parse(MONDAY);
const DAY_MS = 86_400_000;
let server: TestServer;
const sim = new MarketSimulation();
const priceOf = (instrument: Instrument, ms: number) =>
  formatScaled(sim.snapshot(instrument, ms).price, instrument.decimals);

beforeAll(async () => {
  server = await startTestServer({ now: MONDAY });
});
afterAll(async () => {
  if (server) await expectLedgerOk(server);
  await server?.close();
});

const keyOf = (reply: { body: { msg: string } }) => reply.body.msg;

describe('margin: the questionnaire, the review, leverage and margin/end', () => {
  it('apply → operator approve → a leverage-5 order is accepted; margin/end refuses leverage again', async () => {
    server.clock.set(MONDAY);
    const unverified = await trader(server);
    tick(server);
    expect(
      keyOf(
        await server.post('margin/apply', { requestId: randomUUID(), answers: passingAnswers() }, unverified.headers),
      ),
    ).toBe('error.realName.required');

    const user = await trader(server, '10000', { verified: true });
    const questionnaire = await server.post('margin/questionnaire', {}, user.headers);
    expect(questionnaire.body.data.questions.length).toBeGreaterThan(0);
    expect(JSON.stringify(questionnaire.body.data)).not.toContain('accepted');
    // Missing answers are fields; wrong ones fail the test, which is stored with a retake date.
    tick(server);
    const missing = await server.post('margin/apply', { requestId: randomUUID(), answers: {} }, user.headers);
    expect(missing.body).toMatchObject({ msg: 'error.validation.required' });
    // Only the questionnaire's keys, each a plain text (issue #31): no other key is stored, and a
    // NUL or an unpaired surrogate is a field's invalid answer, never a database error.
    for (const answers of [
      { ...passingAnswers(), extra: 'x' },
      { ...passingAnswers(), leverageEffect: 'ten\u0000Pct' },
      { ...passingAnswers(), leverageEffect: '\ud800' },
    ]) {
      tick(server);
      const odd = await server.post('margin/apply', { requestId: randomUUID(), answers }, user.headers);
      expect(odd.body, JSON.stringify(answers)).toMatchObject({ msg: 'error.validation.invalid' });
    }
    const wrong = Object.fromEntries(
      questionnaire.body.data.questions.map((q: { key: string; options: { key: string }[] }) => [
        q.key,
        q.options.find((o) => !Object.values(passingAnswers()).includes(o.key))?.key ?? q.options[0]!.key,
      ]),
    );
    tick(server);
    const failed = await server.post('margin/apply', { requestId: randomUUID(), answers: wrong }, user.headers);
    expect(failed.body.data).toMatchObject({ passed: false, status: 'notApplied' });
    expect(Date.parse(failed.body.data.retakeAt) - Date.parse(failed.body.data.answeredAt)).toBe(30 * DAY_MS);
    tick(server);
    const early = await server.post(
      'margin/apply',
      { requestId: randomUUID(), answers: passingAnswers() },
      user.headers,
    );
    expect(early.body).toMatchObject({
      msg: 'error.margin.retakeLater',
      data: { retakeAt: failed.body.data.retakeAt },
    });
    const info = await server.post('margin/info', {}, user.headers);
    expect(info.body.data).toMatchObject({
      status: 'notApplied',
      leverages: [1, 2, 5],
      questionnaire: { status: 'failed' },
      exposure: [],
    });

    // A month on: passed → applied; the operator sees it and approves.
    server.clock.set(Date.parse(failed.body.data.retakeAt) + 1000);
    await relogin(server, user);
    await activateMargin(server, user);
    tick(server);
    expect(
      keyOf(await server.post('margin/apply', { requestId: randomUUID(), answers: passingAnswers() }, user.headers)),
    ).toBe('error.margin.alreadyApplied');
    const listed = await server.admin('review/list', { entity: 'margin', status: 'activated', account: user.account });
    expect(listed.body.data.items[0]).toMatchObject({ account: user.account, status: 'activated' });
    expect(listed.body.data.items[0].questionnaire.passed).toBe(true);
    const levered = await placed(server, user, { stockId: 'de-VOW3', lots: 10, leverage: 5 });
    expect(levered).toMatchObject({ leverage: 5, status: 'locked' });
    expect(levered.stopOutPrice).not.toBeNull();
    expect(Number(levered.margin)).toBeCloseTo(Number(levered.receipt.amount) / 5, 2);

    const ended = await server.admin('margin/end', { account: user.account });
    expect(ended.body.data).toEqual({ status: 'ended' });
    expect(keyOf(await server.admin('margin/end', { account: user.account }))).toBe('error.order.notHolding');
    tick(server);
    expect(keyOf(await order(server, user, { stockId: 'de-VOW3', lots: 10, leverage: 2 }))).toBe(
      'error.margin.notEnabled',
    );
  });
});

describe('margin review: reject', () => {
  it('a rejection needs a remark, leaves leverage 1 and shows the remark; a second decision is refused', async () => {
    server.clock.set(MONDAY);
    const user = await trader(server, '1000', { verified: true });
    tick(server);
    const applied = await server.post(
      'margin/apply',
      { requestId: randomUUID(), answers: passingAnswers() },
      user.headers,
    );
    expect(applied.body.data).toMatchObject({ passed: true, status: 'applied' });
    const pending = await server.admin('review/list', { entity: 'margin', account: user.account });
    expect(pending.body.data.items).toHaveLength(1);
    const decide = (body: Record<string, unknown>) =>
      server.admin('review/decide', { requestId: randomUUID(), entity: 'margin', id: user.id, ...body });
    expect(keyOf(await decide({ decision: 'reject' }))).not.toBe('success.admin.review.decide');
    const rejected = await decide({ decision: 'reject', remark: 'Experience not shown' });
    expect(rejected.body.data).toMatchObject({ status: 'notApplied', remark: 'Experience not shown' });
    expect(keyOf(await decide({ decision: 'approve' }))).toBe('error.order.notInReview');
    const info = await server.post('margin/info', {}, user.headers);
    expect(info.body.data).toMatchObject({ status: 'notApplied', remark: 'Experience not shown' });
  });
});

describe('stop-out and margin alerts', () => {
  it('warns at 80 and 65 %, and closes a leveraged position when its level falls below 50 %, not before', async () => {
    const vow = findInstrument('de-VOW3')!;
    server.clock.set(MONDAY);
    const user = await trader(server, '10000', { verified: true });
    server.clock.set('2026-11-23T09:00:00Z');
    await activateMargin(server, user);
    server.clock.set(MONDAY);
    const held = await placed(server, user, { stockId: 'de-VOW3', lots: 10, leverage: 5 });
    const open = Number(held.openPrice);
    const margin = Number(held.margin);
    // The level at a price, without the few cents of fee accrued by then.
    const level = (price: number) => ((margin + (price - open) * held.shares) / margin) * 100;
    const calendar = sim.calendar('de');
    sim.snapshot(vow, MONDAY_MS + 40 * DAY_MS);
    const minuteEnds = function* () {
      for (let k = calendar.sessionAt(MONDAY_MS).k; ; k += 1) {
        for (let j = 0; j < calendar.minutes; j += 1) {
          const ms = calendar.openMs(k) + (j * 60 + 59) * 1000;
          if (ms > MONDAY_MS) yield ms;
        }
      }
    };
    const firstWhere = (test: (level: number) => boolean) => {
      for (const ms of minuteEnds()) if (test(level(Number(priceOf(vow, ms))))) return ms;
      return 0;
    };
    const warningAt = firstWhere((value) => value < 79);
    const criticalAt = firstWhere((value) => value < 64);
    const stopAt = firstWhere((value) => value < 49.5);
    const safeBefore = [...Array(60).keys()]
      .map((i) => stopAt - (i + 1) * 60_000)
      .find((ms) => level(Number(priceOf(vow, ms))) > 51)!;
    expect(warningAt).toBeLessThan(criticalAt);
    expect(criticalAt).toBeLessThan(stopAt);

    const notices = async () => {
      const [conversation] = await server.database.db
        .select()
        .from(supportConversations)
        .where(eq(supportConversations.accountId, user.id));
      if (!conversation) return [];
      return server.database.db
        .select()
        .from(supportMessages)
        .where(eq(supportMessages.conversationId, conversation.id));
    };
    server.clock.set(warningAt);
    const warned = await position(server, user, held.id);
    expect(Number(warned.marginLevelPct)).toBeLessThan(80);
    expect(await notices()).toHaveLength(1);
    expect((await server.post('margin/info', {}, user.headers)).body.data.exposure[0]).toMatchObject({
      currency: 'EUR',
      alert: 'warning',
    });
    server.clock.set(criticalAt);
    await position(server, user, held.id);
    expect(await notices()).toHaveLength(2);
    // Both alerts are notices to the user too (core/notices.ts), newest first, worded by the app.
    const told = (await server.post('user/notice', {}, user.headers)).body.data.filter(
      (notice: { kind?: string }) => notice.kind === 'marginWarning' || notice.kind === 'marginCritical',
    );
    expect(told.map((notice: { kind: string }) => notice.kind)).toEqual(['marginCritical', 'marginWarning']);
    expect(told[0].params).toMatchObject({ currency: 'EUR', levelPct: expect.stringMatching(/^\d+\.\d{2}$/) });

    server.clock.set(safeBefore);
    expect((await position(server, user, held.id)).status).not.toBe('closed');
    server.clock.set(stopAt);
    const stopped = await position(server, user, held.id);
    expect(stopped).toMatchObject({
      status: 'closed',
      remark: 'stopOut',
      closedAt: new Date(stopAt).toISOString().replace('.000', ''),
    });
    expect(stopped.closePrice).toBe(priceOf(vow, stopAt));
    const stopNotice = (await server.post('user/notice', {}, user.headers)).body.data.find(
      (notice: { kind?: string }) => notice.kind === 'stopOut',
    );
    expect(stopNotice.params).toEqual({
      positionId: held.id,
      name: vow.name,
      currency: 'EUR',
      net: stopped.settlement.net,
    });
    const timeline = await server.post('trade/timeline', { positionId: held.id }, user.headers);
    const kinds = timeline.body.data.entries.map((entry: { kind: string }) => entry.kind);
    expect(kinds).toContain('marginWarning');
    expect(kinds).toContain('stopOut');
    expect(kinds).toContain('managementFee');
    expect(Number(stopped.settlement.managementFee)).toBeGreaterThan(0);
    const funds = await wallet(server, user, 'EUR');
    expect(Number(funds.available)).toBeGreaterThanOrEqual(0);
  });
});

describe('negative balance protection', () => {
  it('a loss beyond the margin takes the free cash and stops at zero (adjustment nbp)', async () => {
    const netflix = findInstrument('usd-NFLX')!;
    server.clock.set('2026-11-23T14:00:00Z');
    const user = await trader(server, '100000', { verified: true });
    await activateMargin(server, user);
    server.clock.set('2026-11-23T15:00:00Z'); // New York trades
    const short = await placed(server, user, { stockId: 'usd-NFLX', direction: 'short', lots: 10, leverage: 5 });
    // Leave no free cash: the loss beyond the margin has nothing to take.
    const funds = await wallet(server, user, 'USD');
    await adjust(server, user, 'USD', `-${funds.available}`);
    expect((await wallet(server, user, 'USD')).available).toBe('0.00');
    // Nobody looks until the price is more than 20 % above the open: the loss exceeds the margin.
    const open = Number(short.openPrice);
    const calendar = sim.calendar('usd');
    sim.snapshot(netflix, Date.parse('2026-11-23T15:00:00Z') + 60 * DAY_MS);
    let gapAt = 0;
    for (let k = calendar.sessionAt(Date.parse('2026-11-23T15:00:00Z')).k; gapAt === 0; k += 1) {
      for (let j = 0; j < calendar.minutes && gapAt === 0; j += 1) {
        const ms = calendar.openMs(k) + (j * 60 + 59) * 1000;
        if (Number(priceOf(netflix, ms)) > open * 1.22) gapAt = ms;
      }
    }
    server.clock.set(gapAt);
    await relogin(server, user);
    const closed = await position(server, user, short.id);
    expect(closed).toMatchObject({ status: 'closed', remark: 'stopOut' });
    expect(Number(closed.settlement.net)).toBeLessThan(0);
    expect(Number(closed.settlement.nbp)).toBeGreaterThan(0);
    expect(closed.settlement.nbp).toBe(closed.settlement.shortfall);
    expect(await wallet(server, user, 'USD')).toMatchObject({ balance: '0.00', frozen: '0.00', available: '0.00' });
    const timeline = await server.post('trade/timeline', { positionId: short.id }, user.headers);
    expect(timeline.body.data.entries.map((entry: { kind: string }) => entry.kind)).toContain('nbp');
  });
});

describe('dividends', () => {
  it('a long held at the record close receives the net on the pay date; a short pays the gross', async () => {
    // The first ex-date after Monday among the tradable shares of the simulated market.
    const { instrument, k, ticks } = firstDividendAfter(
      sim,
      ['nl-INGA', 'nl-ABN', 'nl-KPN', 'nl-AD', 'nl-ASML', 'nl-SHELL', 'nl-UNA', 'de-ALV', 'de-MUV2', 'de-BAS'],
      MONDAY_MS,
    );
    const calendar = sim.calendar(instrument.market);
    server.clock.set(MONDAY);
    const user = await trader(server, '100000');
    const long = await placed(server, user, { stockId: instrument.id, lots: 10 });
    const short = await placed(server, user, { stockId: instrument.id, direction: 'short', lots: 10 });
    // The day after the ex-date: recorded, not paid yet.
    server.clock.set(calendar.openMs(k) + DAY_MS);
    await relogin(server, user);
    const recorded = await server.post('trade/dividends', {}, user.headers);
    expect(recorded.body, JSON.stringify(recorded.body)).toMatchObject({ status: 1 });
    expect(recorded.body.data.total).toBe(2);
    expect(recorded.body.data.items.every((item: { paidAt: string | null }) => item.paidAt === null)).toBe(true);
    // After the pay date (14 days on): the long receives the net, the short pays the gross.
    server.clock.set(calendar.openMs(k) + 15 * DAY_MS);
    await relogin(server, user);
    const paid = await server.post('trade/dividends', { positionId: long.id }, user.headers);
    const perShare = formatScaled(ticks, instrument.decimals);
    const gross = (Number(perShare) * long.shares).toFixed(2);
    expect(paid.body.data.items[0]).toMatchObject({
      kind: 'cash',
      direction: 'long',
      perShare,
      gross,
      shares: long.shares,
    });
    expect(paid.body.data.items[0].paidAt).not.toBeNull();
    const shortPaid = await server.post('trade/dividends', { positionId: short.id }, user.headers);
    expect(shortPaid.body.data.items[0]).toMatchObject({ direction: 'short', amount: `-${gross}` });
    const entries = await server.database.db.select().from(ledgerEntries).where(eq(ledgerEntries.accountId, user.id));
    expect(entries.filter((entry) => entry.type === 'dividend')).toHaveLength(2);
  });
});

describe('charts', () => {
  it('allocation adds up to 100 % and the value history has a point a day', async () => {
    server.clock.set(MONDAY);
    const user = await trader(server, '5000');
    await placed(server, user, { lots: 10 });
    const allocation = await server.post('trade/allocation', { currency: 'EUR' }, user.headers);
    expect(allocation.body.status).toBe(1);
    const total = allocation.body.data.byMarket.reduce(
      (sum: number, slice: { pct: string }) => sum + Number(slice.pct),
      0,
    );
    expect(total).toBeCloseTo(100, 5);
    expect(allocation.body.data.byMarket.map((slice: { market: string }) => slice.market).sort()).toEqual([
      'cash',
      'nl',
    ]);
    const history = await server.post('trade/valueHistory', { currency: 'EUR', range: '1m' }, user.headers);
    expect(history.body.data.points).toHaveLength(30);
    expect(Number(history.body.data.points.at(-1).value)).toBeGreaterThan(0);
  });
});
