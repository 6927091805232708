import { eq } from 'drizzle-orm';
import { validateDrawOverride, type NewShareRecordStatus } from '@broker/domain';
import type { NewShareRecord } from '@broker/contract';
import { ApiError } from '../../http/envelope.ts';
import { throwIssues, type AdminRouteBody, type RouteDeps } from '../../http/routes.ts';
import { fundsSettings } from '../funds/index.ts';
import { lockOffering, runDraw, settleDrawn } from './draw.ts';
import { findOffering } from './offerings.ts';
import { viewOf } from './records.ts';
import { newShareRecords } from './schema.ts';
import type { NewShareServices } from './services.ts';

/**
 * The operator's `newShare/draw` (api.md §6), kept only as an audited override for one named
 * record still awaiting its draw (`order.notSubscription` otherwise, so a repeat fails): 0 lots →
 * notWon (released), more → won with its amount due. The call is audited by the operator API
 * with its reason (`remark`, stored on the record); the automatic draw leaves the record out and
 * draws the remaining lots, and the record says it was overridden.
 */
export async function overrideDraw(
  deps: RouteDeps,
  services: NewShareServices,
  body: AdminRouteBody<'newShare/draw'>,
  now: Date,
): Promise<NewShareRecord> {
  const { db } = services;
  const find = async () => (await db.select().from(newShareRecords).where(eq(newShareRecords.id, body.recordId)))[0];
  const found = await find();
  if (!found) throw new ApiError('error.order.notFound');
  const offering = findOffering(services.sim.seed, found.offeringId)!;
  // A draw that is due runs first: the record is then no longer awaiting it.
  await runDraw(services, offering, now.getTime());
  const updated = await deps.accountLock.run(
    found.accountId,
    () =>
      db.transaction(async (tx) => {
        await lockOffering(tx, offering.id);
        const [row] = await tx.select().from(newShareRecords).where(eq(newShareRecords.id, body.recordId));
        throwIssues(validateDrawOverride(body, { status: row!.status as NewShareRecordStatus, lots: row!.lots }));
        const drawn = await settleDrawn(tx, row!, offering, body.allottedLots, null, now);
        const [marked] = await tx
          .update(newShareRecords)
          .set({ overriddenAt: now, remark: body.remark.trim() })
          .where(eq(newShareRecords.id, drawn.id))
          .returning();
        return marked!;
      }),
    fundsSettings.operatorLockWaitMs,
  );
  return viewOf(services, updated);
}
