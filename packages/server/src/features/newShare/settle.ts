import { and, eq, isNull } from 'drizzle-orm';
import { frozenDays, isZero, negate, sub, type Currency, type NewShareRecordStatus } from '@broker/domain';
import type { Tx } from '../../db/open.ts';
import { post } from '../../core/ledger.ts';
import { claimRow, guardedUpdate } from '../../timed/claims.ts';
import { openPosition } from '../trading/index.ts';
import type { Offering } from './offerings.ts';
import { newShareRecords } from './schema.ts';
import type { RecordRow } from './views.ts';

/**
 * The changes of a subscription's life, each inside the caller's transaction with its ledger
 * entries (api.md §3, products.md §2): every one is guarded by the status it starts from, so a
 * read and the background sweep that meet on a record change it once (`Stale` for the other,
 * whose transaction rolls back). Money moves only through the ledger: the subscription's freeze
 * returns (`unfreeze`) or is paid (`newSharePay`, from the frozen amount), never anything else.
 */

/** The record still in the state it was read in: its status and what it holds frozen. */
const asRead = (row: RecordRow) =>
  and(eq(newShareRecords.id, row.id), eq(newShareRecords.status, row.status), eq(newShareRecords.frozen, row.frozen));

/** `claimRow` for a subscription: before its freeze is released or paid (or, for the lock order, it is drawn). */
export const claimRecord = (tx: Tx, row: RecordRow): Promise<void> =>
  claimRow(tx, { accountId: row.accountId, currency: row.currency as Currency }, newShareRecords, asRead(row));

/** Updates a record only from the state it was read in; `Stale` when someone else changed it. */
export const guardedRecordUpdate = (
  tx: Tx,
  row: RecordRow,
  set: Partial<typeof newShareRecords.$inferInsert>,
): Promise<RecordRow> => guardedUpdate(tx, newShareRecords, asRead(row), set);

/**
 * Marks an unpaid allotment reminded, once: a read's catch-up and the sweep that both read it
 * unreminded must not both tell the user (status and freeze alone do not change with a reminder,
 * so the guard also asks that no reminder was marked since).
 */
export const markReminded = (tx: Tx, row: RecordRow, at: Date): Promise<RecordRow> =>
  guardedUpdate(tx, newShareRecords, and(asRead(row), isNull(newShareRecords.remindedAt)), { remindedAt: at });

const base = (row: RecordRow, at: Date) => ({
  accountId: row.accountId,
  currency: row.currency as Currency,
  refId: row.id,
  at,
});

/** Releases what the record still holds frozen (refund, waiver, withdrawal). */
async function releaseFrozen(tx: Tx, row: RecordRow, at: Date): Promise<void> {
  if (isZero(row.frozen)) return;
  await post(tx, { ...base(row, at), amount: '0', frozenChange: negate(row.frozen), type: 'unfreeze' });
}

/** Not won in the draw: the whole freeze released at once. */
export async function settleNotWon(
  tx: Tx,
  row: RecordRow,
  at: Date,
  set: Partial<typeof newShareRecords.$inferInsert> = {},
): Promise<RecordRow> {
  await claimRecord(tx, row);
  await releaseFrozen(tx, row, at);
  return guardedRecordUpdate(tx, row, { ...set, status: 'notWon', allottedLots: 0, frozen: '0', drawnAt: at });
}

/**
 * Waived: a deadline passed unpaid (`at` = the deadline; it counts towards the bar), an allotment
 * the user declined (`by.declined`: its request id; it counts as well), or a withdrawal before the
 * close (`by.withdrawn`: its request id, and no waiver for the bar's count).
 */
export async function settleWaived(
  tx: Tx,
  row: RecordRow,
  at: Date,
  by?: { requestId: string; as: 'withdrawn' | 'declined' },
): Promise<RecordRow> {
  await claimRecord(tx, row);
  await releaseFrozen(tx, row, at);
  return guardedRecordUpdate(tx, row, {
    status: 'waived' satisfies NewShareRecordStatus,
    frozen: '0',
    waivedAt: at,
    ...(by ? { cancelRequestId: by.requestId } : {}),
    ...(by?.as === 'withdrawn' ? { cancelledAt: at } : {}),
  });
}

/**
 * Paid (api.md §4.8): `amountDue` debited from the frozen amount (`newSharePay`), the rest
 * released, and the shares become a position of the trading slice (trading's `openPosition`:
 * source `newShare`, leverage 1, the price paid as its cost, no fee), locked until the listing's
 * first session opens.
 */
export async function settlePaid(
  tx: Tx,
  row: RecordRow,
  offering: Offering,
  at: Date,
  payRequestId: string | null,
): Promise<RecordRow> {
  await claimRecord(tx, row);
  const due = row.amountDue!;
  const allotted = row.allottedLots!;
  const pay = await post(tx, { ...base(row, at), amount: negate(due), frozenChange: negate(due), type: 'newSharePay' });
  const rest = sub(row.frozen, due);
  if (!isZero(rest)) await post(tx, { ...base(row, at), amount: '0', frozenChange: negate(rest), type: 'unfreeze' });
  const position = await openPosition(tx, {
    accountId: row.accountId,
    source: 'newShare',
    requestId: `newShare:${row.id}`,
    orderNo: row.orderNo,
    instrument: { id: offering.id, market: offering.market, currency: row.currency as Currency },
    direction: 'long',
    lots: allotted,
    shares: allotted * offering.lotSize,
    leverage: 1,
    price: row.price,
    payment: { by: 'paid', ledgerId: pay.id, margin: due },
    lock: { untilMs: offering.listingMs, unit: 'day', value: frozenDays(at.getTime(), offering.listingMs) },
    orderedAt: row.createdAt,
    at,
  });
  const positionId = position.id;
  return guardedRecordUpdate(tx, row, {
    status: 'paid',
    frozen: '0',
    paidAt: at,
    positionId,
    ...(payRequestId ? { payRequestId } : {}),
  });
}
