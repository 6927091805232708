import { isAccountOf } from '../../core/accounts.ts';
import { and, asc, count, desc, eq, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/open.ts';
import {
  openPositionStatuses,
  compareTimeline,
  positionMilestones,
  statusesOfTab,
  type PositionSource,
  type PositionStatus,
  type TimelineKind,
} from '@broker/domain';
import type { Position } from '@broker/contract';
import { ApiError } from '../../http/envelope.ts';
import { paginate } from '../../http/paginate.ts';
import type { RouteBody } from '../../http/routes.ts';
import { toApiTime, toApiTimeOrNull } from '../../lib/time.ts';
import type { TradingServices } from './catchUp.ts';
import { dividends, positionEvents, positions } from './schema.ts';
import { dividendView, positionView, timelineEntryView } from './views.ts';

/** trade/positions: a tab's positions (domain `statusesOfTab`), newest first, paged; brought up to date first. */
export async function listPositions(
  services: TradingServices,
  accountId: string,
  body: RouteBody<'trade/positions'>,
  now: Date,
) {
  // A book's positions are its account's: the newest one of the user (none yet: an empty page).
  const holder = body.book ? await services.books.latestAccount(services.db, body.book, accountId) : accountId;
  if (holder === null) return { items: [], total: 0, page: body.page, size: body.size };
  const where = and(
    eq(positions.accountId, holder),
    inArray(positions.status, [...statusesOfTab(body.tab)]),
    body.market ? eq(positions.market, body.market) : undefined,
    body.stockId ? eq(positions.stockId, body.stockId) : undefined,
  );
  return positionsPage(services, where, body, now);
}

/** One page of the positions `where` selects, newest first, as the API shows them. */
function positionsPage(
  services: Pick<TradingServices, 'db' | 'instruments'>,
  where: SQL | undefined,
  page: { page: number; size: number },
  now: Date,
) {
  const { db } = services;
  return paginate(
    page,
    {
      total: async () => (await db.select({ total: count() }).from(positions).where(where))[0]?.total ?? 0,
      rows: ({ limit, offset }) =>
        db.select().from(positions).where(where).orderBy(desc(positions.seq)).limit(limit).offset(offset),
    },
    (rows) => rows.map((row) => positionView(row, services.instruments, now.getTime())),
  );
}

/**
 * The account's positions of one source (a block's, a paid new share's), newest first, paged:
 * what another slice lists as its records (`blockTrade/records`) without reading trading's tables.
 */
export async function listPositionsOf(
  services: Pick<TradingServices, 'db' | 'instruments'>,
  accountId: string,
  source: PositionSource,
  page: { page: number; size: number },
  now: Date,
) {
  return positionsPage(services, and(eq(positions.accountId, accountId), eq(positions.source, source)), page, now);
}

async function ownRow(services: TradingServices, accountId: string, positionId: string) {
  const [row] = await services.db.select().from(positions).where(eq(positions.id, positionId));
  // The user's own positions and their books' (an intraday account's); another user's are not found.
  if (!row || !(await isAccountOf(services.db, accountId, row.accountId))) throw new ApiError('error.order.notFound');
  return row;
}

/** trade/position: one of the account's positions (`order.notFound` for anyone else's). */
export async function showPosition(
  services: TradingServices,
  accountId: string,
  positionId: string,
  now: Date,
): Promise<Position> {
  return positionView(await ownRow(services, accountId, positionId), services.instruments, now.getTime());
}

/** trade/timeline: the milestones and every stored line of a position, oldest first (domain `compareTimeline`). */
export async function positionTimeline(services: TradingServices, accountId: string, positionId: string) {
  const row = await ownRow(services, accountId, positionId);
  const events = await services.db
    .select()
    .from(positionEvents)
    .where(eq(positionEvents.positionId, positionId))
    .orderBy(asc(positionEvents.seq));
  const entries = events
    .map((event) => timelineEntryView(event, row.currency))
    .sort((a, b) => compareTimeline(a as { kind: TimelineKind; at: string }, b as { kind: TimelineKind; at: string }));
  return {
    positionId,
    milestones: positionMilestones({
      status: row.status as PositionStatus,
      createdAt: toApiTime(row.createdAt),
      openedAt: toApiTimeOrNull(row.openedAt),
      lockUntil: toApiTimeOrNull(row.lockUntil),
      closeRequestedAt: toApiTimeOrNull(row.closeRequestedAt),
      closedAt: toApiTimeOrNull(row.closedAt),
      cancelledAt: toApiTimeOrNull(row.cancelledAt),
    }),
    entries,
  };
}

/** trade/dividends: the account's dividends, newest pay date first; `positionId` narrows to one of its positions. */
export async function listDividends(services: TradingServices, accountId: string, body: RouteBody<'trade/dividends'>) {
  const { db } = services;
  if (body.positionId) await ownRow(services, accountId, body.positionId);
  const where = and(
    eq(dividends.accountId, accountId),
    body.positionId ? eq(dividends.positionId, body.positionId) : undefined,
  );
  return paginate(
    body,
    {
      total: async () => (await db.select({ total: count() }).from(dividends).where(where))[0]?.total ?? 0,
      rows: ({ limit, offset }) =>
        db
          .select()
          .from(dividends)
          .where(where)
          .orderBy(desc(dividends.payAt), desc(dividends.id))
          .limit(limit)
          .offset(offset),
    },
    (rows) => rows.map(dividendView),
  );
}

/** The account's open positions (holding, locked, closing), oldest first: what a slice flattens (intraday). */
export function openPositionsOf(db: TradingServices['db'], accountId: string) {
  return db
    .select()
    .from(positions)
    .where(and(eq(positions.accountId, accountId), inArray(positions.status, [...openPositionStatuses])))
    .orderBy(asc(positions.seq));
}

/**
 * What loans of shares paid as payments in lieu (dividends while the shares were lent: their
 * `inLieuOf`), by loan id: the lending slice shows it on each loan.
 */
export async function paymentsInLieuOf(db: Db | Tx, loanIds: readonly string[]): Promise<Map<string, string>> {
  if (loanIds.length === 0) return new Map();
  const rows = await db
    .select({ loanId: dividends.inLieuOf, amount: sql<string>`coalesce(sum(${dividends.amount}), 0)` })
    .from(dividends)
    .where(and(inArray(dividends.inLieuOf, [...loanIds]), isNotNull(dividends.paidAt)))
    .groupBy(dividends.inLieuOf);
  return new Map(rows.map((row) => [row.loanId!, row.amount]));
}
