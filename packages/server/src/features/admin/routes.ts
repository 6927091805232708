import type { FastifyInstance } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { accountRestrictions, toDecimalString, validateCreditPoints } from '@broker/domain';
import { accounts } from '../../db/schema.ts';
import { ApiError } from '../../http/envelope.ts';
import { endsSessions, revokeSessions } from '../../http/auth.ts';
import { defineAdminRoute, throwIssues, type RouteDeps } from '../../http/routes.ts';
import type { HoldingsRegistry } from '../../core/holdings.ts';
import { findAccountByName, type AccountRow } from '../../core/accounts.ts';
import { userView } from '../user/index.ts';
import type { ReviewRegistry } from '../../core/reviews.ts';

/**
 * The operator API (api.md §6): reviews, dispatched by entity to the source a slice registered
 * (real name: features/user/review.ts; deposits and withdrawals: features/funds/review.ts), and
 * account management. Entities no slice serves yet (loans, intraday, margin) answer an empty list
 * and `order.notFound`. Slices register their own operator routes (the funds slice's
 * account/adjustBalance and ledger/verify).
 */
async function adminUser(deps: RouteDeps, holdings: HoldingsRegistry, account: AccountRow, now: Date) {
  const { db } = deps;
  // The account as its user would see it now: its time-driven work brought up to date first.
  await deps.timed.catchUpAccount(db, account.id, now.getTime());
  const user = await userView(db, account, undefined, await holdings.of(account.id, now));
  return { ...user, creditQuota: toDecimalString(account.creditQuota) };
}

export interface AdminRouteOptions {
  /** The review sources the slices registered. */
  reviews: ReviewRegistry;
  /** What the slices hold for an account, in its wallets as the user sees them. */
  holdings: HoldingsRegistry;
}

export function registerAdminRoutes(app: FastifyInstance, deps: RouteDeps, options: AdminRouteOptions): void {
  const { db } = deps;
  const { reviews, holdings } = options;

  const accountNamed = async (name: string) => {
    const account = await findAccountByName(db, name);
    if (!account) throw new ApiError('error.account.notFound');
    return account;
  };

  defineAdminRoute(app, deps, 'review/list', async (body, { now }) => reviews.list(body, now));

  defineAdminRoute(app, deps, 'review/decide', async (body, { now }) => {
    const remark = body.remark?.trim() || null;
    if (body.decision === 'reject' && !remark) throw new ApiError('error.validation.required', { field: 'remark' });
    return reviews.decide(body, remark, now);
  });

  defineAdminRoute(app, deps, 'account/get', async (body, { now }) =>
    adminUser(deps, holdings, await accountNamed(body.account), now),
  );

  defineAdminRoute(app, deps, 'account/update', async (body, { now }) => {
    const account = await accountNamed(body.account);
    if (body.creditQuota !== undefined && body.creditQuota.startsWith('-')) {
      throw new ApiError('error.validation.invalid', { field: 'creditQuota', rule: 'min', min: '0' });
    }
    const restrictions = body.restrictions
      ? accountRestrictions.filter((restriction) => body.restrictions?.includes(restriction))
      : undefined;
    const [updated] = await db
      .update(accounts)
      .set({
        ...(restrictions ? { restrictions } : {}),
        ...(body.isSeat !== undefined ? { isSeat: body.isSeat } : {}),
        ...(body.creditQuota !== undefined ? { creditQuota: body.creditQuota } : {}),
      })
      .where(eq(accounts.id, account.id))
      .returning();
    if (!updated) throw new ApiError('error.account.notFound');
    if (endsSessions(updated.restrictions)) await revokeSessions(deps, updated.id, now);
    return adminUser(deps, holdings, updated, now);
  });

  defineAdminRoute(app, deps, 'account/credit', async (body) => {
    throwIssues(validateCreditPoints(body.points));
    const account = await accountNamed(body.account);
    const delta = Number(body.points) * (body.op === 'add' ? 1 : -1);
    const [updated] = await db
      .update(accounts)
      .set({ creditScore: sql`greatest(0, ${accounts.creditScore} + ${delta})` })
      .where(eq(accounts.id, account.id))
      .returning({ creditScore: accounts.creditScore });
    if (!updated) throw new ApiError('error.account.notFound');
    return { creditScore: updated.creditScore };
  });
}
