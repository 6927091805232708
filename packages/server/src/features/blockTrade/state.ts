import { and, eq, sql, type SQL } from 'drizzle-orm';
import {
  apiTime,
  blockPrice,
  chanceBelowAtUnlock,
  crowdTakenLots,
  dateOfDay,
  invitationState,
  lockUntil,
  offerLotsLeft,
  previousSessionDay,
  remainingTodayLots,
  sessionCloseMs,
  sessionOpenMs,
  type InvitationState,
} from '@broker/domain';
import type { BlockInvitation, BlockTrade } from '@broker/contract';
import type { Db, Tx } from '../../db/open.ts';
import { toApiTime } from '../../lib/time.ts';
import { marketSettings } from '../market/index.ts';
import { tradingCalendar, tradingRules } from '../trading/index.ts';
import type { BlockSeries } from './offers.ts';
import { blockBuys, blockInvitations, blockTradeSwitch } from './schema.ts';
import type { BlockTradeServices } from './services.ts';

type InvitationRow = typeof blockInvitations.$inferSelect;

/** A series on one trading day as the market and the buys make it: its price, what is left, the odds. */
export interface BlockDay {
  series: BlockSeries;
  day: number;
  price: string;
  prevClose: string;
  marketPrice: string;
  discountPct: string;
  clamped: boolean;
  /** Lots sold that day: to the sandbox's users, and to the simulated crowd by now. */
  soldToUsersLots: number;
  crowdLots: number;
  lotsLeft: number;
}

/** The share of the day's session gone at `nowMs`: 0 before the opening, 1 after the close. */
function sessionFraction(series: BlockSeries, day: number, nowMs: number): number {
  const calendar = tradingCalendar(series.market);
  const open = sessionOpenMs(day, calendar);
  const close = sessionCloseMs(day, calendar);
  return Math.min(1, Math.max(0, (nowMs - open) / (close - open)));
}

/** Lots bought in the buys `where` selects (a series' day, an account's share of it, an invitation's). */
async function lotsBought(db: Db | Tx, where: SQL | undefined): Promise<number> {
  const [row] = await db
    .select({ lots: sql<string>`coalesce(sum(${blockBuys.lots}), 0)` })
    .from(blockBuys)
    .where(where);
  return Number(row?.lots ?? 0);
}

/** The day's price from the close before it (domain `blockPrice`), the market now and the lots left. */
export async function blockDay(
  services: BlockTradeServices,
  db: Db | Tx,
  series: BlockSeries,
  day: number,
  nowMs: number,
): Promise<BlockDay> {
  const calendar = tradingCalendar(series.market);
  const { instrument } = series;
  const prevClose = services.instruments.priceAt(
    instrument,
    sessionCloseMs(previousSessionDay(day, calendar), calendar),
  );
  const priced = blockPrice({
    market: series.market,
    prevClose,
    discountPct: series.discountPct,
    dailyLimitPct: marketSettings.dailyLimitPct[series.market],
  });
  const sold = await lotsBought(db, and(eq(blockBuys.seriesId, series.id), eq(blockBuys.day, dateOfDay(day))));
  const crowdLots = crowdTakenLots(
    { sizeLots: series.sizeLots, crowdShare: series.crowdShare, soldToUsersLots: sold },
    sessionFraction(series, day, nowMs),
  );
  return {
    series,
    day,
    ...priced,
    prevClose,
    marketPrice: services.instruments.priceAt(instrument, nowMs),
    soldToUsersLots: sold,
    crowdLots,
    lotsLeft: offerLotsLeft(series.sizeLots, sold + crowdLots),
  };
}

/** Block trades are on unless an operator switched them off. */
export async function blockTradesOpen(db: Db | Tx): Promise<boolean> {
  const [row] = await db.select().from(blockTradeSwitch).where(eq(blockTradeSwitch.id, 'switch'));
  return row?.open ?? true;
}

/** A series' invitation, if an operator issued one, with the lots bought with it (every holder, every day). */
export async function invitationOf(
  db: Db | Tx,
  seriesId: string,
): Promise<{ row: InvitationRow; usedLots: number } | undefined> {
  const [row] = await db.select().from(blockInvitations).where(eq(blockInvitations.seriesId, seriesId));
  if (!row) return undefined;
  const usedLots = await lotsBought(db, and(eq(blockBuys.seriesId, seriesId), eq(blockBuys.invited, true)));
  return { row, usedLots };
}

export function invitationView(
  invitation: { row: InvitationRow; usedLots: number },
  nowMs: number,
): BlockInvitation & { state: InvitationState } {
  const { row, usedLots } = invitation;
  return {
    issuer: row.issuer,
    quotaLots: row.quotaLots,
    lotsLeft: Math.max(0, row.quotaLots - usedLots),
    expiresAt: toApiTime(row.expiresAt),
    state: invitationState({ expiresAtMs: row.expiresAt.getTime(), quotaLots: row.quotaLots, usedLots }, nowMs),
  };
}

/**
 * A series' day as one account meets it: the day's state, the invitation (and how it looks before
 * the key), and the lots the account may still buy — what the offer shows, the buy checks and the
 * buy checks again under the series' lock. An invitation no longer valid leaves nothing to buy.
 */
export async function dayForAccount(
  services: BlockTradeServices,
  db: Db | Tx,
  accountId: string,
  series: BlockSeries,
  day: number,
  nowMs: number,
) {
  const state = await blockDay(services, db, series, day, nowMs);
  const invitation = await invitationOf(db, series.id);
  const invited = invitation ? invitationView(invitation, nowMs) : null;
  const bought = await lotsBought(
    db,
    and(eq(blockBuys.accountId, accountId), eq(blockBuys.seriesId, series.id), eq(blockBuys.day, dateOfDay(day))),
  );
  const remaining = remainingTodayLots({
    dailyLimitLots: series.dailyLimitLots,
    boughtTodayLots: bought,
    offerLotsLeft: state.lotsLeft,
    ...(invited ? { invitationLotsLeft: invited.state === 'valid' ? invited.lotsLeft : 0 } : {}),
  });
  return { state, invitation, invited, remaining };
}

/** When a block of the series bought at `nowMs` (or at its day's opening, if later) unlocks. */
export function unlockAtOf(series: BlockSeries, day: number, nowMs: number): number {
  const calendar = tradingCalendar(series.market);
  return lockUntil(Math.max(nowMs, sessionOpenMs(day, calendar)), { unit: 'day', value: series.lockDays }, calendar);
}

/** The market's trading hours as the contract writes them. */
export function hoursOf(series: BlockSeries): BlockTrade['hours'] {
  const { window } = tradingCalendar(series.market);
  return { ...window, days: [...window.days] };
}

/** A series' offer as an account sees it on its trading day (contract BlockTrade). */
export async function offerView(
  services: BlockTradeServices,
  accountId: string,
  series: BlockSeries,
  day: number,
  nowMs: number,
  open: boolean,
): Promise<BlockTrade> {
  const { state, invited, remaining } = await dayForAccount(services, services.db, accountId, series, day, nowMs);
  const { instrument } = series;
  return {
    id: series.id,
    stockId: instrument.id,
    code: instrument.code,
    name: instrument.name,
    market: series.market,
    currency: series.currency,
    day: dateOfDay(day),
    price: state.price,
    prevClose: state.prevClose,
    marketPrice: state.marketPrice,
    discountPct: state.discountPct,
    clamped: state.clamped,
    lotSize: instrument.lotSize,
    minLots: series.minLots,
    dailyLimitLots: series.dailyLimitLots,
    remainingTodayLots: remaining,
    sizeLots: series.sizeLots,
    lotsLeft: state.lotsLeft,
    lockDays: series.lockDays,
    unlockAt: apiTime(unlockAtOf(series, day, nowMs)),
    needsSecretKey: invited !== null,
    invitation: invited,
    belowAtUnlockPct: chanceBelowAtUnlock({
      price: state.price,
      marketPrice: state.marketPrice,
      annualVolatilityPct: instrument.volatilityPct,
      sessionsPerYear: services.sim.calendar(series.market).sessionsPerYear,
      lockSessions: series.lockDays,
    }),
    open,
    feePct: tradingRules.feePct,
    hours: hoursOf(series),
  };
}
