import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import {
  add,
  intradayLossMeter,
  intradaySettlement,
  intradayTimes,
  localDay,
  negate,
  roundMoney,
  sessionCloseMs,
  sessionOpenMs,
  sub,
  type Currency,
  type IntradayLossMeter,
  type PositionRemark,
  type TradableMarket,
} from '@broker/domain';
import type { Db } from '../../db/open.ts';
import type { HoldingsRegistry } from '../../core/holdings.ts';
import { lockWallet, post } from '../../core/ledger.ts';
import { notify } from '../../core/notices.ts';
import { ledgerEntries } from '../../db/schema.ts';
import { guardedUpdate, step } from '../../timed/claims.ts';
import type { TimedSource } from '../../timed/registry.ts';
import { accountIds } from '../../timed/sweeper.ts';
import type { Instruments } from '../market/index.ts';
import {
  closePosition,
  heldInstrument,
  openPositionsOf,
  priceAt,
  TRADING_ORDER,
  tradingCalendar,
} from '../trading/index.ts';
import { intradayEquity, runningRecord } from './book.ts';
import type { IntradayRow } from './records.ts';
import { intradayMeterPoints, intradayRecords } from './schema.ts';

/**
 * After trading (docs/slices.md "Time-driven work"): trading brings the intraday account's own
 * positions up to date first; this source then tells the coming flatten, flattens at close − 5
 * minutes, ends the day when a loss limit is reached, and settles the account at the close.
 */
export const INTRADAY_ORDER = TRADING_ORDER + 10;

export interface IntradayTimedServices {
  db: Db;
  instruments: Instruments;
  holdings: HoldingsRegistry;
}

const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / 86_400_000;
const calendarNl = () => tradingCalendar('nl');

/** Closes every open position of the intraday account at the price of `atMs`, with `remark`. */
async function closeAll(services: IntradayTimedServices, row: IntradayRow, atMs: number, remark: PositionRemark) {
  for (const position of await openPositionsOf(services.db, row.subAccountId!)) {
    const instrument = heldInstrument(services.instruments, position.stockId)!;
    const market = position.market as TradableMarket;
    const day = localDay(atMs, tradingCalendar(market).window.timeZone);
    const flattenMs = intradayTimes(day, tradingCalendar(market)).flattenMs;
    const closeAtMs = Math.min(atMs, flattenMs);
    await step(services.db, (tx) =>
      closePosition(tx, position, priceAt(services.instruments, instrument, closeAtMs), new Date(closeAtMs), remark),
    );
  }
}

/** Tells the user once, at close − 15 minutes, that the open positions are flattened at close − 5. */
async function preview(services: IntradayTimedServices, row: IntradayRow, nowMs: number) {
  const times = intradayTimes(dayNumber(row.day!), calendarNl());
  if (row.previewedAt !== null || nowMs < times.previewMs || nowMs >= times.flattenMs) return;
  if ((await openPositionsOf(services.db, row.subAccountId!)).length === 0) return;
  await step(services.db, async (tx) => {
    await guardedUpdate(tx, intradayRecords, and(eq(intradayRecords.id, row.id), isNull(intradayRecords.previewedAt)), {
      previewedAt: new Date(times.previewMs),
    });
    await notify(
      tx,
      row.accountId,
      'intradayPreview',
      { recordId: row.id, orderNo: row.orderNo, time: new Date(times.flattenMs).toISOString() },
      new Date(times.previewMs),
    );
  });
}

/** The meter's history keeps a point at most this often (and whenever a limit is reached). */
const METER_EVERY_MS = 5 * 60_000;

/** Keeps a point of the meter's history, unless one was kept less than METER_EVERY_MS ago. */
async function recordMeter(db: Db, row: IntradayRow, now: Date, equity: string, meter: IntradayLossMeter) {
  const [last] = await db
    .select({ at: intradayMeterPoints.at })
    .from(intradayMeterPoints)
    .where(eq(intradayMeterPoints.recordId, row.id))
    .orderBy(desc(intradayMeterPoints.at))
    .limit(1);
  if (last && now.getTime() - last.at.getTime() < METER_EVERY_MS && meter.breach === null) return;
  await db
    .insert(intradayMeterPoints)
    .values({ recordId: row.id, at: now, equity, dayLoss: meter.dayLoss, totalLoss: meter.totalLoss })
    .onConflictDoNothing();
}

/** A loss limit reached now: every position closed at now's prices, the day ended. */
async function checkLimits(services: IntradayTimedServices, row: IntradayRow, nowMs: number) {
  const times = intradayTimes(dayNumber(row.day!), calendarNl());
  if (row.endedAt !== null || nowMs >= times.flattenMs) return;
  const now = new Date(nowMs);
  const equity = await intradayEquity(services.db, services.holdings, row, now);
  const meter = intradayLossMeter({
    amount: row.amount,
    equity,
    dayStartEquity: row.amount,
    currency: row.currency as Currency,
  });
  await recordMeter(services.db, row, now, equity, meter);
  if (meter.breach === null) return;
  await closeAll(services, row, nowMs, 'lossLimit');
  await step(services.db, async (tx) => {
    await guardedUpdate(tx, intradayRecords, and(eq(intradayRecords.id, row.id), isNull(intradayRecords.endedAt)), {
      endedAt: now,
      endReason: meter.breach,
    });
    await notify(
      tx,
      row.accountId,
      'intradayLimitReached',
      { recordId: row.id, orderNo: row.orderNo, limit: meter.breach! },
      now,
    );
  });
}

/**
 * The settlement at the session's close (products.md §4): the intraday account's cash — the
 * amount + realised P&L − fees, never below zero because trading's negative balance protection
 * (`adjustment`, remark `nbp`) already absorbed any loss beyond it — moves back to the user
 * (`intradaySettle` on both wallets), with the figures of the session report.
 */
async function settle(services: IntradayTimedServices, row: IntradayRow, atMs: number) {
  const currency = row.currency as Currency;
  const subAccountId = row.subAccountId!;
  const at = new Date(atMs);
  await step(services.db, async (tx) => {
    // The user's wallet, then the intraday account's: the order the approval took them in.
    await lockWallet(tx, row.accountId, currency);
    const { balance } = await lockWallet(tx, subAccountId, currency);
    const lines = await tx
      .select({ type: ledgerEntries.type, amount: ledgerEntries.amount, remark: ledgerEntries.remark })
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.accountId, subAccountId), eq(ledgerEntries.currency, currency)));
    const sum = (pick: (line: (typeof lines)[number]) => boolean) =>
      lines.filter(pick).reduce((total, line) => add(total, line.amount), '0');
    const fees = negate(
      sum((line) => line.type === 'fee' || line.type === 'stampTax' || line.type === 'managementFee'),
    );
    const protectedLoss = sum((line) => line.type === 'adjustment' && line.remark === 'nbp');
    // What trading booked for the positions beyond their margins: the realised P&L.
    const realisedPnl = sub(sub(add(balance, fees), row.amount), protectedLoss);
    const settlement = intradaySettlement({ amount: row.amount, realisedPnl, fees, currency });
    if (Number(balance) > 0) {
      await post(tx, {
        accountId: subAccountId,
        currency,
        amount: negate(balance),
        type: 'intradaySettle',
        refId: row.id,
        remark: row.orderNo,
        at,
      });
      await post(tx, {
        accountId: row.accountId,
        currency,
        amount: balance,
        type: 'intradaySettle',
        refId: row.id,
        remark: row.orderNo,
        at,
      });
    }
    const updated = await guardedUpdate(
      tx,
      intradayRecords,
      and(eq(intradayRecords.id, row.id), isNull(intradayRecords.settledAt)),
      {
        settledAt: at,
        credit: roundMoney(balance, currency),
        realisedPnl: roundMoney(realisedPnl, currency),
        fees: roundMoney(fees, currency),
        protectedLoss: settlement.protectedLoss,
      },
    );
    await notify(
      tx,
      row.accountId,
      'intradaySettled',
      {
        recordId: row.id,
        orderNo: row.orderNo,
        credit: roundMoney(balance, currency),
        profit: roundMoney(sub(balance, row.amount), currency),
        currency,
      },
      at,
    );
    return updated;
  });
}

/** The intraday account's work due by `nowMs`, in its order: preview, limits, flatten, settlement. */
async function catchUpIntraday(services: IntradayTimedServices, ownerId: string, nowMs: number): Promise<void> {
  const row = await runningRecord(services.db, ownerId);
  if (!row || row.day === null) return;
  const day = dayNumber(row.day);
  const calendar = calendarNl();
  if (nowMs < sessionOpenMs(day, calendar)) return;
  await preview(services, row, nowMs);
  await checkLimits(services, row, nowMs);
  const { flattenMs } = intradayTimes(day, calendar);
  if (nowMs >= flattenMs) await closeAll(services, row, flattenMs, 'flattened');
  const closeMs = sessionCloseMs(day, calendar);
  const ended = (await runningRecord(services.db, ownerId))?.endedAt ?? null;
  const settleAtMs = ended !== null ? ended.getTime() : closeMs;
  if (nowMs >= settleAtMs && (await openPositionsOf(services.db, row.subAccountId!)).length === 0) {
    await settle(services, row, settleAtMs);
  }
}

/** The intraday slice as a timed source (timed/registry.ts): the owners of running intraday accounts. */
export function intradaySource(services: IntradayTimedServices): TimedSource {
  return {
    slice: 'intraday',
    order: INTRADAY_ORDER,
    dueAccounts: (db) =>
      accountIds(
        db,
        sql`select distinct account_id from intraday_records where status = 'approved' and settled_at is null and sub_account_id is not null`,
      ),
    catchUp: (db, accountId, nowMs) => catchUpIntraday({ ...services, db }, accountId, nowMs),
  };
}
