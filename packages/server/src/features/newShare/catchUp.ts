import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import {
  checkRestrictions,
  paymentReminderAt,
  roundMoney,
  waiverBarRule,
  type AccountRestriction,
  type Currency,
} from '@broker/domain';
import type { Db } from '../../db/open.ts';
import { sqlRows } from '../../lib/sqlRows.ts';
import { step } from '../../timed/claims.ts';
import type { TimedSource } from '../../timed/registry.ts';
import { accountIds } from '../../timed/sweeper.ts';
import { loadAccount } from '../../core/accounts.ts';
import { runDraw } from './draw.ts';
import { findOffering, type Offering } from './offerings.ts';
import { newShareRecords } from './schema.ts';
import type { NewShareServices } from './services.ts';
import { markReminded, settlePaid, settleWaived } from './settle.ts';
import { waiversOf } from './records.ts';
import { notify } from '../../core/notices.ts';
import type { RecordRow } from './views.ts';

/**
 * Time-driven work (api.md §3: "applied on every read or write, and in a background sweep"): the
 * draws that are due, auto-pay, and waivers at the deadline. Each change happens at the instant
 * it was due in the sandbox's time (the draw day's close, the close of the subscription, the
 * deadline), whenever it is applied, so a late sweep gives the same records and ledger as a
 * punctual one.
 */

const offeringOf = (services: NewShareServices, row: RecordRow): Offering =>
  findOffering(services.sim.seed, row.offeringId)!;

/** When an allotment becomes due for auto-pay: at the draw (won), or at the subscription's close (placement). */
export function autoPayAt(row: RecordRow, offering: Offering): number {
  return Math.max(row.drawnAt?.getTime() ?? 0, offering.subscribeEndMs + 1000);
}

/**
 * Auto-pay when it is due and the account may trade (the user told of it); else a waiver once the
 * deadline has passed (told, with the strikes toward the bar); else, eight hours before the
 * deadline, a reminder that it is unpaid (once).
 */
async function settleDue(services: NewShareServices, row: RecordRow, nowMs: number, mayTrade: boolean) {
  const offering = offeringOf(services, row);
  const payMs = autoPayAt(row, offering);
  const deadlineMs = row.payDeadline!.getTime();
  const currency = row.currency as Currency;
  if (row.autoPay && mayTrade && payMs <= nowMs && payMs <= deadlineMs) {
    await step(services.db, async (tx) => {
      const paid = await settlePaid(tx, row, offering, new Date(payMs), null);
      const params = {
        recordId: row.id,
        positionId: paid.positionId!,
        name: offering.name,
        lots: String(paid.allottedLots),
        amount: roundMoney(paid.amountDue!, currency),
        currency,
      };
      await notify(tx, row.accountId, 'newSharePaid', params, new Date(payMs));
    });
  } else if (nowMs > deadlineMs) {
    await step(services.db, async (tx) => {
      const waived = await settleWaived(tx, row, new Date(deadlineMs));
      const bar = await waiversOf(tx, row.accountId, deadlineMs);
      const params = {
        recordId: waived.id,
        name: offering.name,
        waivers: String(bar.waiversInWindow),
        limit: String(waiverBarRule.waivers),
      };
      await notify(tx, row.accountId, 'newShareWaived', params, new Date(deadlineMs));
    });
  } else if (row.remindedAt === null) {
    const allottedMs = (row.drawnAt ?? row.createdAt).getTime();
    const remindMs = paymentReminderAt(allottedMs, deadlineMs);
    if (nowMs < remindMs) return;
    await step(services.db, async (tx) => {
      const reminded = await markReminded(tx, row, new Date(remindMs));
      const params = {
        recordId: reminded.id,
        name: offering.name,
        amountDue: roundMoney(reminded.amountDue!, currency),
        currency,
        deadline: new Date(deadlineMs).toISOString(),
      };
      await notify(tx, row.accountId, 'newShareReminder', params, new Date(remindMs));
    });
  }
}

/** Runs the due draws of the given offerings. */
async function drawDue(services: NewShareServices, offeringIds: readonly string[], nowMs: number): Promise<void> {
  for (const id of new Set(offeringIds)) {
    const offering = findOffering(services.sim.seed, id);
    if (offering) await runDraw(services, offering, nowMs);
  }
}

/** Brings one account's subscriptions up to `nowMs`: its offerings' due draws, then auto-pay and waivers. */
export async function catchUpNewShares(services: NewShareServices, accountId: string, nowMs: number): Promise<void> {
  const { db } = services;
  const mine = (statuses: string[]) =>
    db
      .select()
      .from(newShareRecords)
      .where(and(eq(newShareRecords.accountId, accountId), inArray(newShareRecords.status, statuses)))
      // One order for every process, so that a read and the sweep meet on the records in turn.
      .orderBy(asc(newShareRecords.createdAt), asc(newShareRecords.seq));
  await drawDue(
    services,
    (await mine(['drawing'])).map((row) => row.offeringId),
    nowMs,
  );
  const payable = await mine(['won', 'toPay']);
  if (payable.length === 0) return;
  const account = await loadAccount(db, accountId);
  const mayTrade = checkRestrictions(account.restrictions as AccountRestriction[], 'trade') === null;
  for (const row of payable) await settleDue(services, row, nowMs, mayTrade);
}

/**
 * New shares as a timed source (timed/registry.ts), before trading: a payment opens a position
 * that trading's catch-up then brings up to date in the same pass. In the sweep the due draws run
 * once per offering (they settle every subscriber at once), then every account with an allotment
 * to pay or waive is due.
 */
export function newShareSource(services: NewShareServices): TimedSource {
  const withDb = (db: Db): NewShareServices => ({ ...services, db });
  return {
    slice: 'newShare',
    order: NEW_SHARE_ORDER,
    sweep: async (db, nowMs) => {
      const offerings = await sqlRows<{ offering_id: string }>(
        db,
        sql`select distinct offering_id from new_share_records where status = 'drawing'`,
      );
      // Each offering on its own: one that fails is reported after the others have drawn.
      const failures: unknown[] = [];
      for (const { offering_id: id } of offerings) {
        await drawDue(withDb(db), [id], nowMs).catch((error: unknown) => failures.push(error));
      }
      if (failures.length > 0) throw new AggregateError(failures, `${failures.length} new-share draws failed`);
    },
    dueAccounts: (db) =>
      accountIds(db, sql`select distinct account_id from new_share_records where status in ('won', 'toPay')`),
    catchUp: (db, accountId, nowMs) => catchUpNewShares(withDb(db), accountId, nowMs),
  };
}

/** New shares' place among the timed sources (docs/slices.md "Time-driven work"). */
export const NEW_SHARE_ORDER = 10;
