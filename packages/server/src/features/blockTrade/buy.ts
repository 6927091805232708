import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { dateOfDay, isZero, negate, openingCost, validateBlockTrade, type AccountRestriction } from '@broker/domain';
import type { Position } from '@broker/contract';
import type { Db, Tx } from '../../db/open.ts';
import { ApiError } from '../../http/envelope.ts';
import { idempotentWrite } from '../../http/idempotentWrite.ts';
import { throwIssues, type RouteBody, type RouteDeps } from '../../http/routes.ts';
import { hashToken, normalInvitationKey, sameHash } from '../../lib/secrets.ts';
import { postAll, walletFunds } from '../../core/ledger.ts';
import { loadAccount } from '../../core/accounts.ts';
import { orderNumber } from '../../core/orderNumbers.ts';
import {
  openPosition,
  positionOf,
  positionView,
  tradingCalendar,
  tradingRules,
  type PositionRow,
} from '../trading/index.ts';
import { fundPasswordMatches } from '../user/index.ts';
import { dayOnOffer, findSeries, type BlockSeries } from './offers.ts';
import { blockTradesOpen, dayForAccount, unlockAtOf } from './state.ts';
import { blockBuys } from './schema.ts';
import type { BlockTradeServices } from './services.ts';

type Body = RouteBody<'blockTrade/buy'>;
type BuyRow = typeof blockBuys.$inferSelect;

/**
 * The typed invitation key against the series' (sha256 of the key, compared in constant time),
 * braked per account (domain attemptPolicies.invitationKey): past the brake the answer is
 * `request.tooFrequent` before anything is compared.
 */
async function invitationKeyMatches(deps: RouteDeps, accountId: string, keyHash: string, typed: string) {
  const attempt = await deps.attempts.begin([{ secret: 'invitationKey', subject: accountId, clearOnSuccess: true }]);
  const matches = sameHash(hashToken(normalInvitationKey(typed)), keyHash);
  if (matches) await attempt.succeed();
  return matches;
}

/** What a buy stores once its checks pass. */
interface Plan {
  series: BlockSeries;
  day: number;
  price: string;
  invited: boolean;
}

/** The buy checked against the account, the offer, the hours and the funds (domain `validateBlockTrade`). */
async function checkBuy(
  deps: RouteDeps,
  services: BlockTradeServices,
  accountId: string,
  body: Body,
  now: Date,
): Promise<Plan> {
  const { db } = services;
  const nowMs = now.getTime();
  const series = findSeries(services.sim.seed, body.blockTradeId);
  const day = series ? dayOnOffer(series, nowMs) : null;
  const account = await loadAccount(db, accountId);
  const typedKey = typeof body.secretKey === 'string' && body.secretKey.trim() !== '' ? body.secretKey : undefined;
  const today = series && day !== null ? await dayForAccount(services, db, accountId, series, day, nowMs) : null;
  const invitation = today?.invitation;
  const invited = today?.invited ?? null;
  const currency = series?.currency ?? 'EUR';
  const funds = await walletFunds(db, accountId, currency);
  const context = {
    nowMs,
    currency,
    exists: today !== null && (invited === null || invited.state === 'valid'),
    open: await blockTradesOpen(db),
    needsSecretKey: invited !== null,
    price: today?.state.price ?? '0',
    lotSize: series?.instrument.lotSize ?? 1,
    minLots: series?.minLots ?? 1,
    remainingTodayLots: today?.remaining ?? 0,
    feePct: tradingRules.feePct,
    hours: tradingCalendar(series?.market ?? 'nl').window,
    available: funds.available,
    balance: funds.balance,
    fundPasswordSet: account.fundPasswordHash !== null,
    // Each secret through its brake, before the rules (the check order puts them first).
    fundPasswordMatches: await fundPasswordMatches(deps, account, body.fundPassword, now),
    secretKeyMatches:
      invitation && typedKey !== undefined
        ? await invitationKeyMatches(deps, accountId, invitation.row.keyHash, typedKey)
        : undefined,
    restrictions: account.restrictions as AccountRestriction[],
  };
  throwIssues(validateBlockTrade({ ...body, fundPassword: body.fundPassword }, context));
  return { series: series!, day: day!, price: today!.state.price, invited: invited !== null };
}

/** One account's lots of the series' day, and the day's lots left, under the series' lock. */
async function lockSeriesDay(tx: Tx, seriesId: string, day: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${0x0b_10_c4}, hashtext(${`${seriesId}|${day}`}))`);
}

/**
 * blockTrade/buy (api.md §4.9, products.md §4): price × shares + fee debited (`blockTrade` and
 * `fee`, leverage 1) and the block a position with source `blockTrade`, locked until its unlock,
 * through trading's `openPosition`. What is left today is checked again under the series' lock,
 * so two buyers never take the same last lots; one buy per request id.
 */
export function buyBlock(
  deps: RouteDeps,
  services: BlockTradeServices,
  accountId: string,
  body: Body,
  now: Date,
): Promise<Position> {
  const nowMs = now.getTime();
  return idempotentWrite(deps, {
    accountId,
    find: async () => {
      const [buy] = await services.db
        .select()
        .from(blockBuys)
        .where(and(eq(blockBuys.accountId, accountId), eq(blockBuys.requestId, body.requestId)));
      return buy ? withPosition(services.db, buy) : undefined;
    },
    validate: () => checkBuy(deps, services, accountId, body, now),
    store: async (tx, plan: Plan) => {
      const { series, day } = plan;
      await lockSeriesDay(tx, series.id, dateOfDay(day));
      const left = (await dayForAccount(services, tx, accountId, series, day, nowMs)).remaining;
      if (body.lots > left) throw new ApiError('error.buyQuota.insufficient', { max: left });
      return withPosition(tx, await storeBuy(tx, accountId, body, plan, now));
    },
    view: ({ position }) => positionView(position, services.instruments, nowMs),
  });
}

/** A buy with its position as it is now (the answer of the buy, and of its retries). */
async function withPosition(db: Db | Tx, buy: BuyRow): Promise<{ buy: BuyRow; position: PositionRow }> {
  return { buy, position: (await positionOf(db, buy.accountId, buy.positionId))! };
}

async function storeBuy(tx: Tx, accountId: string, body: Body, plan: Plan, now: Date): Promise<BuyRow> {
  const { series, day, price } = plan;
  const { instrument, currency } = series;
  const shares = body.lots * instrument.lotSize;
  const cost = openingCost(price, shares, 1, tradingRules.feePct, currency);
  const id = randomUUID();
  const orderNo = orderNumber('B', now);
  const base = { accountId, currency, refId: id, at: now };
  const charged = !isZero(cost.fee);
  const [paid, fee] = await postAll(tx, [
    { ...base, amount: negate(cost.margin), type: 'blockTrade' },
    ...(charged ? [{ ...base, amount: negate(cost.fee), type: 'fee' as const }] : []),
  ]);
  const unlockAtMs = unlockAtOf(series, day, now.getTime());
  const position = await openPosition(tx, {
    accountId,
    source: 'blockTrade',
    requestId: `blockTrade:${id}`,
    orderNo,
    instrument: { id: instrument.id, market: series.market, currency },
    direction: 'long',
    lots: body.lots,
    shares,
    leverage: 1,
    price,
    payment: {
      by: 'paid',
      ledgerId: paid!.id,
      margin: cost.margin,
      ...(fee ? { fee: { amount: cost.fee, ledgerId: fee.id } } : {}),
    },
    lock: { untilMs: unlockAtMs, unit: 'day', value: series.lockDays },
    orderedAt: now,
    at: now,
  });
  const [row] = await tx
    .insert(blockBuys)
    .values({
      id,
      orderNo,
      accountId,
      requestId: body.requestId,
      seriesId: series.id,
      day: dateOfDay(day),
      market: series.market,
      stockId: instrument.id,
      currency,
      lots: body.lots,
      shares,
      price,
      amount: cost.margin,
      fee: cost.fee,
      invited: plan.invited,
      positionId: position.id,
      unlockAt: new Date(unlockAtMs),
      createdAt: now,
    })
    .returning();
  return row!;
}
