import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { add, roundMoney } from '@broker/domain';
import { ledgerEntries, newShareRecords } from '../../db/schema.ts';
import {
  addCard,
  adjust,
  expectLedgerOk,
  randomCardNumber,
  setFundPassword,
  tick,
  verifyRealName,
  wallet,
  withdraw,
} from '../../testing/funds.ts';
import { subscribed, TEST_MARKET_SEED } from '../../testing/newShare.ts';
import { startTestServer, type TestServer } from '../../testing/testServer.ts';
import { relogin } from '../../testing/trading.ts';
import { MarketSimulation } from '../market/index.ts';
import { computeDraw } from './draw.ts';
import { offeringsAround, type Offering } from './offerings.ts';

/**
 * "Applied on read" is the engine's, not an endpoint's: with the background sweep off, a draw that
 * fell due a second ago has released its freeze in the very `funds/withdraw` that follows it — a
 * call of the funds slice, which knows nothing of new shares (issue #25). Runs on PGlite and, in
 * `npm test`, on PostgreSQL.
 */
const MONDAY = '2026-11-23T10:00:00Z';
const NOW = Date.parse(MONDAY);
const sim = new MarketSimulation(TEST_MARKET_SEED);
let server: TestServer;
let losing: { offering: Offering; lots: number };

beforeAll(async () => {
  const found = losingSubscription();
  losing = found;
  server = await startTestServer({ now: MONDAY, drawSecret: found.secret });
});
afterAll(async () => {
  if (server) await expectLedgerOk(server);
  await server?.close();
});

/**
 * A draw secret, a euro offering open now and its least lots, such that the draw leaves this
 * server's only subscription without a lot (worked out ahead from the secret, as the draw will).
 */
function losingSubscription(): { secret: Buffer; offering: Offering; lots: number } {
  const offering = offeringsAround(TEST_MARKET_SEED, NOW).find(
    (candidate) =>
      candidate.subscribeStartMs <= NOW &&
      NOW <= candidate.subscribeEndMs &&
      candidate.kind === 'subscription' &&
      candidate.currency === 'EUR',
  );
  if (!offering) throw new Error('no euro subscription open');
  for (let attempt = 0; attempt < 200; attempt += 1) {
    const secret = randomBytes(32);
    const draw = computeDraw({ sim, secret }, offering, [offering.minLots], 0);
    if (draw.allotted.at(-1) === 0) return { secret, offering, lots: offering.minLots };
  }
  throw new Error(`no secret leaves ${offering.id} without a lot: is it undersubscribed?`);
}

describe('a draw that fell due, and the next call of any slice', () => {
  it('has released the freeze in the funds/withdraw that follows, with the sweeper off', async () => {
    const { offering, lots } = losing;
    const user = await server.register('drawn');
    await verifyRealName(server, user);
    await setFundPassword(server, user);
    const card = await addCard(server, user, randomCardNumber());
    await adjust(server, user, 'EUR', '100000');
    const record = await subscribed(server, user, { newShareId: offering.id, lots });
    // Leave 100 € available: a withdrawal of the whole balance needs the subscription's freeze back.
    const before = await wallet(server, user, 'EUR');
    await adjust(server, user, 'EUR', `-${add(before.available, '-100')}`);
    expect(await wallet(server, user, 'EUR')).toMatchObject({ available: '100.00', frozen: record.frozen });
    const whole = add('100', record.frozen);

    // Just before the draw, the money is still frozen (tick: past the 2-s rule of rid writes).
    server.clock.set(offering.drawnMs! - 3000);
    await relogin(server, user);
    tick(server);
    const early = await withdraw(server, user, { cardId: card.id, currency: 'EUR', amount: whole });
    expect(early.body.msg).toBe('error.balance.availableInsufficient');

    // A second after it, nothing else looks at the account first: the withdrawal itself does.
    server.clock.set(offering.drawnMs! - 1100);
    tick(server);
    expect(server.clock.now().getTime()).toBe(offering.drawnMs! + 1000);
    const drawnAt = new Date(offering.drawnMs!);
    const stored = async () =>
      (await server.database.db.select().from(newShareRecords).where(eq(newShareRecords.id, record.id)))[0]!;
    expect((await stored()).status).toBe('drawing');
    const paid = await withdraw(server, user, { cardId: card.id, currency: 'EUR', amount: whole });
    expect(paid.body).toMatchObject({ status: 1, msg: 'success.funds.withdraw' });
    expect(await stored()).toMatchObject({ status: 'notWon', frozen: '0.000000', drawnAt });
    const unfreeze = await server.database.db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.refId, record.id), eq(ledgerEntries.type, 'unfreeze')));
    expect(unfreeze).toHaveLength(1);
    expect(unfreeze[0]!.createdAt).toEqual(drawnAt);
    expect(await wallet(server, user, 'EUR')).toMatchObject({ available: '0.00', frozen: roundMoney(whole, 'EUR') });
  });
});
