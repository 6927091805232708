import { randomUUID } from 'node:crypto';
import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import {
  accountMargin,
  canEndMargin,
  marginAfterReview,
  questionnaireForm,
  scoreQuestionnaire,
  validateMarginApplication,
  type MarginStatus,
} from '@broker/domain';
import type { MarginApplication, MarginInfo, MarginReview } from '@broker/contract';
import type { Db } from '../../db/open.ts';
import { accounts } from '../../db/schema.ts';
import { ApiError } from '../../http/envelope.ts';
import { paginate } from '../../http/paginate.ts';
import { throwIssues, type AdminRouteBody, type RouteBody } from '../../http/routes.ts';
import { isUniqueViolation } from '../../lib/dbErrors.ts';
import { toApiTime, toApiTimeOrNull } from '../../lib/time.ts';
import type { ReviewDecideBody, ReviewListBody, ReviewSource } from '../../core/reviews.ts';
import { findAccountByName, loadAccount, realNameStatusOf } from '../../core/accounts.ts';
import type { TradingServices } from './catchUp.ts';
import { heldInstrument, priceAt } from './market.ts';
import { marginApplications, positions } from './schema.ts';
import { tradingRules } from './settings.ts';
import { notify } from '../../core/notices.ts';
import { openFigures } from './views.ts';

type ApplicationRow = typeof marginApplications.$inferSelect;

async function latestApplication(db: Db, accountId: string): Promise<ApplicationRow | undefined> {
  const [row] = await db
    .select()
    .from(marginApplications)
    .where(eq(marginApplications.accountId, accountId))
    .orderBy(desc(marginApplications.answeredAt), desc(marginApplications.id))
    .limit(1);
  return row;
}

/** margin/info (api.md §4.7 with products.md §1's levels, questionnaire and exposure per currency). */
export async function marginInfo(services: TradingServices, accountId: string, now: Date): Promise<MarginInfo> {
  const { db } = services;
  const account = await loadAccount(db, accountId);
  const latest = await latestApplication(db, accountId);
  const open = await db
    .select()
    .from(positions)
    .where(and(eq(positions.accountId, accountId), inArray(positions.status, ['holding', 'locked', 'closing'])));
  const leveraged = open.filter((row) => row.leverage > 1);
  const exposure = [...new Set(leveraged.map((row) => row.currency))].sort().map((currency) => {
    const risk = leveraged
      .filter((row) => row.currency === currency)
      .map((row) => {
        const figures = openFigures(
          row,
          priceAt(services.instruments, heldInstrument(services.instruments, row.stockId)!, now.getTime()),
        )!;
        return { id: row.id, margin: row.margin, profit: figures.pnl, managementFee: row.managementFee };
      });
    const margin = accountMargin(risk, tradingRules.marginLevels);
    return {
      currency: currency as MarginInfo['exposure'][number]['currency'],
      margin: margin.margin,
      equity: margin.equity,
      levelPct: margin.levelPct,
      alert: margin.alert,
    };
  });
  return {
    status: account.marginStatus as MarginStatus,
    open: tradingRules.marginOpen,
    leverages: [...tradingRules.leverages],
    managementFeePct: tradingRules.managementFeePct,
    levels: { ...tradingRules.marginLevels },
    remark: latest?.remark ?? null,
    questionnaire: {
      status: latest ? (latest.passed ? 'passed' : 'failed') : 'notTaken',
      answeredAt: toApiTimeOrNull(latest?.answeredAt),
      retakeAt: latest && !latest.passed ? toApiTimeOrNull(latest.retakeAt) : null,
      reasons: latest && !latest.passed ? (latest.reasons as string[]) : [],
    },
    exposure,
  };
}

/** margin/questionnaire: the questions as locale keys, never the accepted answers. */
export function marginQuestionnaire() {
  return { questions: questionnaireForm(), retakeDays: tradingRules.retakeDays };
}

function applicationView(row: ApplicationRow, status: MarginStatus): MarginApplication {
  return {
    status,
    passed: row.passed === 1,
    score: row.score,
    total: row.total,
    reasons: row.reasons as string[],
    answeredAt: toApiTime(row.answeredAt),
    retakeAt: toApiTimeOrNull(row.retakeAt),
  };
}

/**
 * margin/apply (products.md §1, MiFID II art. 25(3)): the answers checked (domain
 * `validateMarginApplication`), scored and stored; passed → applied for an operator's review,
 * failed → the status unchanged, with the reasons and the retake date. Moves no money: its
 * request id is unique on the stored attempt, and a repeat answers the stored attempt.
 */
export async function applyForMargin(
  db: Db,
  accountId: string,
  body: RouteBody<'margin/apply'>,
  now: Date,
): Promise<MarginApplication> {
  const replay = async () => {
    const [row] = await db
      .select()
      .from(marginApplications)
      .where(and(eq(marginApplications.accountId, accountId), eq(marginApplications.requestId, body.requestId)));
    if (!row) return undefined;
    const account = await loadAccount(db, accountId);
    return applicationView(row, account.marginStatus as MarginStatus);
  };
  const done = await replay();
  if (done) return done;
  const account = await loadAccount(db, accountId);
  const latest = await latestApplication(db, accountId);
  throwIssues(
    validateMarginApplication(body, {
      nowMs: now.getTime(),
      realNameStatus: await realNameStatusOf(db, accountId),
      open: tradingRules.marginOpen,
      status: account.marginStatus as MarginStatus,
      retakeAt: latest && !latest.passed ? toApiTimeOrNull(latest.retakeAt) : null,
    }),
  );
  const result = scoreQuestionnaire(body.answers, now.getTime(), tradingRules.retakeDays);
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(marginApplications)
        .values({
          id: randomUUID(),
          accountId,
          requestId: body.requestId,
          answers: body.answers,
          passed: result.passed ? 1 : 0,
          score: result.score,
          total: result.total,
          reasons: result.reasons,
          answeredAt: now,
          retakeAt: result.retakeAt ? new Date(result.retakeAt) : null,
          appliedAt: result.passed ? now : null,
        })
        .returning();
      let status = account.marginStatus as MarginStatus;
      if (result.passed) {
        const [updated] = await tx
          .update(accounts)
          .set({ marginStatus: 'applied' })
          .where(and(eq(accounts.id, accountId), inArray(accounts.marginStatus, ['notApplied', 'ended'])))
          .returning();
        if (!updated) throw new ApiError('error.margin.alreadyApplied');
        status = 'applied';
      }
      return applicationView(row!, status);
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const again = await replay();
    if (again) return again;
    throw error;
  }
}

function marginReview(
  account: { id: string; account: string; marginStatus: string },
  application: ApplicationRow | undefined,
): MarginReview {
  return {
    id: account.id,
    accountId: account.id,
    account: account.account,
    status: account.marginStatus as MarginStatus,
    appliedAt: toApiTimeOrNull(application?.appliedAt),
    reviewedAt: toApiTimeOrNull(application?.reviewedAt),
    remark: application?.remark ?? null,
    questionnaire: application
      ? {
          passed: application.passed === 1,
          score: application.score,
          total: application.total,
          answeredAt: toApiTime(application.answeredAt),
          answers: application.answers as Record<string, string>,
        }
      : null,
  };
}

/** The latest passed attempt of an account: the application an operator decides on. */
async function latestPassed(db: Db, accountId: string) {
  const [row] = await db
    .select()
    .from(marginApplications)
    .where(and(eq(marginApplications.accountId, accountId), eq(marginApplications.passed, 1)))
    .orderBy(desc(marginApplications.answeredAt), desc(marginApplications.id))
    .limit(1);
  return row;
}

/**
 * Margin reviews (review entity `margin`, id = the account's id): accounts whose status is
 * `applied` (or the status asked), oldest first. Approve → activated, reject → notApplied with
 * the remark (domain `marginAfterReview`), guarded by the status so a decision applies once.
 */
export function marginReviews(db: Db): ReviewSource {
  async function list(body: ReviewListBody) {
    const where = and(
      eq(accounts.marginStatus, body.status ?? 'applied'),
      body.account ? eq(accounts.account, body.account) : undefined,
    );
    return paginate(
      body,
      {
        total: async () => (await db.select({ total: count() }).from(accounts).where(where))[0]?.total ?? 0,
        rows: ({ limit, offset }) =>
          db
            .select({ id: accounts.id, account: accounts.account, marginStatus: accounts.marginStatus })
            .from(accounts)
            .where(where)
            .orderBy(asc(accounts.number))
            .limit(limit)
            .offset(offset),
      },
      async (rows) => Promise.all(rows.map(async (row) => marginReview(row, await latestPassed(db, row.id)))),
    );
  }

  async function decide(body: ReviewDecideBody, remark: string | null, now: Date) {
    const [found] = await db.select().from(accounts).where(eq(accounts.id, body.id));
    if (!found) throw new ApiError('error.order.notFound');
    const status = marginAfterReview(body.decision);
    const result = await db.transaction(async (tx) => {
      const [updated] = await tx
        .update(accounts)
        .set({ marginStatus: status })
        .where(and(eq(accounts.id, body.id), eq(accounts.marginStatus, 'applied')))
        .returning();
      if (!updated) return undefined;
      const application = await latestPassed(tx as unknown as Db, body.id);
      if (application) {
        await tx
          .update(marginApplications)
          .set({ reviewedAt: now, remark })
          .where(eq(marginApplications.id, application.id));
      }
      if (status === 'activated') await notify(tx, body.id, 'marginApproved', {}, now);
      else await notify(tx, body.id, 'marginRejected', { reason: remark ?? '' }, now);
      return updated;
    });
    if (!result) throw new ApiError('error.order.notInReview');
    return marginReview(result, await latestPassed(db, body.id));
  }

  return { entity: 'margin', list, decide };
}

/** Operator margin/end: an activated margin ends (domain `canEndMargin`; otherwise `order.notHolding`). */
export async function endMargin(db: Db, body: AdminRouteBody<'margin/end'>, now: Date) {
  const account = await findAccountByName(db, body.account);
  if (!account) throw new ApiError('error.account.notFound');
  if (!canEndMargin(account.marginStatus as MarginStatus)) throw new ApiError('error.order.notHolding');
  const updated = await db.transaction(async (tx) => {
    const [ended] = await tx
      .update(accounts)
      .set({ marginStatus: 'ended' })
      .where(and(eq(accounts.id, account.id), eq(accounts.marginStatus, 'activated')))
      .returning();
    if (ended) await notify(tx, ended.id, 'marginEnded', {}, now);
    return ended;
  });
  if (!updated) throw new ApiError('error.order.notHolding');
  return { status: 'ended' as const };
}
