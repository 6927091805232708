import { and, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import {
  add,
  apiTime,
  dateOfDay,
  intradayBuyingPower,
  intradayLossMeter,
  roundMoney,
  sessionOpenMs,
  intradayOrderBreach,
  intradayTimes,
  localDay,
  type Currency,
  type Issue,
  type TradableMarket,
} from '@broker/domain';
import type { Db } from '../../db/open.ts';
import type { Book, BookAccount } from '../../core/books.ts';
import { emptyHolding, type Holding, type HoldingsRegistry } from '../../core/holdings.ts';
import { walletFunds } from '../../core/ledger.ts';
import { ApiError } from '../../http/envelope.ts';
import { tradingCalendar } from '../trading/index.ts';
import { intradayRecords } from './schema.ts';
import { recordView, type IntradayRow } from './records.ts';
import type { IntradayAccount } from '@broker/contract';

/** The user's intraday account not yet settled (approved, its sub-account opened), or undefined. */
export async function runningRecord(db: Db, ownerId: string): Promise<IntradayRow | undefined> {
  const [row] = await db
    .select()
    .from(intradayRecords)
    .where(
      and(
        eq(intradayRecords.accountId, ownerId),
        eq(intradayRecords.status, 'approved'),
        isNull(intradayRecords.settledAt),
        isNotNull(intradayRecords.subAccountId),
      ),
    )
    .orderBy(desc(intradayRecords.seq))
    .limit(1);
  return row;
}

/** The intraday account's equity now: its cash and its open positions' value (trading's holdings). */
export async function intradayEquity(db: Db, holdings: HoldingsRegistry, row: IntradayRow, now: Date): Promise<string> {
  const currency = row.currency as Currency;
  const { balance } = await walletFunds(db, row.subAccountId!, currency);
  const held = (await holdings.of(row.subAccountId!, now)).get(currency);
  return add(balance, held?.equity ?? '0');
}

/**
 * The intraday book (core/books.ts): the ticket's `book: 'intraday'` trades the user's intraday
 * account of the day — its leverage (the multiplier), no sell lock, orders until the flatten
 * (close − 5 minutes) of the order's market, and no order whose certain cost (its opening and
 * closing fees) would by itself breach the loss limits (domain `intradayOrderBreach`).
 */
export function intradayBook(holdings: HoldingsRegistry): Book {
  return {
    name: 'intraday',
    async accountFor(db, ownerId, now): Promise<BookAccount> {
      const row = await runningRecord(db, ownerId);
      if (!row) throw new ApiError('error.product.unavailable');
      const nowMs = now.getTime();
      const calendar = tradingCalendar('nl');
      // Approved for a later session: it trades from that session's opening.
      if (dateOfDay(localDay(nowMs, calendar.window.timeZone)) !== row.day) {
        throw new ApiError('error.time.outsideTrading', { ...calendar.window, days: [...calendar.window.days] });
      }
      const currency = row.currency as Currency;
      return {
        accountId: row.subAccountId!,
        leverage: row.multiplier,
        sellLock: false,
        opensUntilMs: (market, ms) => {
          const marketCalendar = tradingCalendar(market as TradableMarket);
          return intradayTimes(localDay(ms, marketCalendar.window.timeZone), marketCalendar).flattenMs;
        },
        check: async ({ roundTripFee }): Promise<Issue | null> => {
          const equity = await intradayEquity(db, holdings, row, now);
          const breach = intradayOrderBreach({
            amount: row.amount,
            equity,
            dayStartEquity: row.amount,
            currency,
            roundTripFee,
          });
          return breach ? { field: 'lots', key: 'error.intraday.lossLimit', params: { limit: breach } } : null;
        },
      };
    },
    async latestAccount(db, ownerId) {
      const [row] = await db
        .select({ subAccountId: intradayRecords.subAccountId })
        .from(intradayRecords)
        .where(and(eq(intradayRecords.accountId, ownerId), isNotNull(intradayRecords.subAccountId)))
        .orderBy(desc(intradayRecords.seq))
        .limit(1);
      return row?.subAccountId ?? null;
    },
  };
}

/**
 * The intraday account in its user's figures (core/holdings.ts): while it runs, its cash and its
 * positions' value count in the user's equity (the amount left the wallet at the approval), its
 * open P&L and what its leverage borrowed with them; once settled, the wallet has it back.
 */
export function intradayHoldings(db: Db, holdings: HoldingsRegistry) {
  return async (accountId: string, now: Date): Promise<ReadonlyMap<Currency, Holding>> => {
    const row = await runningRecord(db, accountId);
    if (!row) return new Map();
    const currency = row.currency as Currency;
    const { balance } = await walletFunds(db, row.subAccountId!, currency);
    const held = (await holdings.of(row.subAccountId!, now)).get(currency) ?? emptyHolding();
    return new Map([[currency, { ...held, equity: add(balance, held.equity) }]]);
  };
}

/** `intraday/account`: the running intraday account now, or null (none approved, or settled). */
export async function intradayAccountView(
  db: Db,
  holdings: HoldingsRegistry,
  ownerId: string,
  now: Date,
): Promise<IntradayAccount | null> {
  const row = await runningRecord(db, ownerId);
  if (!row || row.day === null) return null;
  const currency = row.currency as Currency;
  const nowMs = now.getTime();
  const calendar = tradingCalendar('nl');
  const day = Date.parse(`${row.day}T00:00:00Z`) / 86_400_000;
  const times = intradayTimes(day, calendar);
  const equity = await intradayEquity(db, holdings, row, now);
  const { available } = await walletFunds(db, row.subAccountId!, currency);
  const meter = intradayLossMeter({ amount: row.amount, equity, dayStartEquity: row.amount, currency });
  const opensMs = sessionOpenMs(day, calendar);
  return {
    record: recordView(row),
    equity: roundMoney(equity, currency),
    available: roundMoney(available, currency),
    buyingPowerLeft: intradayBuyingPower(available, row.multiplier, currency),
    meter,
    previewAt: apiTime(times.previewMs),
    flattenAt: apiTime(times.flattenMs),
    closeAt: apiTime(times.closeMs),
    trading: row.endedAt === null && nowMs >= opensMs && nowMs < times.flattenMs,
  };
}
