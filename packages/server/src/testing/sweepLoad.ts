import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { lockUntil, orderAmount, serverDefaults, type TradableMarket } from '@broker/domain';
import { post } from '../core/ledger.ts';
import { accounts } from '../db/schema.ts';
import { orderNumber } from '../core/orderNumbers.ts';
import { findInstrument, Instruments, MarketSimulation } from '../features/market/index.ts';
import { offeringsAround, storeSubscription, type Offering } from '../features/newShare/index.ts';
import { openPosition, tradingCalendar } from '../features/trading/index.ts';
import { TEST_MARKET_SEED } from './newShare.ts';
import type { TestServer } from './testServer.ts';

/**
 * Accounts with time-driven work, for the sweep's benchmark (tests/bench/server/sweep.ts): each
 * funded through the ledger, holding a 2× long and a short position opened through trading's
 * `openPosition` (margin and fee taken, timelines written) and a subscription to an open offering
 * stored as `newShare/subscribe` stores it (its freeze) — real records with real ledger entries,
 * made without a thousand HTTP sign-ups, each of which hashes two secrets. The accounts copy a
 * registered user's row (its hashes), under their own names.
 */
export async function seedSweepLoad(
  server: TestServer,
  count: number,
): Promise<{ accountIds: string[]; offering: Offering }> {
  const db = server.database.db;
  const now = server.clock.now();
  const nowMs = now.getTime();
  const template = await server.register('sweepload');
  const [row] = await db.select().from(accounts).where(eq(accounts.id, template.id));
  const sim = new MarketSimulation(TEST_MARKET_SEED);
  const instruments = new Instruments(sim);
  const offering = offeringsAround(TEST_MARKET_SEED, nowMs).find(
    (candidate) =>
      candidate.kind === 'subscription' &&
      candidate.currency === 'EUR' &&
      candidate.subscribeStartMs <= nowMs &&
      nowMs <= candidate.subscribeEndMs,
  );
  if (!row || !offering) throw new Error('no template account or no open euro offering');
  const stocks = ['nl-INGA', 'nl-ASML', 'nl-SHELL', 'nl-PHIA'].map((id) => findInstrument(id)!);
  const accountIds: string[] = [];
  for (let index = 0; index < count; index += 1) {
    const id = randomUUID();
    const { number: _number, id: _id, ...copy } = row;
    await db.transaction(async (tx) => {
      await tx.insert(accounts).values({
        ...copy,
        id,
        account: `sweep${index}_${id.slice(0, 6)}`,
        inviteCode: id.slice(0, 8).toUpperCase(),
      });
      await post(tx, { accountId: id, currency: 'EUR', amount: '100000', type: 'adjustment', at: now });
      for (const [direction, leverage] of [
        ['long', 2],
        ['short', 1],
      ] as const) {
        const instrument = stocks[(index + (direction === 'short' ? 1 : 0)) % stocks.length]!;
        const market = instrument.market as TradableMarket;
        const lock = serverDefaults.trading.sellLocks[market];
        const until = lockUntil(nowMs, lock, tradingCalendar(market));
        await openPosition(tx, {
          accountId: id,
          source: 'trade',
          requestId: randomUUID(),
          orderNo: orderNumber('T', now),
          instrument: { id: instrument.id, market, currency: instrument.currency },
          direction,
          lots: 10,
          shares: 10 * instrument.lotSize,
          leverage,
          price: instruments.priceAt(instrument, nowMs),
          payment: { by: 'trading' },
          lock: { untilMs: until, unit: lock.unit, value: lock.value },
          orderedAt: now,
          at: now,
        });
      }
      const lots = offering.minLots;
      await storeSubscription(tx, {
        accountId: id,
        requestId: randomUUID(),
        offering,
        lots,
        level: null,
        price: offering.issuePrice,
        amount: orderAmount(offering.issuePrice, lots * offering.lotSize, 'EUR'),
        autoPay: index % 2 === 0,
        now,
      });
    });
    accountIds.push(id);
  }
  return { accountIds, offering };
}
