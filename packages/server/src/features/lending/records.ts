import { and, desc, eq, gt, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import {
  accruedToFourDecimals,
  collateralCoveragePct,
  isHardToBorrow,
  isOwnedOutright,
  lenderShareOf,
  lendingInterestPerDay,
  lendingRatePct,
  mul,
  roundHalfUp,
  roundMoney,
  type Currency,
  type LendingEndReason,
  type LendingStatus,
  validateLendingOptIn,
} from '@broker/domain';
import type { LendingHolding, LendingRecord } from '@broker/contract';
import type { Db, Tx } from '../../db/open.ts';
import { paginate } from '../../http/paginate.ts';
import type { RouteBody } from '../../http/routes.ts';
import { toApiTime, toApiTimeOrNull } from '../../lib/time.ts';
import type { Instrument, Instruments } from '../market/index.ts';
import { heldInstrument, openPositionsOf, paymentsInLieuOf, priceAt, type PositionRow } from '../trading/index.ts';
import { lendingLoans, lendingSwitch } from './schema.ts';
import { lendingSettings as terms } from './settings.ts';

export type LendingLoanRow = typeof lendingLoans.$inferSelect;

/** A rate as the API writes it: percent to two decimals. */
const pct = (value: string) => roundHalfUp(value, 2);

/** What lending services read: the database and the market's one list (names, prices). */
export interface LendingServices {
  db: Db;
  instruments: Instruments;
}

/** A holding's value now: its shares at the instrument's price, in its currency. */
export function valueNow(instruments: Instruments, instrument: Instrument, shares: number, nowMs: number) {
  const price = priceAt(instruments, instrument, nowMs);
  return { price, value: roundMoney(mul(price, shares), instrument.currency) };
}

/** A loan as the API shows it, its coverage and a day's interest at the value now. */
export function lendingView(
  services: LendingServices,
  row: LendingLoanRow,
  nowMs: number,
  paymentsInLieu = '0',
): LendingRecord {
  const instrument = heldInstrument(services.instruments, row.stockId);
  const currency = row.currency as Currency;
  const now = instrument ? valueNow(services.instruments, instrument, row.shares, nowMs).value : row.value;
  const running = row.status === 'borrowing';
  return {
    id: row.id,
    orderNo: row.orderNo,
    positionId: row.positionId,
    stockId: row.stockId,
    name: instrument?.name ?? row.stockId,
    symbol: instrument?.code ?? row.stockId,
    currency,
    shares: row.shares,
    ratePct: pct(row.ratePct),
    lenderSharePct: roundHalfUp(row.lenderSharePct, 0),
    lenderRatePct: pct(lenderShareOf(row.ratePct, row.lenderSharePct)),
    hardToBorrow: isHardToBorrow(row.ratePct, terms),
    status: row.status as LendingStatus,
    consentAt: toApiTime(row.consentAt),
    termsVersion: row.termsVersion,
    startedAt: toApiTime(row.startedAt),
    endingAt: toApiTimeOrNull(row.endingAt),
    completedAt: toApiTimeOrNull(row.completedAt),
    endReason: row.endReason as LendingEndReason | null,
    value: roundMoney(row.value, currency),
    collateral: roundMoney(row.collateral, currency),
    markedAt: toApiTime(row.markedAt),
    coveragePct: running ? collateralCoveragePct(row.collateral, now) : '0.00',
    interestPaid: roundMoney(row.interestPaid, currency),
    interestAccrued: accruedToFourDecimals(roundMoney(row.interestPaid, currency), row.interestRemainder),
    interestPerDay: running ? lendingInterestPerDay(row.value, row.ratePct, row.lenderSharePct) : '0.0000',
    paymentsInLieu: roundMoney(paymentsInLieu, currency),
  };
}

/** Whether the operator has lending open (no switch row: open). */
export async function lendingOpen(db: Db | Tx): Promise<boolean> {
  const [row] = await db.select().from(lendingSwitch).where(eq(lendingSwitch.id, 'switch'));
  return row?.open ?? true;
}

/** The shares of a stock out on loan from every account (the pool's use). */
export async function poolSharesLent(db: Db | Tx, stockId: string): Promise<number> {
  const [row] = await db
    .select({ shares: sql<string>`coalesce(sum(${lendingLoans.shares}), 0)` })
    .from(lendingLoans)
    .where(and(eq(lendingLoans.stockId, stockId), eq(lendingLoans.status, 'borrowing')));
  return Number(row?.shares ?? 0);
}

/**
 * The loan that had a position's shares out at `atMs` (core/lentShares.ts): started by then and
 * not completed before it.
 */
export async function lentBy(db: Db | Tx, positionId: string, atMs: number): Promise<string | null> {
  const at = new Date(atMs);
  const [row] = await db
    .select({ id: lendingLoans.id })
    .from(lendingLoans)
    .where(
      and(
        eq(lendingLoans.positionId, positionId),
        lte(lendingLoans.startedAt, at),
        or(isNull(lendingLoans.completedAt), gt(lendingLoans.completedAt, at)),
      ),
    )
    .limit(1);
  return row?.id ?? null;
}

/** The running loan of a position, if any. */
export async function runningLoanOf(db: Db | Tx, positionId: string): Promise<LendingLoanRow | undefined> {
  const [row] = await db
    .select()
    .from(lendingLoans)
    .where(and(eq(lendingLoans.positionId, positionId), eq(lendingLoans.status, 'borrowing')));
  return row;
}

/** The opt-in's rules for a position, as far as they concern the holding (the checks' context). */
export async function holdingContext(services: LendingServices, position: PositionRow, nowMs: number) {
  const instrument = heldInstrument(services.instruments, position.stockId);
  const { price, value } = instrument
    ? valueNow(services.instruments, instrument, position.shares, nowMs)
    : { price: '0', value: '0' };
  const ratePct = lendingRatePct(instrument?.volatilityPct ?? 0, terms);
  return {
    instrument,
    price,
    value,
    ratePct,
    context: {
      currency: position.currency as Currency,
      open: await lendingOpen(services.db),
      exists: true,
      ownedOutright: isOwnedOutright(position),
      lent: (await runningLoanOf(services.db, position.id)) !== undefined,
      value,
      minValue: terms.minValue,
      shares: position.shares,
      poolSharesLeft: terms.poolSharesPerStock - (await poolSharesLent(services.db, position.stockId)),
    },
  };
}

/** The latest loan of each of these positions (the running one, else the last that ended). */
async function latestLoans(db: Db, positionIds: string[]): Promise<Map<string, LendingLoanRow>> {
  if (positionIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(lendingLoans)
    .where(inArray(lendingLoans.positionId, positionIds))
    .orderBy(desc(lendingLoans.seq));
  const latest = new Map<string, LendingLoanRow>();
  for (const row of rows) if (!latest.has(row.positionId)) latest.set(row.positionId, row);
  return latest;
}

/** A refusal's parameters as the API carries them (the minimum and currency, the pool's shares left). */
const reasonParams = (params: Readonly<Record<string, unknown>>): Record<string, string | number> =>
  Object.fromEntries(
    Object.entries(params).filter((entry): entry is [string, string | number] =>
      ['string', 'number'].includes(typeof entry[1]),
    ),
  );

/** `lending/holdings`: the terms, and every long holding with what lending it earns and may. */
export async function lendingHoldings(services: LendingServices, accountId: string, now: Date) {
  const nowMs = now.getTime();
  const open = await lendingOpen(services.db);
  const longs = (await openPositionsOf(services.db, accountId)).filter(
    (position) => position.direction === 'long' && position.openedAt !== null,
  );
  const loans = await latestLoans(
    services.db,
    longs.map((position) => position.id),
  );
  const inLieu = await paymentsInLieuOf(
    services.db,
    [...loans.values()].map((loan) => loan.id),
  );
  const items: LendingHolding[] = [];
  for (const position of longs) {
    const { instrument, price, value, ratePct, context } = await holdingContext(services, position, nowMs);
    const [issue] = validateLendingOptIn({ positionId: position.id, consent: true }, context);
    const loan = loans.get(position.id);
    items.push({
      positionId: position.id,
      stockId: position.stockId,
      name: instrument?.name ?? position.stockId,
      symbol: instrument?.code ?? position.stockId,
      currency: position.currency as Currency,
      shares: position.shares,
      price,
      value,
      ratePct,
      lenderRatePct: pct(lenderShareOf(ratePct, terms.lenderSharePct)),
      hardToBorrow: isHardToBorrow(ratePct, terms),
      interestPerDay: lendingInterestPerDay(value, ratePct, terms.lenderSharePct),
      eligible: issue === undefined,
      reason: issue?.key ?? null,
      reasonParams: issue?.params ? reasonParams(issue.params) : null,
      loan: loan ? lendingView(services, loan, nowMs, inLieu.get(loan.id)) : null,
    });
  }
  return {
    terms: {
      open,
      minValue: terms.minValue,
      collateralPct: terms.collateralPct,
      lenderSharePct: terms.lenderSharePct,
      termsVersion: terms.termsVersion,
    },
    items,
    total: items.length,
  };
}

/** `lending/records`: the account's loans of shares, newest first, by status when asked. */
export function listLendingLoans(
  services: LendingServices,
  accountId: string,
  body: RouteBody<'lending/records'>,
  now: Date,
) {
  const { db } = services;
  const where: SQL | undefined = and(
    eq(lendingLoans.accountId, accountId),
    body.status ? eq(lendingLoans.status, body.status) : undefined,
  );
  return paginate(
    body,
    {
      total: () => db.$count(lendingLoans, where),
      rows: ({ limit, offset }) =>
        db.select().from(lendingLoans).where(where).orderBy(desc(lendingLoans.seq)).limit(limit).offset(offset),
    },
    async (rows) => {
      const inLieu = await paymentsInLieuOf(
        db,
        rows.map((row) => row.id),
      );
      return rows.map((row) => lendingView(services, row, now.getTime(), inLieu.get(row.id)));
    },
  );
}
