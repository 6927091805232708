import { and, asc, desc, eq, type SQL } from 'drizzle-orm';
import {
  intradayBuyingPower,
  roundMoney,
  sub,
  type Currency,
  type IntradayRejectReason,
  type ReviewStatus,
} from '@broker/domain';
import type { IntradayMeterPoint, IntradayRecord } from '@broker/contract';
import type { Db } from '../../db/open.ts';
import { ApiError } from '../../http/envelope.ts';
import { paginate } from '../../http/paginate.ts';
import type { RouteBody } from '../../http/routes.ts';
import { toApiTime } from '../../lib/time.ts';
import { intradayMeterPoints, intradayRecords } from './schema.ts';
import type { Instruments } from '../market/index.ts';
import { listPositionsOf } from '../trading/index.ts';

export type IntradayRow = typeof intradayRecords.$inferSelect;

const shown = (value: string | null, currency: Currency) => (value === null ? null : roundMoney(value, currency));

/** An application as the user sees it: the buying power it gives, its decision, its settlement. */
export function recordView(row: IntradayRow): IntradayRecord {
  const currency = row.currency as Currency;
  const settled = row.settledAt !== null && row.credit !== null;
  return {
    id: row.id,
    orderNo: row.orderNo,
    currency,
    amount: roundMoney(row.amount, currency),
    multiplier: row.multiplier,
    buyingPower: intradayBuyingPower(row.amount, row.multiplier, currency),
    status: row.status as ReviewStatus,
    rejectReason: row.rejectReason as IntradayRejectReason | null,
    day: row.day,
    createdAt: toApiTime(row.createdAt),
    decidedAt: row.decidedAt ? toApiTime(row.decidedAt) : null,
    settledAt: row.settledAt ? toApiTime(row.settledAt) : null,
    settlement: settled
      ? {
          credit: roundMoney(row.credit!, currency),
          realisedPnl: shown(row.realisedPnl, currency) ?? '0.00',
          fees: shown(row.fees, currency) ?? '0.00',
          protectedLoss: shown(row.protectedLoss, currency) ?? '0.00',
        }
      : null,
    profit: settled ? roundMoney(sub(row.credit!, row.amount), currency) : null,
  };
}

/** `intraday/records`: the account's applications, newest first (another account's are never read). */
export function listRecords(db: Db, accountId: string, body: RouteBody<'intraday/records'>) {
  const where: SQL | undefined = and(
    eq(intradayRecords.accountId, accountId),
    body.status ? eq(intradayRecords.status, body.status) : undefined,
  );
  return paginate(
    body,
    {
      total: () => db.$count(intradayRecords, where),
      rows: ({ limit, offset }) =>
        db.select().from(intradayRecords).where(where).orderBy(desc(intradayRecords.seq)).limit(limit).offset(offset),
    },
    (rows) => rows.map(recordView),
  );
}

/** `intraday/detail`: one of the account's applications; another account's is not found. */
export async function showRecord(db: Db, accountId: string, id: string): Promise<IntradayRecord> {
  const [row] = await db.select().from(intradayRecords).where(eq(intradayRecords.id, id));
  if (!row || row.accountId !== accountId) throw new ApiError('error.order.notFound');
  return recordView(row);
}

/** The account's newest application, or undefined. */
export async function latestRecord(db: Db, accountId: string): Promise<IntradayRow | undefined> {
  const [row] = await db
    .select()
    .from(intradayRecords)
    .where(eq(intradayRecords.accountId, accountId))
    .orderBy(desc(intradayRecords.seq))
    .limit(1);
  return row;
}

/** An application still running: pending review, or approved and not yet settled. */
export const isActive = (row: IntradayRow | undefined): boolean =>
  row !== undefined && (row.status === 'pending' || (row.status === 'approved' && row.settledAt === null));

/**
 * `intraday/trades`: the positions one of the account's applications traded (trading's
 * `listPositionsOf` on its intraday account), newest first; another account's is not found, and an
 * application that opened no account has traded nothing.
 */
export async function listTrades(
  services: { db: Db; instruments: Instruments },
  accountId: string,
  body: RouteBody<'intraday/trades'>,
  now: Date,
) {
  const [row] = await services.db.select().from(intradayRecords).where(eq(intradayRecords.id, body.id));
  if (!row || row.accountId !== accountId) throw new ApiError('error.order.notFound');
  if (row.subAccountId === null) return { items: [], total: 0, page: body.page, size: body.size };
  return listPositionsOf(services, row.subAccountId, 'intraday', body, now);
}

/** `intraday/meter`: the rule meter's history of one of the account's applications, oldest first. */
export async function meterHistory(db: Db, accountId: string, id: string): Promise<IntradayMeterPoint[]> {
  const [row] = await db.select().from(intradayRecords).where(eq(intradayRecords.id, id));
  if (!row || row.accountId !== accountId) throw new ApiError('error.order.notFound');
  const currency = row.currency as Currency;
  const points = await db
    .select()
    .from(intradayMeterPoints)
    .where(eq(intradayMeterPoints.recordId, id))
    .orderBy(asc(intradayMeterPoints.at));
  return points.map((point) => ({
    at: toApiTime(point.at),
    equity: roundMoney(point.equity, currency),
    dayLoss: roundMoney(point.dayLoss, currency),
    totalLoss: roundMoney(point.totalLoss, currency),
  }));
}
