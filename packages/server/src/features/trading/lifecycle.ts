import { randomUUID } from 'node:crypto';
import { and, eq, isNull, or } from 'drizzle-orm';
import {
  add,
  closeLedgerLines,
  orderAmount,
  closeSettlement,
  isZero,
  lockUntil,
  managementFeeAccruals,
  managementFeeLine,
  negate,
  openingCost,
  roundMoney,
  statusAfterFill,
  sub,
  type Currency,
  type Direction,
  type PositionRemark,
  type PositionStatus,
  type SellLock,
  type TradableMarket,
  type TimelineKind,
} from '@broker/domain';
import type { PositionSettlement } from '@broker/contract';
import type { Tx } from '../../db/open.ts';
import { lockWallet, post, postAll } from '../../core/ledger.ts';
import { claimRow, guardedUpdate, Stale } from '../../timed/claims.ts';
import { tradingCalendar } from './market.ts';
import { positionEvents, positions } from './schema.ts';
import { tradingRules } from './settings.ts';
import type { PositionRow } from './views.ts';

/**
 * The changes of a position's life, each inside the caller's transaction with its ledger entries
 * and timeline lines (api.md §3, products.md §1). Every change is guarded by the status (and for
 * the fee by how far it was accrued) it starts from: a read and the background sweep may bring
 * the same position up to date at once, and only one of them changes it (`Stale` for the other,
 * whose transaction then rolls back).
 */

export interface EventLine {
  kind: TimelineKind;
  at: Date;
  amount?: string | null;
  price?: string | null;
  shares?: number | null;
  levelPct?: string | null;
  ledgerId?: string | null;
}

export async function addEvents(tx: Tx, positionId: string, lines: readonly EventLine[]): Promise<void> {
  if (lines.length === 0) return;
  await tx.insert(positionEvents).values(
    lines.map((line) => ({
      id: randomUUID(),
      positionId,
      kind: line.kind,
      at: line.at,
      amount: line.amount ?? null,
      price: line.price ?? null,
      shares: line.shares ?? null,
      levelPct: line.levelPct ?? null,
      ledgerId: line.ledgerId ?? null,
    })),
  );
}

/**
 * Updates a position only from the state it was read in — its status, how far its fee was
 * accrued (a close must pay exactly the fee it read) and its shares (a close must sell the bonus
 * shares booked meanwhile) —; `Stale` when someone else changed it.
 */
export const updatePosition = (
  tx: Tx,
  row: PositionRow,
  set: Partial<typeof positions.$inferInsert>,
): Promise<PositionRow> => guardedUpdate(tx, positions, asRead(row), set);

/** The position still in the state it was read in (the guard of `updatePosition` and `claimPosition`). */
const asRead = (row: PositionRow) =>
  and(
    eq(positions.id, row.id),
    eq(positions.status, row.status),
    eq(positions.shares, row.shares),
    row.feeAccruedAt === null ? isNull(positions.feeAccruedAt) : eq(positions.feeAccruedAt, row.feeAccruedAt),
  );

/** `claimRow` for a position (a fill, a cancel, a close). */
export const claimPosition = (tx: Tx, row: PositionRow): Promise<void> =>
  claimRow(tx, { accountId: row.accountId, currency: currencyOf(row) }, positions, asRead(row));

const currencyOf = (row: PositionRow) => row.currency as Currency;

/**
 * A fill (a market order at once, a pending limit order when the walk reaches it): the frozen
 * margin and fee released, the margin (`tradeOpen`) and the opening fee (`fee`) taken, the sell
 * lock started. Margin and fee are the fill price's (domain `openingCost`).
 */
export async function fill(tx: Tx, row: PositionRow, price: string, at: Date, lock: SellLock): Promise<PositionRow> {
  await claimPosition(tx, row);
  const currency = currencyOf(row);
  const cost = openingCost(price, row.shares, row.leverage, tradingRules.feePct, currency);
  const base = { accountId: row.accountId, currency, refId: row.id, at };
  const unfrozen = !isZero(row.frozen);
  const charged = !isZero(cost.fee);
  const entries = await postAll(tx, [
    ...(unfrozen ? [{ ...base, amount: '0', frozenChange: negate(row.frozen), type: 'unfreeze' as const }] : []),
    { ...base, amount: negate(cost.margin), type: 'tradeOpen' },
    ...(charged ? [{ ...base, amount: negate(cost.fee), type: 'fee' as const }] : []),
  ]);
  const margin = entries[unfrozen ? 1 : 0]!;
  const fee = charged ? entries.at(-1)! : null;
  const until = lockUntil(at.getTime(), lock, tradingCalendar(row.market as TradableMarket));
  const updated = await updatePosition(tx, row, {
    status: statusAfterFill(until, at.getTime()),
    openPrice: price,
    margin: cost.margin,
    fee: cost.fee,
    frozen: '0',
    lockUntil: new Date(until),
    openedAt: at,
    feeAccruedAt: at,
    dividendsCheckedAt: at,
  });
  await addEvents(tx, row.id, [
    { kind: 'filled', at, price, ledgerId: margin.id },
    ...(fee ? [{ kind: 'fee' as const, at, amount: negate(cost.fee), ledgerId: fee.id }] : []),
  ]);
  return updated;
}

/** A pending order cancelled by its owner or at the end of its day: the freeze released. */
export async function cancelPending(
  tx: Tx,
  row: PositionRow,
  at: Date,
  remark: PositionRemark | null,
  requestId: string | null = null,
): Promise<PositionRow> {
  await claimPosition(tx, row);
  const entry = isZero(row.frozen)
    ? null
    : await post(tx, {
        accountId: row.accountId,
        currency: currencyOf(row),
        amount: '0',
        frozenChange: negate(row.frozen),
        type: 'unfreeze',
        refId: row.id,
        at,
      });
  const updated = await updatePosition(tx, row, {
    status: 'cancelled',
    frozen: '0',
    cancelledAt: at,
    remark,
    ...(requestId ? { cancelRequestId: requestId } : {}),
  });
  await addEvents(tx, row.id, [{ kind: remark === 'dayEnd' ? 'expired' : 'cancelled', at, ledgerId: entry?.id }]);
  return updated;
}

/** The daily management fee accrued at the market's closes up to `toMs` (domain `managementFeeAccruals`). */
export async function accrueFees(tx: Tx, row: PositionRow, toMs: number): Promise<PositionRow> {
  if (row.openedAt === null || row.openPrice === null) return row;
  const from = (row.feeAccruedAt ?? row.openedAt).getTime();
  const accruals = managementFeeAccruals(
    row.openedAt.getTime(),
    from,
    toMs,
    tradingCalendar(row.market as TradableMarket),
  );
  if (accruals.length === 0) return row;
  const currency = currencyOf(row);
  const amount = orderAmount(row.openPrice!, row.shares, currency);
  let fee: string = row.managementFee;
  let days = row.managementFeeDays;
  const lines: EventLine[] = [];
  for (const accrual of accruals) {
    const line = managementFeeLine(amount, row.margin, tradingRules.managementFeePct, days, accrual.days, currency);
    days += accrual.days;
    fee = roundMoney(add(fee, line), currency);
    if (!isZero(line)) lines.push({ kind: 'managementFee', at: new Date(accrual.atMs), amount: negate(line) });
  }
  const last = new Date(accruals[accruals.length - 1]!.atMs);
  const [updated] = await tx
    .update(positions)
    .set({ managementFee: fee, managementFeeDays: days, feeAccruedAt: last })
    .where(
      and(
        eq(positions.id, row.id),
        eq(positions.status, row.status),
        row.feeAccruedAt === null ? isNull(positions.feeAccruedAt) : eq(positions.feeAccruedAt, row.feeAccruedAt),
      ),
    )
    .returning();
  if (!updated) throw new Stale();
  await addEvents(tx, row.id, lines);
  return updated;
}

/** locked → holding once the sell lock has run out. */
export async function unlock(tx: Tx, row: PositionRow): Promise<PositionRow> {
  const updated = await updatePosition(tx, row, { status: 'holding' });
  await addEvents(tx, row.id, [{ kind: 'unlocked', at: row.lockUntil! }]);
  return updated;
}

/** A close asked outside trading hours: closing until the next session's first price. */
export async function requestClose(tx: Tx, row: PositionRow, at: Date, requestId: string): Promise<PositionRow> {
  const updated = await updatePosition(tx, row, { status: 'closing', closeRequestedAt: at, closeRequestId: requestId });
  await addEvents(tx, row.id, [{ kind: 'closeRequested', at }]);
  return updated;
}

/** The close request withdrawn (`trade/cancel` on a closing position): holding again. */
export async function withdrawClose(tx: Tx, row: PositionRow, at: Date, requestId: string): Promise<PositionRow> {
  const updated = await updatePosition(tx, row, {
    status: 'holding',
    closeRequestedAt: null,
    cancelRequestId: requestId,
  });
  await addEvents(tx, row.id, [{ kind: 'closeWithdrawn', at }]);
  return updated;
}

/** The wallet's available amount, its row locked for the rest of the transaction. */
export async function availableFor(tx: Tx, accountId: string, currency: Currency): Promise<string> {
  const wallet = await lockWallet(tx, accountId, currency);
  return sub(wallet.balance, wallet.frozen);
}

/**
 * What a payment out of the wallet on a short (a dividend, a bonus issue's fraction) may take:
 * all of it, or the available amount when that is less — it never takes the available amount
 * below zero. A credit is returned as it is.
 */
export async function cutToAvailable(tx: Tx, accountId: string, currency: Currency, amount: string): Promise<string> {
  if (!amount.startsWith('-')) return amount;
  const available = await availableFor(tx, accountId, currency);
  return sub(available, amount.slice(1)).startsWith('-') ? roundMoney(`-${available}`, currency) : amount;
}

/**
 * Closes an open position at `price` (domain `closeSettlement`, `closeLedgerLines`): margin + P&L
 * back, then the close fee, stamp tax and the accrued management fee; negative balance
 * protection (`adjustment`, remark `nbp`) is booked first, so that no entry in between takes the
 * available amount below zero.
 */
export async function closeAt(
  tx: Tx,
  row: PositionRow,
  price: string,
  at: Date,
  options: { remark?: PositionRemark | null; requestId?: string; levelPct?: string | null } = {},
): Promise<PositionRow> {
  await claimPosition(tx, row);
  const currency = currencyOf(row);
  const settlement = closeSettlement({
    direction: row.direction as Direction,
    openPrice: row.openPrice!,
    closePrice: price,
    shares: row.shares,
    leverage: row.leverage,
    feePct: tradingRules.feePct,
    stampTaxPct: tradingRules.stampTaxPct,
    managementFeePct: tradingRules.managementFeePct,
    days: row.managementFeeDays,
    accruedManagementFee: row.managementFee,
    // What the fill booked: after bonus shares, open price × shares may round a cent away from it.
    margin: row.margin,
    fee: row.fee,
    currency,
  });
  const available = await availableFor(tx, row.accountId, currency);
  const { lines } = closeLedgerLines(settlement, available, currency);
  const base = { accountId: row.accountId, currency, refId: row.id, at };
  const ordered = [...lines.filter((line) => line.remark === 'nbp'), ...lines.filter((line) => line.remark !== 'nbp')];
  const booked = new Map<string, { id: string; amount: string }>();
  const entries = await postAll(
    tx,
    ordered.map((line) => ({ ...base, amount: line.amount, type: line.type, remark: line.remark })),
  );
  ordered.forEach((line, index) =>
    booked.set(line.remark ?? line.type, { id: entries[index]!.id, amount: line.amount }),
  );
  const nbp = booked.get('nbp')?.amount ?? '0';
  const view: Omit<PositionSettlement, 'afterCosts'> = {
    closePrice: price,
    closeAmount: settlement.closeAmount,
    profit: settlement.profit,
    closeFee: settlement.closeFee,
    stampTax: settlement.stampTax,
    managementFee: settlement.managementFee,
    managementFeeDays: row.managementFeeDays,
    totalCost: settlement.totalCost,
    net: settlement.net,
    credit: settlement.credit,
    shortfall: settlement.shortfall,
    nbp: roundMoney(nbp, currency),
  };
  const updated = await updatePosition(tx, row, {
    status: 'closed' satisfies PositionStatus,
    closedAt: at,
    closePrice: price,
    stampTax: settlement.stampTax,
    settlement: view,
    remark: options.remark ?? null,
    ...(options.requestId ? { closeRequestId: options.requestId } : {}),
  });
  const money = (key: string, kind: TimelineKind): EventLine[] => {
    const entry = booked.get(key);
    return entry && key !== 'tradeClose' ? [{ kind, at, amount: entry.amount, ledgerId: entry.id }] : [];
  };
  await addEvents(tx, row.id, [
    ...(options.remark === 'stopOut'
      ? [{ kind: 'stopOut' as const, at, price, levelPct: options.levelPct ?? null }]
      : []),
    {
      kind: 'closed',
      at,
      price,
      amount: booked.get('tradeClose')?.amount ?? null,
      ledgerId: booked.get('tradeClose')?.id,
    },
    ...money('fee', 'closeFee'),
    ...money('stampTax', 'stampTax'),
    ...money('nbp', 'nbp'),
  ]);
  return updated;
}

/** Positions that are still open or pending, for the sweep and the reads. */
export const liveStatuses = ['pending', 'holding', 'locked', 'closing'] as const;
export const isLive = or(...liveStatuses.map((status) => eq(positions.status, status)));
