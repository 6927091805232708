import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import {
  orderAmount,
  statusOnSubscribe,
  subscriptionPrice,
  validateNewShareSubscription,
  type AccountRestriction,
  type Currency,
  type NewShareRules,
} from '@broker/domain';
import type { NewShareRecord } from '@broker/contract';
import { ApiError } from '../../http/envelope.ts';
import { idempotentWrite } from '../../http/idempotentWrite.ts';
import { throwIssues, type RouteBody, type RouteDeps } from '../../http/routes.ts';
import { isUniqueViolation } from '../../lib/dbErrors.ts';
import { freeze, walletFunds } from '../../core/ledger.ts';
import { orderNumber } from '../../core/orderNumbers.ts';
import { fundPasswordMatches } from '../user/index.ts';
import { loadAccount } from '../../core/accounts.ts';
import { lockOffering, tellAllotted } from './draw.ts';
import { findOffering, type Offering } from './offerings.ts';
import { liveRecord, placementLotsLeft, viewOf, waiversOf } from './records.ts';
import { newShareRecords } from './schema.ts';
import type { RecordRow } from './views.ts';
import type { Tx } from '../../db/open.ts';
import type { NewShareServices } from './services.ts';

/** An id no offering has still passes the field checks, to be answered `product.unavailable` after the account's. */
const UNKNOWN: NewShareRules = {
  kind: 'subscription',
  lotSize: 1,
  minLots: 1,
  maxLots: Number.MAX_SAFE_INTEGER,
  issuePrice: '1',
  subscribeStartMs: 0,
  subscribeEndMs: Number.MAX_SAFE_INTEGER,
  currency: 'EUR',
};

type Body = RouteBody<'newShare/subscribe'>;

/** The subscription checked against the account, the offering and the rules (domain `validateNewShareSubscription`). */
async function checkSubscription(
  deps: RouteDeps,
  services: NewShareServices,
  accountId: string,
  body: Body,
  now: Date,
) {
  const { db, sim } = services;
  const nowMs = now.getTime();
  const offering = findOffering(sim.seed, body.newShareId);
  const account = await loadAccount(db, accountId);
  const matches = await fundPasswordMatches(deps, account, body.fundPassword, now);
  const currency: Currency = offering?.currency ?? 'EUR';
  const funds = await walletFunds(db, accountId, currency);
  const bar = await waiversOf(db, accountId, nowMs);
  throwIssues(
    validateNewShareSubscription(body, {
      offering: offering ?? UNKNOWN,
      exists: offering !== undefined,
      nowMs,
      alreadySubscribed: offering !== undefined && (await liveRecord(db, accountId, offering.id)) !== undefined,
      available: funds.available,
      balance: funds.balance,
      fundPasswordSet: account.fundPasswordHash !== null,
      fundPasswordMatches: matches,
      restrictions: account.restrictions as AccountRestriction[],
      barredUntilMs: bar.barredUntilMs,
      lotsLeft: offering?.kind === 'placement' ? await placementLotsLeft(db, sim.seed, offering, nowMs) : undefined,
    }),
  );
  const price = subscriptionPrice(offering!, body.bidPrice);
  return { offering: offering!, price, amount: orderAmount(price, body.lots * offering!.lotSize, currency) };
}

/**
 * newShare/subscribe (api.md §4.8, products.md §2): the amount frozen; a subscription or auction
 * waits for the draw, a placement is allotted at once from its remaining lots (checked again under
 * the offering's lock, so that two subscribers never take the same last lots). One live
 * subscription per account and offering, also across processes (a unique index); one per request id.
 */
export function subscribe(
  deps: RouteDeps,
  services: NewShareServices,
  accountId: string,
  body: Body,
  now: Date,
): Promise<NewShareRecord> {
  const nowMs = now.getTime();
  return idempotentWrite(deps, {
    accountId,
    find: async () =>
      (
        await services.db
          .select()
          .from(newShareRecords)
          .where(and(eq(newShareRecords.accountId, accountId), eq(newShareRecords.requestId, body.requestId)))
      )[0],
    validate: () => checkSubscription(deps, services, accountId, body, now),
    store: async (tx, { offering, price, amount }: { offering: Offering; price: string; amount: string }) => {
      if (offering.kind === 'placement') {
        await lockOffering(tx, offering.id);
        const left = await placementLotsLeft(tx, services.sim.seed, offering, nowMs);
        if (body.lots > left) throw new ApiError('error.allocation.failed', { max: left });
      }
      return storeSubscription(tx, {
        accountId,
        requestId: body.requestId,
        offering,
        lots: body.lots,
        level: body.level ?? null,
        price,
        amount,
        autoPay: body.autoPay,
        now,
      });
    },
    view: (row) => viewOf(services, row),
    // Another live subscription of the offering was stored in between (another process, or a
    // request id the lock did not see): the uniqueness rule's answer.
    onConflict: (error) => {
      if (isUniqueViolation(error)) throw new ApiError('error.newShare.alreadySubscribed');
      throw error;
    },
  });
}

/** A subscription as it is stored: its record (a placement's allotted at once) and its freeze, in the caller's transaction. */
export async function storeSubscription(
  tx: Tx,
  subscription: {
    accountId: string;
    requestId: string;
    offering: Offering;
    lots: number;
    level: number | null;
    price: string;
    amount: string;
    autoPay: boolean;
    now: Date;
  },
): Promise<RecordRow> {
  const { accountId, offering, price, amount, now } = subscription;
  const placement = offering.kind === 'placement';
  const id = randomUUID();
  const [row] = await tx
    .insert(newShareRecords)
    .values({
      id,
      orderNo: orderNumber('N', now),
      accountId,
      requestId: subscription.requestId,
      offeringId: offering.id,
      kind: offering.kind,
      market: offering.market,
      currency: offering.currency,
      lots: subscription.lots,
      level: placement ? subscription.level : null,
      bidPrice: offering.kind === 'auction' ? price : null,
      price,
      amount,
      frozen: amount,
      autoPay: subscription.autoPay,
      status: statusOnSubscribe(offering.kind),
      ...(placement
        ? { allottedLots: subscription.lots, amountDue: amount, payDeadline: new Date(offering.payDeadlineMs) }
        : {}),
      createdAt: now,
    })
    .returning();
  await freeze(tx, { accountId, currency: offering.currency, amount, refId: id, at: now });
  if (placement) await tellAllotted(tx, row!, offering, now);
  return row!;
}
