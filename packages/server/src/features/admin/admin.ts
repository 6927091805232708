import type { FastifyInstance } from 'fastify';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import { accountRestrictions, toDecimalString, validateCreditPoints, type RealNameStatus } from '@broker/domain';
import type { RealNameReview } from '@broker/contract';
import type { Db } from '../../db/open.ts';
import { accounts, realNames } from '../../db/schema.ts';
import { ApiError } from '../../http/envelope.ts';
import { endsSessions, revokeSessions } from '../../http/auth.ts';
import { defineAdminRoute, throwIssues, type RouteDeps } from '../../http/routes.ts';
import type { UrlSigner } from '../../lib/signedUrl.ts';
import { findAccountByName, userView, type AccountRow } from '../user/view.ts';
import { realNameView, type RealNameRow } from '../user/realName.ts';
import { fundsReviews, registerFundsAdminRoutes } from '../funds/review.ts';

/**
 * The operator API (api.md §6): real-name, deposit and withdrawal reviews (the funds slice's
 * in features/funds/review.ts), account management, balance adjustments and the ledger check.
 * Other review entities (loans, intraday, margin) answer an empty list and `order.notFound`
 * until their slices add them here.
 */
async function adminUser(db: Db, account: AccountRow) {
  return { ...(await userView(db, account)), creditQuota: toDecimalString(account.creditQuota) };
}

function realNameReview(row: RealNameRow, account: string, signer: UrlSigner, now: Date): RealNameReview {
  return {
    ...realNameView(row, signer, now),
    id: row.accountId,
    accountId: row.accountId,
    account,
    idNumber: row.idNumber,
  };
}

export function registerAdminRoutes(app: FastifyInstance, deps: RouteDeps, signer: UrlSigner): void {
  const { db } = deps;

  const funds = fundsReviews(deps, signer);
  registerFundsAdminRoutes(app, deps);

  const accountNamed = async (name: string) => {
    const account = await findAccountByName(db, name);
    if (!account) throw new ApiError('error.account.notFound');
    return account;
  };

  defineAdminRoute(app, deps, 'review/list', async (body, { now }) => {
    if (body.entity === 'deposit' || body.entity === 'withdrawal') return funds.list(body, now);
    if (body.entity !== 'realName') return { items: [], total: 0, page: body.page, size: body.size };
    const where = and(
      eq(realNames.status, body.status ?? 'reviewing'),
      body.account ? eq(accounts.account, body.account) : undefined,
    );
    const [{ total } = { total: 0 }] = await db
      .select({ total: count() })
      .from(realNames)
      .innerJoin(accounts, eq(accounts.id, realNames.accountId))
      .where(where);
    const rows = await db
      .select({ record: realNames, account: accounts.account })
      .from(realNames)
      .innerJoin(accounts, eq(accounts.id, realNames.accountId))
      .where(where)
      .orderBy(asc(realNames.submittedAt), asc(realNames.accountId))
      .limit(body.size)
      .offset((body.page - 1) * body.size);
    return {
      items: rows.map((row) => realNameReview(row.record, row.account, signer, now)),
      total,
      page: body.page,
      size: body.size,
    };
  });

  defineAdminRoute(app, deps, 'review/decide', async (body, { now }) => {
    const remark = body.remark?.trim() || null;
    if (body.decision === 'reject' && !remark) throw new ApiError('error.validation.required', { field: 'remark' });
    if (body.entity === 'deposit') return funds.decideDeposit(body, remark, now);
    if (body.entity === 'withdrawal') return funds.decideWithdrawal(body, remark, now);
    if (body.entity !== 'realName') throw new ApiError('error.order.notFound');
    const [found] = await db
      .select({ record: realNames, account: accounts.account })
      .from(realNames)
      .innerJoin(accounts, eq(accounts.id, realNames.accountId))
      .where(eq(realNames.accountId, body.id));
    if (!found) throw new ApiError('error.order.notFound');
    const status: RealNameStatus = body.decision === 'approve' ? 'verified' : 'rejected';
    // Guarded by the current status, so a repeated or concurrent decision fails instead of applying twice.
    const row = await db.transaction(async (tx) => {
      const [updated] = await tx
        .update(realNames)
        .set({ status, remark, reviewedAt: now })
        .where(and(eq(realNames.accountId, body.id), eq(realNames.status, 'reviewing')))
        .returning();
      if (updated && status === 'verified') {
        await tx.update(accounts).set({ realName: updated.name }).where(eq(accounts.id, updated.accountId));
      }
      return updated;
    });
    if (!row) throw new ApiError('error.order.notInReview');
    return realNameReview(row, found.account, signer, now);
  });

  defineAdminRoute(app, deps, 'account/get', async (body) => adminUser(db, await accountNamed(body.account)));

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
    if (endsSessions(updated.restrictions)) await revokeSessions(db, updated.id, now);
    return adminUser(db, updated);
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
