import { randomUUID } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import {
  dayOrderExpiry,
  isTradableMarket,
  lendingCollateral,
  nextNightAt,
  validateLendingOptIn,
  validateLendingOptOut,
  type AccountRestriction,
  type Currency,
} from '@broker/domain';
import type { LendingRecord } from '@broker/contract';
import type { Tx } from '../../db/open.ts';
import { loadAccount } from '../../core/accounts.ts';
import { notify } from '../../core/notices.ts';
import { orderNumber } from '../../core/orderNumbers.ts';
import { ApiError } from '../../http/envelope.ts';
import { idempotentWrite } from '../../http/idempotentWrite.ts';
import { throwIssues, type RouteBody, type RouteDeps } from '../../http/routes.ts';
import { positionOf, tradingCalendar } from '../trading/index.ts';
import {
  holdingContext,
  lendingView,
  poolSharesLent,
  runningLoanOf,
  type LendingLoanRow,
  type LendingServices,
} from './records.ts';
import { lendingLoans, lendingSwitch } from './schema.ts';
import { lendingSettings as terms } from './settings.ts';

type OptInBody = RouteBody<'lending/optIn'>;

const loanByRequest = async (services: LendingServices, accountId: string, requestId: string) =>
  (
    await services.db
      .select()
      .from(lendingLoans)
      .where(and(eq(lendingLoans.accountId, accountId), eq(lendingLoans.requestId, requestId)))
  )[0];

/** What the opt-in stores, worked out by its checks: the holding's value and rate now. */
interface OptInPlan {
  stockId: string;
  currency: Currency;
  shares: number;
  value: string;
  ratePct: string;
}

/**
 * The opt-in's checks in the server's order (domain `validateLendingOptIn`); a position that is
 * not the account's is not found. The consent must name the terms in force: consent to terms that
 * changed since the screen showed them is no consent (`validation.invalid` on `termsVersion`).
 */
async function checkOptIn(services: LendingServices, accountId: string, body: OptInBody, nowMs: number) {
  const account = await loadAccount(services.db, accountId);
  const position = body.positionId ? await positionOf(services.db, accountId, body.positionId) : undefined;
  const holding = position ? await holdingContext(services, position, nowMs) : undefined;
  throwIssues(
    validateLendingOptIn(body, {
      ...(holding?.context ?? {
        currency: 'EUR',
        open: true,
        ownedOutright: false,
        lent: false,
        value: '0',
        minValue: terms.minValue,
        shares: 0,
        poolSharesLeft: 0,
      }),
      exists: position !== undefined,
      restrictions: account.restrictions as AccountRestriction[],
    }),
  );
  if (body.termsVersion !== terms.termsVersion) {
    throw new ApiError('error.validation.invalid', { field: 'termsVersion' });
  }
  return {
    stockId: position!.stockId,
    currency: position!.currency as Currency,
    shares: position!.shares,
    value: holding!.value,
    ratePct: holding!.ratePct,
  } satisfies OptInPlan;
}

/**
 * Stores the loan and its consent receipt (a notice), under a lock of the stock's pool so that two
 * accounts lending the last shares at once cannot both take them: the pool is counted again inside.
 */
async function storeLoan(
  tx: Tx,
  accountId: string,
  body: OptInBody,
  plan: OptInPlan,
  now: Date,
): Promise<LendingLoanRow | undefined> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`lending-pool:${plan.stockId}`}))`);
  const left = terms.poolSharesPerStock - (await poolSharesLent(tx, plan.stockId));
  if (plan.shares > left) throw new ApiError('error.lending.quotaFull', { max: Math.max(0, left) });
  const id = randomUUID();
  const [row] = await tx
    .insert(lendingLoans)
    .values({
      id,
      accountId,
      requestId: body.requestId,
      orderNo: orderNumber('S', now),
      positionId: body.positionId,
      stockId: plan.stockId,
      currency: plan.currency,
      shares: plan.shares,
      ratePct: plan.ratePct,
      lenderSharePct: terms.lenderSharePct,
      collateralPct: terms.collateralPct,
      termsVersion: terms.termsVersion,
      consentAt: now,
      status: 'borrowing',
      startedAt: now,
      value: plan.value,
      collateral: lendingCollateral(plan.value, terms.collateralPct, plan.currency),
      markedAt: now,
      nextAccrualAt: new Date(nextNightAt(now.getTime(), 0, terms.timeZone)),
    })
    .returning();
  return row;
}

/**
 * `lending/optIn` (issue #29): lends a holding owned outright, with the user's consent to the terms
 * in force. Borrowing from now: the collateral is marked at the value now and each close after, a
 * night's interest is paid at each local midnight (catchUp.ts). No money moves now. One per
 * request id; one running loan per holding (a partial unique index across processes).
 */
export function optIn(
  deps: RouteDeps,
  services: LendingServices,
  accountId: string,
  body: OptInBody,
  now: Date,
): Promise<LendingRecord> {
  return idempotentWrite(deps, {
    accountId,
    find: () => loanByRequest(services, accountId, body.requestId),
    validate: () => checkOptIn(services, accountId, body, now.getTime()),
    store: async (tx, plan) => {
      const row = await storeLoan(tx, accountId, body, plan, now);
      if (row) {
        const view = lendingView(services, row, now.getTime());
        await notify(
          tx,
          accountId,
          'lendingStarted',
          {
            loanId: row.id,
            positionId: row.positionId,
            name: view.name,
            shares: String(row.shares),
            ratePct: view.ratePct,
            lenderRatePct: view.lenderRatePct,
            termsVersion: row.termsVersion,
            consentAt: view.consentAt,
          },
          now,
        );
      }
      return row;
    },
    view: (row) => lendingView(services, row, now.getTime()),
    onConflict: () => {
      throw new ApiError('error.lending.alreadyLent');
    },
  });
}

/**
 * `lending/optOut`: the holding's loan ends at the next close of its market (the borrower returns
 * the shares by then); until then it is borrowing and earns as before. Asked twice, the second
 * answers `lending.endingAlready`; a retry of the same request id answers the loan as it is.
 */
export async function optOut(
  deps: RouteDeps,
  services: LendingServices,
  accountId: string,
  body: RouteBody<'lending/optOut'>,
  now: Date,
): Promise<LendingRecord> {
  return deps.accountLock.run(accountId, async () => {
    const position = await positionOf(services.db, accountId, body.positionId);
    const loan = position ? await runningLoanOf(services.db, position.id) : undefined;
    if (loan?.endingAt && loan.endRequestId === body.requestId) return lendingView(services, loan, now.getTime());
    throwIssues(validateLendingOptOut(body, { borrowing: loan !== undefined, ending: loan?.endingAt != null }));
    const market = position!.market;
    if (!isTradableMarket(market)) throw new ApiError('error.lending.notLent');
    const endingAt = new Date(dayOrderExpiry(now.getTime(), tradingCalendar(market)));
    const [updated] = await services.db
      .update(lendingLoans)
      .set({ endingAt, endRequestId: body.requestId })
      .where(and(eq(lendingLoans.id, loan!.id), eq(lendingLoans.status, 'borrowing'), isNull(lendingLoans.endingAt)))
      .returning();
    if (!updated) throw new ApiError('error.lending.endingAlready');
    return lendingView(services, updated, now.getTime());
  });
}

/** lending/switch (operators, audited): lending open to new loans or closed (`channel.closed`). */
export async function switchLending(services: LendingServices, open: boolean, now: Date) {
  await services.db
    .insert(lendingSwitch)
    .values({ id: 'switch', open, updatedAt: now })
    .onConflictDoUpdate({ target: lendingSwitch.id, set: { open, updatedAt: now } });
  return { open };
}
