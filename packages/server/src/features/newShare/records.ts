import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { waiverBar } from '@broker/domain';
import type { NewShareRecord } from '@broker/contract';
import type { Db, Tx } from '../../db/open.ts';
import { ApiError } from '../../http/envelope.ts';
import { paginate } from '../../http/paginate.ts';
import type { RouteBody } from '../../http/routes.ts';
import { crowdArrived, crowdOf } from './crowd.ts';
import { findOffering, type Offering } from './offerings.ts';
import { newShareRecords } from './schema.ts';
import type { NewShareServices } from './services.ts';
import { recordView, type RecordRow } from './views.ts';

/** Reads of the account's subscriptions, and what the rules need to know of them. */

export const viewOf = (services: NewShareServices, row: RecordRow) =>
  recordView(row, findOffering(services.sim.seed, row.offeringId)!);

/** One of the account's subscriptions, or `order.notFound` (another user's is not found either). */
export async function ownRecord(db: Db, accountId: string, recordId: string): Promise<RecordRow> {
  const [row] = await db
    .select()
    .from(newShareRecords)
    .where(and(eq(newShareRecords.id, recordId), eq(newShareRecords.accountId, accountId)));
  if (!row) throw new ApiError('error.order.notFound');
  return row;
}

/** The account's live (not withdrawn) subscription of an offering, if any. */
export async function liveRecord(db: Db, accountId: string, offeringId: string): Promise<RecordRow | undefined> {
  const [row] = await db
    .select()
    .from(newShareRecords)
    .where(
      and(
        eq(newShareRecords.accountId, accountId),
        eq(newShareRecords.offeringId, offeringId),
        isNull(newShareRecords.cancelledAt),
      ),
    );
  return row;
}

/** The account's waiver bar now: deadlines that passed unpaid (withdrawals before the close are no waivers). */
export async function waiversOf(db: Db | Tx, accountId: string, nowMs: number) {
  const rows = await db
    .select({ waivedAt: newShareRecords.waivedAt })
    .from(newShareRecords)
    .where(
      and(
        eq(newShareRecords.accountId, accountId),
        eq(newShareRecords.status, 'waived'),
        isNull(newShareRecords.cancelledAt),
      ),
    );
  return waiverBar(
    rows.map((row) => row.waivedAt!.getTime()),
    nowMs,
  );
}

/**
 * A placement's lots still to allot at `nowMs`: its lots less what the simulated crowd has taken
 * by then and what subscribers were allotted (first come, first served).
 */
export async function placementLotsLeft(db: Db | Tx, seed: string, offering: Offering, nowMs: number) {
  const taken = crowdArrived(crowdOf(seed, offering), offering, nowMs).reduce((total, lots) => total + lots, 0);
  const [own] = await db
    .select({ lots: sql<string>`coalesce(sum(${newShareRecords.allottedLots}), 0)` })
    .from(newShareRecords)
    .where(and(eq(newShareRecords.offeringId, offering.id), isNull(newShareRecords.cancelledAt)));
  return Math.max(0, offering.lotsOffered - Math.min(offering.lotsOffered, taken) - Number(own?.lots ?? 0));
}

/** newShare/records: the account's subscriptions by kind, status or offering, newest first; brought up to date first. */
export async function listRecords(services: NewShareServices, accountId: string, body: RouteBody<'newShare/records'>) {
  const { db } = services;
  const where = and(
    eq(newShareRecords.accountId, accountId),
    body.kind ? eq(newShareRecords.kind, body.kind) : undefined,
    body.status ? inArray(newShareRecords.status, [body.status]) : undefined,
    body.newShareId ? eq(newShareRecords.offeringId, body.newShareId) : undefined,
  );
  return paginate<RecordRow, NewShareRecord>(
    body,
    {
      total: async () => (await db.select({ total: count() }).from(newShareRecords).where(where))[0]?.total ?? 0,
      rows: ({ limit, offset }) =>
        db.select().from(newShareRecords).where(where).orderBy(desc(newShareRecords.seq)).limit(limit).offset(offset),
    },
    (rows) => rows.map((row) => viewOf(services, row)),
  );
}
