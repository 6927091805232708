import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { checkRestrictions, type AccountRestriction } from '@broker/domain';
import type { Db } from '../../db/open.ts';
import { sqlRows } from '../../lib/sqlRows.ts';
import { Stale } from '../trading/lifecycle.ts';
import { loadAccount } from '../user/view.ts';
import { runDraw } from './draw.ts';
import { findOffering, type Offering } from './offerings.ts';
import { newShareRecords } from './schema.ts';
import type { NewShareServices } from './services.ts';
import { settlePaid, settleWaived } from './settle.ts';
import type { RecordRow } from './views.ts';

/**
 * Time-driven work (api.md §3: "applied on every read or write, and in a background sweep"): the
 * draws that are due, auto-pay, and waivers at the deadline. Each change happens at the instant
 * it was due in the sandbox's time (the draw day's close, the close of the subscription, the
 * deadline), whenever it is applied, so a late sweep gives the same records and ledger as a
 * punctual one.
 */

/** Runs one step in its own transaction; a step another process did first is skipped. */
async function step(db: Db, work: Parameters<Db['transaction']>[0]): Promise<void> {
  try {
    await db.transaction(work);
  } catch (error) {
    if (!(error instanceof Stale)) throw error;
  }
}

const offeringOf = (services: NewShareServices, row: RecordRow): Offering =>
  findOffering(services.sim.seed, row.offeringId)!;

/** When an allotment becomes due for auto-pay: at the draw (won), or at the subscription's close (placement). */
export function autoPayAt(row: RecordRow, offering: Offering): number {
  return Math.max(row.drawnAt?.getTime() ?? 0, offering.subscribeEndMs + 1000);
}

/** Auto-pay when it is due and the account may trade; else a waiver once the deadline has passed. */
async function settleDue(services: NewShareServices, row: RecordRow, nowMs: number, mayTrade: boolean) {
  const offering = offeringOf(services, row);
  const payMs = autoPayAt(row, offering);
  const deadlineMs = row.payDeadline!.getTime();
  if (row.autoPay && mayTrade && payMs <= nowMs && payMs <= deadlineMs) {
    await step(services.db, (tx) => settlePaid(tx, row, offering, new Date(payMs), null));
  } else if (nowMs > deadlineMs) {
    await step(services.db, (tx) => settleWaived(tx, row, new Date(deadlineMs)));
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

/** Any number of processes may start the sweep; this advisory lock lets one at a time run it. */
const NEW_SHARE_SWEEP_LOCK = 0x2e_5a_01;

/**
 * The background sweep: every due draw, then every account with an allotment to pay or waive,
 * by one process at a time (a transaction-scoped advisory lock, as trading's sweep), each piece
 * of work in a savepoint so that one failure is logged and the rest still goes.
 */
export async function sweepNewShares(
  services: NewShareServices,
  nowMs: number,
  onError: (error: unknown) => void = () => undefined,
): Promise<{ ran: boolean; offerings: number; accounts: number }> {
  return services.db.transaction(async (tx) => {
    const [lock] = await sqlRows<{ locked: boolean }>(
      tx,
      sql`select pg_try_advisory_xact_lock(${NEW_SHARE_SWEEP_LOCK}) as locked`,
    );
    if (!lock?.locked) return { ran: false, offerings: 0, accounts: 0 };
    const inSweep = (savepoint: unknown): NewShareServices => ({ ...services, db: savepoint as Db });
    const offerings = await sqlRows<{ offering_id: string }>(
      tx,
      sql`select distinct offering_id from new_share_records where status = 'drawing'`,
    );
    for (const { offering_id: id } of offerings) {
      await tx.transaction((savepoint) => drawDue(inSweep(savepoint), [id], nowMs)).catch(onError);
    }
    const accounts = await sqlRows<{ account_id: string }>(
      tx,
      sql`select distinct account_id from new_share_records where status in ('won', 'toPay')`,
    );
    for (const { account_id: accountId } of accounts) {
      await tx.transaction((savepoint) => catchUpNewShares(inSweep(savepoint), accountId, nowMs)).catch(onError);
    }
    return { ran: true, offerings: offerings.length, accounts: accounts.length };
  });
}

/** Runs the sweep every `sweepEveryMs`; returns a stop function. */
export function startNewShareSweeper(
  services: NewShareServices,
  now: () => Date,
  onError: (error: unknown) => void,
): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    void sweepNewShares(services, now().getTime(), onError)
      .catch(onError)
      .finally(() => (running = false));
  }, services.options.sweepEveryMs);
  timer.unref();
  return () => clearInterval(timer);
}
