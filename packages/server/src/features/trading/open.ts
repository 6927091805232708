import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import {
  isZero,
  negate,
  openingCost,
  statusAfterFill,
  type Currency,
  type Direction,
  type PositionRemark,
  type PositionSource,
  type SellLockUnit,
  type TradableMarket,
} from '@broker/domain';
import type { Db, Tx } from '../../db/open.ts';
import { postAll } from '../../core/ledger.ts';
import { addEvents, closeAt } from './lifecycle.ts';
import { positions } from './schema.ts';
import { tradingRules } from './settings.ts';
import type { PositionRow } from './views.ts';

/**
 * Positions that other slices open and close (docs/slices.md): a paid new share, a block bought,
 * an intraday trade. Only trading writes its tables; another slice describes the position and
 * calls these inside its own transaction, with its own ledger entries beside them.
 */
export interface OpenPositionInput {
  accountId: string;
  /** Where the position came from (domain `positionSources`). */
  source: PositionSource;
  /** What opened it, unique per account (a request id, or `<source>:<record id>`): a retry finds it. */
  requestId: string;
  orderNo: string;
  instrument: { id: string; market: TradableMarket; currency: Currency };
  direction: Direction;
  lots: number;
  shares: number;
  leverage: number;
  /** The price it was bought (or sold short) at. */
  price: string;
  /**
   * Who pays: `trading` takes the margin (`tradeOpen`) and the opening fee (`fee`) from the
   * available amount now, as a filled order does; `paid` means the caller booked the payment of
   * the margin already (its entry, `ledgerId`: a new share's `newSharePay`, a block's
   * `blockTrade`), and the opening fee when one is due (its amount and entry).
   */
  payment:
    { by: 'trading' } | { by: 'paid'; ledgerId: string; margin: string; fee?: { amount: string; ledgerId: string } };
  /** Until when it cannot be closed (a sell lock, a listing, a block's unlock), and how it is told. */
  lock: { untilMs: number; unit: SellLockUnit; value: number };
  /** When it was asked for (its timeline's `ordered`), and when it was opened (`filled`). */
  orderedAt: Date;
  at: Date;
}

/** Opens a filled position inside the caller's transaction: its row, its money, its timeline. */
export async function openPosition(tx: Tx, input: OpenPositionInput): Promise<PositionRow> {
  const { accountId, instrument, price, at } = input;
  const currency = instrument.currency;
  const id = randomUUID();
  const cost =
    input.payment.by === 'trading'
      ? openingCost(price, input.shares, input.leverage, tradingRules.feePct, currency)
      : { margin: input.payment.margin, fee: input.payment.fee?.amount ?? '0' };
  const [row] = await tx
    .insert(positions)
    .values({
      id,
      orderNo: input.orderNo,
      accountId,
      requestId: input.requestId,
      stockId: instrument.id,
      market: instrument.market,
      currency,
      source: input.source,
      direction: input.direction,
      priceType: 'market',
      lots: input.lots,
      shares: input.shares,
      leverage: input.leverage,
      openPrice: price,
      margin: cost.margin,
      fee: cost.fee,
      frozen: '0',
      status: statusAfterFill(input.lock.untilMs, at.getTime()),
      lockUnit: input.lock.unit,
      lockValue: input.lock.value,
      lockUntil: new Date(input.lock.untilMs),
      checkedAt: at,
      createdAt: input.orderedAt,
      openedAt: at,
      feeAccruedAt: at,
      dividendsCheckedAt: at,
    })
    .returning();
  let marginEntry: string;
  let feeEntry: string | null = null;
  if (input.payment.by === 'trading') {
    const base = { accountId, currency, refId: id, at };
    const charged = !isZero(cost.fee);
    const entries = await postAll(tx, [
      { ...base, amount: negate(cost.margin), type: 'tradeOpen' },
      ...(charged ? [{ ...base, amount: negate(cost.fee), type: 'fee' as const }] : []),
    ]);
    marginEntry = entries[0]!.id;
    feeEntry = charged ? entries[1]!.id : null;
  } else {
    marginEntry = input.payment.ledgerId;
    feeEntry = input.payment.fee?.ledgerId ?? null;
  }
  await addEvents(tx, id, [
    { kind: 'ordered', at: input.orderedAt, price },
    { kind: 'filled', at, price, ledgerId: marginEntry },
    ...(feeEntry ? [{ kind: 'fee' as const, at, amount: negate(cost.fee), ledgerId: feeEntry }] : []),
  ]);
  return row!;
}

/**
 * Closes a position at `price` inside the caller's transaction (margin and result back, the
 * close's fee, stamp tax and the accrued management fee: lifecycle.ts `closeAt`), claimed from the
 * state it was read in (`Stale` when it changed). The caller decides the price and the instant —
 * a flatten before the close, a user's close of an unlocked block — and checks its lock.
 */
export function closePosition(
  tx: Tx,
  row: PositionRow,
  price: string,
  at: Date,
  remark: PositionRemark | null = null,
): Promise<PositionRow> {
  return closeAt(tx, row, price, at, { remark });
}

/** One of the account's positions as it is now (another account's is not found). */
export async function positionOf(tx: Db | Tx, accountId: string, positionId: string): Promise<PositionRow | undefined> {
  const [row] = await tx.select().from(positions).where(eq(positions.id, positionId));
  return row?.accountId === accountId ? row : undefined;
}
