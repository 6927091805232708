import { and, asc, eq, inArray, isNotNull, lte } from 'drizzle-orm';
import {
  abs,
  add,
  allocationOf,
  costBasisOpenPrice,
  currencyScale,
  div,
  isPositive,
  mul,
  roundMoney,
  sum,
  valueFlowOf,
  valueRangeDays,
  type AllocationItem,
  type Currency,
} from '@broker/domain';
import { ledgerEntries, wallets } from '../../db/schema.ts';
import { exchangeRateBook } from '../funds/index.ts';
import { fxRateSource } from '../market/index.ts';
import type { RouteBody } from '../../http/routes.ts';
import { DAY_MS } from '../../lib/time.ts';
import type { TradingServices } from './catchUp.ts';
import { baseCurrencyOf } from '../../core/accounts.ts';
import { heldInstrument, priceAt } from './market.ts';
import { positionEvents, positions } from './schema.ts';
import { openFigures, type PositionRow } from './views.ts';

/**
 * The account's charts (docs/decisions.md "Trading": the server computes them, the rules are the
 * domain's `allocationOf`, `valueFlowOf`): where the value is now, and what it was each day.
 * Currencies are converted at the exchange's rates (units per USD, funds `exchangeRateBook`): the
 * allocation at today's, each day of the value history at that day's end.
 */

type Converter = (value: string, from: string) => string;

/**
 * Converters into `currency` at any instant: the exchange's rates then (funds
 * `exchangeRateBook`: the fx market's where it quotes the currency, as the account summary
 * converts), from one read of the rate table.
 */
async function convertersTo(services: TradingServices, currency: Currency): Promise<(at: Date) => Converter> {
  const book = await exchangeRateBook(services.db, fxRateSource(services.sim));
  return (at) => {
    const { rates } = book(at);
    const target = rates.get(currency) ?? '1';
    return (value, from) => {
      if (from === currency) return value;
      const rate = rates.get(from as Currency);
      return rate ? div(mul(value, target), rate, 10) : '0';
    };
  };
}

/** An open position's equity at a price: margin + P&L − accrued fee (its cash is already out of the balance). */
const equityAt = (row: PositionRow, price: string, managementFee = row.managementFee) =>
  openFigures({ ...row, status: 'holding', managementFee }, price)!.equity;

/**
 * A position as it stood before the bonus shares it received later: fewer shares at the open
 * price of the same cost basis (domain `costBasisOpenPrice`), so a day before an ex-date is
 * valued at that day's price on that day's shares.
 */
function asHeldAt(row: PositionRow, later: readonly { shares: number | null }[]): PositionRow {
  const shares = later.reduce((count, bonus) => count - (bonus.shares ?? 0), row.shares);
  if (shares === row.shares || row.openPrice === null || shares <= 0) return row;
  return { ...row, shares, openPrice: costBasisOpenPrice(row.openPrice, row.shares, shares) };
}

/** trade/allocation: cash (each wallet's balance) and open positions' equity, by market and by currency. */
export async function allocation(
  services: TradingServices,
  accountId: string,
  body: RouteBody<'trade/allocation'>,
  now: Date,
) {
  const { db } = services;
  const currency = body.currency ?? (await baseCurrencyOf(db));
  const convert = (await convertersTo(services, currency))(now);
  const scale = currencyScale(currency);
  const items: AllocationItem[] = [];
  for (const wallet of await db.select().from(wallets).where(eq(wallets.accountId, accountId))) {
    if (!isPositive(wallet.balance)) continue;
    items.push({
      market: 'cash',
      currency: wallet.currency as Currency,
      value: roundMoney(convert(wallet.balance, wallet.currency), currency),
    });
  }
  const open = await db
    .select()
    .from(positions)
    .where(and(eq(positions.accountId, accountId), inArray(positions.status, ['holding', 'locked', 'closing'])));
  for (const row of open) {
    const price = priceAt(services.instruments, heldInstrument(services.instruments, row.stockId)!, now.getTime());
    items.push({
      market: row.market as AllocationItem['market'],
      currency: row.currency as Currency,
      value: div(convert(equityAt(row, price), row.currency), 1, scale),
    });
  }
  const result = allocationOf(items, currency);
  return { currency, ...result };
}

/**
 * trade/valueHistory: a point per UTC day of the range, oldest first — the wallets' balances at
 * the day's end (from the ledger) plus the equity of the positions open then (at that instant's
 * simulated price, less the fee accrued by then), with the day's deposits and withdrawals.
 */
export async function valueHistory(
  services: TradingServices,
  accountId: string,
  body: RouteBody<'trade/valueHistory'>,
  now: Date,
) {
  const { db } = services;
  const currency = body.currency ?? (await baseCurrencyOf(db));
  const convertersAt = await convertersTo(services, currency);
  const days = valueRangeDays[body.range];
  const today = Math.floor(now.getTime() / DAY_MS);
  const entries = await db
    .select({
      currency: ledgerEntries.currency,
      amount: ledgerEntries.amount,
      type: ledgerEntries.type,
      createdAt: ledgerEntries.createdAt,
    })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.accountId, accountId), lte(ledgerEntries.createdAt, now)))
    .orderBy(asc(ledgerEntries.seq));
  const held = await db
    .select()
    .from(positions)
    .where(and(eq(positions.accountId, accountId), isNotNull(positions.openedAt)));
  const lines = held.length
    ? await db
        .select({
          positionId: positionEvents.positionId,
          kind: positionEvents.kind,
          amount: positionEvents.amount,
          shares: positionEvents.shares,
          at: positionEvents.at,
        })
        .from(positionEvents)
        .where(
          and(
            inArray(
              positionEvents.positionId,
              held.map((row) => row.id),
            ),
            inArray(positionEvents.kind, ['managementFee', 'bonusShares']),
          ),
        )
    : [];
  const fees = lines.filter((line) => line.kind === 'managementFee');
  const bonuses = lines.filter((line) => line.kind === 'bonusShares');
  const balances = new Map<string, string>();
  let next = 0;
  const points = [];
  for (let day = today - days + 1; day <= today; day += 1) {
    const endMs = Math.min((day + 1) * DAY_MS - 1, now.getTime());
    // A day's money at that day's rates: a past point does not move with today's.
    const convert = convertersAt(new Date(endMs));
    let deposits = '0';
    let withdrawals = '0';
    while (next < entries.length && entries[next]!.createdAt.getTime() <= endMs) {
      const entry = entries[next]!;
      balances.set(entry.currency, add(balances.get(entry.currency) ?? '0', entry.amount));
      if (entry.createdAt.getTime() >= day * DAY_MS) {
        const flow = valueFlowOf(entry.type);
        if (flow === 'deposit') deposits = add(deposits, convert(entry.amount, entry.currency));
        if (flow === 'withdrawal') withdrawals = add(withdrawals, convert(abs(entry.amount), entry.currency));
      }
      next += 1;
    }
    const cash = sum([...balances].map(([from, value]) => convert(value, from)));
    const equity = held
      .filter((row) => row.openedAt!.getTime() <= endMs && (row.closedAt === null || row.closedAt.getTime() > endMs))
      .map((row) => {
        const accrued = sum(
          fees
            .filter((fee) => fee.positionId === row.id && fee.at.getTime() <= endMs)
            .map((fee) => abs(fee.amount ?? '0')),
        );
        const then = asHeldAt(
          row,
          bonuses.filter((bonus) => bonus.positionId === row.id && bonus.at.getTime() > endMs),
        );
        return convert(
          equityAt(
            then,
            priceAt(services.instruments, heldInstrument(services.instruments, row.stockId)!, endMs),
            accrued,
          ),
          row.currency,
        );
      });
    points.push({
      date: new Date(day * DAY_MS).toISOString().slice(0, 10),
      value: roundMoney(add(cash, sum(equity)), currency),
      deposits: roundMoney(deposits, currency),
      withdrawals: roundMoney(withdrawals, currency),
    });
  }
  return { currency, points };
}
