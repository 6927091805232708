import { randomUUID } from 'node:crypto';
import { and, asc, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import {
  accountMargin,
  dateOfDay,
  dividendCash,
  isHeldAt,
  isLanguage,
  isTradingTime,
  isWorseAlert,
  issuerCountryOfMarket,
  localDay,
  lossReachesMargin,
  managementFeeAccruals,
  nextSessionOpen,
  roundMoney,
  stopOutSelection,
  withholdingPct,
  type Currency,
  type Direction,
  type Language,
  type MarginAlert,
  type TradableMarket,
} from '@broker/domain';
import type { PositionSettlement } from '@broker/contract';
import type { BookRegistry } from '../../core/books.ts';
import type { LentShares } from '../../core/lentShares.ts';
import type { Db, Tx } from '../../db/open.ts';
import { accounts } from '../../db/schema.ts';
import { ApiError } from '../../http/envelope.ts';
import { notify } from '../../core/notices.ts';
import { accountIds } from '../../timed/sweeper.ts';
import { step } from '../../timed/claims.ts';
import type { TimedSource } from '../../timed/registry.ts';
import { DAY_MS } from '../../lib/time.ts';
import { lockWallet, post } from '../../core/ledger.ts';
import { formatScaled, type Instruments, type MarketSimulation } from '../market/index.ts';
import { addMessage } from '../support/index.ts';
import { bonusIssuesDue, bookBonusShares, sharesHeldAt } from './bonus.ts';
import { accrueFees, addEvents, cancelPending, closeAt, cutToAvailable, fill, isLive, unlock } from './lifecycle.ts';
import { findLimitFill, heldInstrument, openingPrice, priceAt, tradingCalendar } from './market.ts';
import { marginNoticeText } from './notices.ts';
import { dividends, marginAlertStates, positions } from './schema.ts';
import type { TradingOptions } from './settings.ts';
import { tradingRules } from './settings.ts';
import { openFigures, type PositionRow } from './views.ts';

/** What the time-driven work needs: the database, the market and the slice's options. */
export interface TradingServices {
  db: Db;
  /** The books an order may go to besides the user's own account (core/books.ts: the intraday account). */
  books: BookRegistry;
  /** Which loan had a position's shares out at a record date (core/lentShares.ts): a payment in lieu then. */
  lentShares: LentShares;
  sim: MarketSimulation;
  /** The market's one list of instruments: what a position holds, and its prices. */
  instruments: Instruments;
  options: TradingOptions;
}

/** True when a market close has passed since the fee was last accrued (domain `managementFeeAccruals`). */
function hasFeeDue(row: PositionRow, nowMs: number): boolean {
  if (row.openedAt === null) return false;
  const from = (row.feeAccruedAt ?? row.openedAt).getTime();
  return (
    managementFeeAccruals(row.openedAt.getTime(), from, nowMs, tradingCalendar(row.market as TradableMarket)).length > 0
  );
}

/**
 * Brings one position up to `nowMs`, in the order things happened: a pending order's fill when
 * the walk reached its limit (or its expiry at the end of its day), or an order for the opening's
 * at the session's first price; the bonus shares of every
 * ex-date since; then the management fee at every close, a close asked outside hours at the next
 * session's first price, and the end of the sell lock.
 */
async function advance(services: TradingServices, row: PositionRow, nowMs: number): Promise<boolean> {
  const { db, sim, options } = services;
  const instrument = heldInstrument(services.instruments, row.stockId)!;
  let current: PositionRow | undefined = row;
  if (current.status === 'pending') {
    const expiresMs = current.expiresAt!.getTime();
    const fromMs = (current.checkedAt ?? current.createdAt).getTime();
    // An order for the opening fills at the session's first price once it opens (it expires then).
    const found =
      current.priceType === 'market'
        ? nowMs >= expiresMs
          ? { price: openingPrice(services.instruments, instrument, expiresMs), atMs: expiresMs }
          : null
        : findLimitFill(
            sim,
            instrument,
            current.direction as Direction,
            current.limitPrice!,
            fromMs,
            Math.min(nowMs, expiresMs),
          );
    const pending: PositionRow = current;
    if (found) {
      current = await step(db, (tx) =>
        fill(tx, pending, found.price, new Date(found.atMs), options.sellLocks[instrument.market as TradableMarket]),
      ).catch(async (error: unknown) => {
        // The fill costs more than the frozen amount and the wallet has no more: the order lapses.
        if (!(error instanceof ApiError)) throw error;
        await step(db, (tx) => cancelPending(tx, pending, new Date(found.atMs), null));
        return undefined;
      });
      if (!current) return true;
    } else if (nowMs >= expiresMs) {
      await step(db, (tx) => cancelPending(tx, pending, new Date(expiresMs), 'dayEnd'));
      return true;
    } else {
      // Still waiting: nothing is written, the next look searches from the order again (in memory, cheap).
      return false;
    }
  }
  let changed = current !== row;
  const closeFillMs =
    current.status === 'closing' && current.closeRequestedAt
      ? nextSessionOpen(current.closeRequestedAt.getTime(), tradingCalendar(instrument.market as TradableMarket))
      : null;
  // Bonus shares come at an ex-date's opening, before anything priced after it: a close filling
  // at that opening sells them, and the stop-out sees the new shares at the lower price.
  const due = await bonusIssuesDue(db, sim, current, closeFillMs === null ? nowMs : Math.min(nowMs, closeFillMs));
  if (due.length > 0) {
    const entitled: PositionRow = current;
    current = await step(db, (tx) => bookBonusShares(tx, sim, entitled, due));
    if (!current) return true;
    changed = true;
  }
  if (closeFillMs !== null && closeFillMs <= nowMs) {
    const closing: PositionRow = current;
    await step(db, async (tx) => {
      const accrued = await accrueFees(tx, closing, closeFillMs);
      return closeAt(tx, accrued, openingPrice(services.instruments, instrument, closeFillMs), new Date(closeFillMs));
    });
    return true;
  }
  const open: PositionRow = current;
  if (hasFeeDue(open, nowMs)) {
    current = await step(db, (tx) => accrueFees(tx, open, nowMs));
    changed = true;
  }
  if (current?.status === 'locked' && current.lockUntil && current.lockUntil.getTime() <= nowMs) {
    const locked: PositionRow = current;
    await step(db, (tx) => unlock(tx, locked));
    changed = true;
  }
  return changed;
}

/**
 * The positions a catch-up looks at: the live ones, and closed ones whose dividends were not
 * looked at up to their close yet.
 */
const catchUpRows = (db: Db, accountId: string) =>
  db
    .select()
    .from(positions)
    .where(
      and(
        eq(positions.accountId, accountId),
        or(isLive, and(eq(positions.status, 'closed'), gt(positions.closedAt, positions.dividendsCheckedAt))),
      ),
    )
    .orderBy(asc(positions.seq));

const isLiveRow = (row: PositionRow) => row.status !== 'closed' && row.status !== 'cancelled';

/**
 * The stop-out and margin alerts of one account (products.md §1, domain `stopOutSelection`,
 * `lossReachesMargin`, `marginAlert`): per currency, the leveraged positions' equity against
 * their initial margin — below 50 % the largest loss is closed first until the rest holds; any
 * position whose loss reaches its margin is closed as well. Positions are closed only while
 * their market trades (at the current price; a gap overnight is met at the opening). A worse
 * alert than the last one sent (80 %, 65 %) is a notice in the user's conversation and a line
 * on the positions' timelines.
 */
async function watchMargin(
  services: TradingServices,
  accountId: string,
  nowMs: number,
  live: readonly PositionRow[],
): Promise<boolean> {
  const { db } = services;
  // An unleveraged long cannot lose its margin (the price would have to reach 0): nothing to watch.
  const open = live.filter(
    (row) => row.status !== 'pending' && row.openPrice !== null && (row.leverage > 1 || row.direction === 'short'),
  );
  if (open.length === 0) return false;
  const valued = open.map((row) => {
    const instrument = heldInstrument(services.instruments, row.stockId)!;
    const price = priceAt(services.instruments, instrument, nowMs);
    const trading = isTradingTime(nowMs, tradingCalendar(instrument.market as TradableMarket));
    return { row, price, trading, figures: openFigures(row, price)!, name: instrument.name };
  });
  const now = new Date(nowMs);
  const closed = new Set<string>();
  // The last alert sent per currency; one sent before every leveraged position open now was
  // opened belongs to an earlier exposure, and counts as none.
  const states = new Map<string, MarginAlert>();
  if (valued.some((item) => item.row.leverage > 1)) {
    for (const state of await db.select().from(marginAlertStates).where(eq(marginAlertStates.accountId, accountId))) {
      const opened = valued
        .filter((item) => item.row.currency === state.currency && item.row.leverage > 1)
        .map((item) => item.row.openedAt!.getTime());
      states.set(
        state.currency,
        opened.length && state.at.getTime() >= Math.min(...opened) ? (state.alert as MarginAlert) : 'none',
      );
    }
  }
  for (const currency of new Set(valued.filter((item) => item.row.leverage > 1).map((item) => item.row.currency))) {
    const leveraged = valued.filter((item) => item.row.currency === currency && item.row.leverage > 1);
    const risk = leveraged.map((item) => ({
      id: item.row.id,
      margin: item.row.margin,
      profit: item.figures.pnl,
      managementFee: item.row.managementFee,
    }));
    const before = accountMargin(risk, tradingRules.marginLevels);
    for (const id of stopOutSelection(risk, tradingRules.marginLevels.stopOut)) {
      const item = leveraged.find((candidate) => candidate.row.id === id)!;
      if (!item.trading) continue;
      const done = await step(db, (tx) => stopOut(tx, item.row, item.price, now, before.levelPct, item.name));
      if (done) closed.add(id);
    }
    const rest = risk.filter((position) => !closed.has(position.id));
    const after = accountMargin(rest, tradingRules.marginLevels);
    const alert = rest.length === 0 ? 'none' : after.alert;
    const previous = states.get(currency) ?? 'none';
    if (previous === alert) continue;
    await alertIfWorse(
      services,
      accountId,
      currency,
      previous,
      alert,
      after.levelPct,
      leveraged.filter((item) => !closed.has(item.row.id)).map((item) => item.row.id),
      now,
    );
  }
  for (const item of valued) {
    if (closed.has(item.row.id) || !item.trading) continue;
    if (lossReachesMargin(item.figures.pnl, item.row.margin)) {
      const done = await step(db, (tx) => stopOut(tx, item.row, item.price, now, null, item.name));
      if (done) closed.add(item.row.id);
    }
  }
  return closed.size > 0;
}

/** A position closed by the stop-out, and the notice of it to its owner, in one transaction. */
async function stopOut(
  tx: Tx,
  row: PositionRow,
  price: string,
  now: Date,
  levelPct: string | null,
  name: string,
): Promise<PositionRow> {
  const closed = await closeAt(tx, row, price, now, { remark: 'stopOut', levelPct });
  const net = (closed.settlement as PositionSettlement | null)?.net ?? '0';
  const currency = row.currency as Currency;
  await notify(
    tx,
    row.accountId,
    'stopOut',
    { positionId: row.id, name, currency, net: roundMoney(net, currency) },
    now,
  );
  return closed;
}

async function alertIfWorse(
  services: TradingServices,
  accountId: string,
  currency: string,
  previous: MarginAlert,
  alert: MarginAlert,
  levelPct: string | null,
  positionIds: readonly string[],
  now: Date,
): Promise<void> {
  const { db } = services;
  await db
    .insert(marginAlertStates)
    .values({ accountId, currency, alert, at: now })
    .onConflictDoUpdate({ target: [marginAlertStates.accountId, marginAlertStates.currency], set: { alert, at: now } });
  if (!isWorseAlert(previous, alert) || (alert !== 'warning' && alert !== 'critical') || levelPct === null) return;
  await db.transaction(async (tx) => {
    for (const id of positionIds) await addEvents(tx, id, [{ kind: 'marginWarning', at: now, levelPct }]);
    await notify(tx, accountId, alert === 'critical' ? 'marginCritical' : 'marginWarning', { currency, levelPct }, now);
  });
  const [account] = await db.select({ language: accounts.language }).from(accounts).where(eq(accounts.id, accountId));
  const language: Language = isLanguage(account?.language) ? account.language : 'nl';
  await addMessage(
    db,
    {
      accountId,
      author: 'operator',
      text: marginNoticeText(language, alert, currency, levelPct),
      image: null,
      requestId: randomUUID(),
    },
    now,
  );
}

/**
 * Cash dividends on the positions held at the close before an ex-date of the simulated market
 * (domain `isHeldAt`, `dividendCash`: a long receives the net of the issuer country's
 * withholding, a short pays the gross), recorded at the ex-date and credited (ledger `dividend`)
 * on the pay date. A short's payment never takes the available amount below zero.
 */
async function creditDividends(
  services: TradingServices,
  accountId: string,
  nowMs: number,
  candidates: readonly PositionRow[],
): Promise<void> {
  const { db, sim, options } = services;
  const ensured = new Set<string>();
  for (const row of candidates) {
    const instrument = heldInstrument(services.instruments, row.stockId)!;
    if (instrument.dividend === null || row.openedAt === null) continue;
    const calendar = sim.calendar(instrument.market);
    const series = sim.series(instrument);
    // The walk (and its corporate actions) generated up to now, once per instrument.
    if (!ensured.has(instrument.id)) sim.snapshot(instrument, nowMs);
    ensured.add(instrument.id);
    const fromMs = (row.dividendsCheckedAt ?? row.openedAt).getTime();
    const untilMs = Math.min(nowMs, row.closedAt?.getTime() ?? nowMs);
    const lines = series.actions.filter((action) => {
      if (action.dividendTicks <= 0 || action.k < 1) return false;
      const recordMs = calendar.closeMs(action.k - 1);
      return recordMs >= fromMs && recordMs < untilMs && calendar.openMs(action.k) <= nowMs;
    });
    const checked = new Date(Math.min(nowMs, Math.max(untilMs, fromMs)));
    // Nothing to record and still open: no write (the next look scans the same days again, in memory).
    if (lines.length === 0 && row.closedAt === null) continue;
    await db.transaction(async (tx) => {
      const sharesAt =
        instrument.bonus === null || lines.length === 0 ? () => row.shares : await sharesHeldAt(tx, row.id);
      for (const action of lines) {
        const recordMs = calendar.closeMs(action.k - 1);
        if (!isHeldAt({ openedAtMs: row.openedAt!.getTime(), closedAtMs: row.closedAt?.getTime() ?? null }, recordMs))
          continue;
        const shares = sharesAt(recordMs);
        const perShare = formatScaled(action.dividendTicks, instrument.decimals);
        const pct = withholdingPct(issuerCountryOfMarket[instrument.market as TradableMarket]);
        const cash = dividendCash({
          direction: row.direction as Direction,
          shares,
          perShare,
          withholdingPct: pct,
          currency: row.currency as Currency,
        });
        const exOpen = calendar.openMs(action.k);
        const payAt = new Date(exOpen + options.dividendPayDays * DAY_MS);
        // Shares out on loan at the record date: the borrower pays what the dividend would have been.
        const inLieuOf = row.direction === 'long' ? await services.lentShares.lentBy(tx, row.id, recordMs) : null;
        await tx
          .insert(dividends)
          .values({
            id: randomUUID(),
            accountId,
            positionId: row.id,
            stockId: row.stockId,
            kind: 'cash',
            direction: row.direction,
            perShare,
            shares,
            gross: cash.gross,
            withholdingPct: row.direction === 'long' ? pct : '0',
            withholding: cash.withholding,
            amount: cash.amount,
            currency: row.currency,
            recordDate: dateOfDay(calendar.dayOf(action.k - 1)),
            payDate: dateOfDay(localDay(payAt.getTime(), calendar.timeZone)),
            payAt,
            inLieuOf,
          })
          .onConflictDoNothing();
      }
      await tx.update(positions).set({ dividendsCheckedAt: checked }).where(eq(positions.id, row.id));
    });
  }
  const due = await db
    .select()
    .from(dividends)
    .where(and(eq(dividends.accountId, accountId), isNull(dividends.paidAt), lte(dividends.payAt, new Date(nowMs))));
  for (const dividend of due) {
    await db.transaction(async (tx) => {
      // The wallet before the dividend, in the order every change of an account takes its locks.
      await lockWallet(tx, accountId, dividend.currency as Currency);
      const [claimed] = await tx
        .update(dividends)
        .set({ paidAt: dividend.payAt })
        .where(and(eq(dividends.id, dividend.id), isNull(dividends.paidAt)))
        .returning();
      if (!claimed) return;
      const currency = dividend.currency as Currency;
      const booked = dividend.amount ?? '0';
      const amount = await cutToAvailable(tx, accountId, currency, booked);
      if (amount !== booked) await tx.update(dividends).set({ amount }).where(eq(dividends.id, dividend.id));
      const entry =
        roundMoney(amount, currency) === roundMoney('0', currency)
          ? null
          : await post(tx, {
              accountId,
              currency,
              amount,
              type: dividend.inLieuOf ? 'paymentInLieu' : 'dividend',
              refId: dividend.id,
              at: dividend.payAt,
            });
      const kind = dividend.inLieuOf ? 'paymentInLieu' : 'dividend';
      await addEvents(tx, dividend.positionId, [
        { kind, at: dividend.payAt, amount, price: dividend.perShare, ledgerId: entry?.id },
      ]);
    });
  }
}

/**
 * Brings an account's trading up to `nowMs` before anything of it is read or changed: every
 * live position advanced, then the margin watched, then dividends. The background sweep does the
 * same for every account with live positions, so nothing waits for the user to look.
 */
export async function catchUp(services: TradingServices, accountId: string, nowMs: number): Promise<void> {
  let rows = await catchUpRows(services.db, accountId);
  let changed = false;
  for (const row of rows) if (isLiveRow(row) && (await advance(services, row, nowMs))) changed = true;
  if (changed) rows = await catchUpRows(services.db, accountId);
  // A stop-out changes the rows it closed: read them again then.
  if (await watchMargin(services, accountId, nowMs, rows.filter(isLiveRow)))
    rows = await catchUpRows(services.db, accountId);
  await creditDividends(
    services,
    accountId,
    nowMs,
    rows.filter((row) => row.openedAt !== null),
  );
}

/**
 * Trading as a timed source (timed/registry.ts), after new shares (a payment opens a position
 * that this then brings up to date in the same pass): every account with live positions or
 * unpaid dividends is due in the sweep.
 */
export function tradingSource(services: TradingServices): TimedSource {
  return {
    slice: 'trading',
    order: TRADING_ORDER,
    dueAccounts: (db) =>
      accountIds(
        db,
        sql`select distinct account_id from positions where status in ('pending', 'holding', 'locked', 'closing')
            union select distinct account_id from dividends where paid_at is null`,
      ),
    catchUp: (db, accountId, nowMs) => catchUp({ ...services, db }, accountId, nowMs),
  };
}

/** Trading's place among the timed sources (docs/slices.md "Time-driven work"). */
export const TRADING_ORDER = 20;
