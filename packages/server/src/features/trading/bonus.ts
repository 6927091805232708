import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import {
  bonusShares,
  costBasisOpenPrice,
  dateOfDay,
  isHeldAt,
  isZero,
  localDay,
  parseRatio,
  type Currency,
  type Direction,
} from '@broker/domain';
import type { Db, Tx } from '../../db/open.ts';
import { post } from '../../core/ledger.ts';
import { formatScaled, type AppliedAction, type MarketSimulation } from '../market/index.ts';
import { claimInsert } from '../../timed/claims.ts';
import { addEvents, cutToAvailable, updatePosition } from './lifecycle.ts';
import { tradableInstrument } from './market.ts';
import { dividends, positions } from './schema.ts';
import type { PositionRow } from './views.ts';

/**
 * Bonus shares (products.md §1, domain `bonusShares`): a position held at the close before the
 * ex-date of one of the simulated market's bonus issues (catalogue `yearlyBonus`) receives
 * floor(shares × b / a) shares at the ex-date's opening, where the price falls by the same ratio.
 * Its open price becomes the cost basis spread over the new count (`costBasisOpenPrice`), so
 * margin, fees and P&L carry on; the fraction of a share is settled in cash at the session's
 * reference price — paid to a long, paid by a short (which owes the lender the same shares), never
 * below the available amount. Recorded as a `dividends` row of kind `shares`, once per position
 * and ex-date (its unique index), with a `bonusShares` line on the timeline.
 */

/** A share's kind of `dividends` row. */
const SHARES = 'shares';

/**
 * The bonus issues of a live position's instrument that it is entitled to — held at the close
 * before the ex-date, the ex-date opened by `untilMs` — and has not received yet, oldest first.
 * In memory when the instrument has none; one indexed read of the position's rows otherwise.
 */
export async function bonusIssuesDue(
  db: Db,
  sim: MarketSimulation,
  row: PositionRow,
  untilMs: number,
): Promise<AppliedAction[]> {
  const instrument = tradableInstrument(row.stockId);
  if (!instrument?.bonus || row.openedAt === null) return [];
  const calendar = sim.calendar(instrument.market);
  sim.snapshot(instrument, untilMs);
  const openedAtMs = row.openedAt.getTime();
  const entitled = sim
    .series(instrument)
    .actions.filter(
      (action) =>
        action.split?.bonusRatio !== undefined &&
        action.k >= 1 &&
        calendar.openMs(action.k) <= untilMs &&
        isHeldAt({ openedAtMs, closedAtMs: null }, calendar.closeMs(action.k - 1)),
    );
  if (entitled.length === 0) return [];
  const booked = new Set(
    (
      await db
        .select({ recordDate: dividends.recordDate })
        .from(dividends)
        .where(and(eq(dividends.positionId, row.id), eq(dividends.kind, SHARES)))
    ).map((dividend) => dividend.recordDate),
  );
  return entitled.filter((action) => !booked.has(dateOfDay(calendar.dayOf(action.k - 1))));
}

/**
 * Books the due bonus issues of a position, oldest first, in the caller's transaction; `Stale`
 * when another process booked one first or changed the position (its transaction rolls back).
 */
export async function bookBonusShares(
  tx: Tx,
  sim: MarketSimulation,
  row: PositionRow,
  due: readonly AppliedAction[],
): Promise<PositionRow> {
  const instrument = tradableInstrument(row.stockId)!;
  const calendar = sim.calendar(instrument.market);
  const series = sim.series(instrument);
  const currency = row.currency as Currency;
  let current = row;
  for (const action of due) {
    const ratio = action.split!.bonusRatio!;
    const price = formatScaled(series.reference[action.k]!, instrument.decimals);
    const { added, cash } = bonusShares({
      direction: current.direction as Direction,
      shares: current.shares,
      ratio: parseRatio(ratio)!,
      price,
      currency,
    });
    const exOpen = new Date(calendar.openMs(action.k));
    const amount = isZero(cash) ? null : await cutToAvailable(tx, current.accountId, currency, cash);
    const id = randomUUID();
    // The dividend row is the claim (one per position and record date), taken after the wallet.
    await claimInsert(tx, { accountId: current.accountId, currency }, () =>
      tx
        .insert(dividends)
        .values({
          id,
          accountId: current.accountId,
          positionId: current.id,
          stockId: current.stockId,
          kind: SHARES,
          direction: current.direction,
          perShare: null,
          ratio,
          shares: current.shares,
          bonusShares: added,
          amount,
          currency,
          recordDate: dateOfDay(calendar.dayOf(action.k - 1)),
          payDate: dateOfDay(localDay(exOpen.getTime(), calendar.timeZone)),
          payAt: exOpen,
          paidAt: exOpen,
        })
        .onConflictDoNothing()
        .returning({ id: dividends.id }),
    );
    const entry =
      amount === null || isZero(amount)
        ? null
        : await post(tx, { accountId: current.accountId, currency, amount, type: 'dividend', refId: id, at: exOpen });
    if (added > 0) {
      const shares = current.shares + added;
      current = await updatePosition(tx, current, {
        shares,
        openPrice: costBasisOpenPrice(current.openPrice!, current.shares, shares),
      });
    }
    await addEvents(tx, current.id, [
      { kind: 'bonusShares', at: exOpen, shares: added, amount, ledgerId: entry?.id ?? null },
    ]);
  }
  return current;
}

/**
 * A position's share count at an instant: today's less the bonus shares it received after it. A
 * cash dividend recorded before an ex-date of bonus shares is paid on the shares held then, even
 * when the catch-up books the bonus shares first.
 */
export async function sharesHeldAt(tx: Tx, positionId: string): Promise<(atMs: number) => number> {
  const [position] = await tx.select({ shares: positions.shares }).from(positions).where(eq(positions.id, positionId));
  const received = await tx
    .select({ bonusShares: dividends.bonusShares, payAt: dividends.payAt })
    .from(dividends)
    .where(and(eq(dividends.positionId, positionId), eq(dividends.kind, SHARES)));
  return (atMs) =>
    received.reduce(
      (shares, bonus) => (bonus.payAt.getTime() > atMs ? shares - (bonus.bonusShares ?? 0) : shares),
      position?.shares ?? 0,
    );
}
