import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import {
  allocateLots,
  allotmentTable,
  drawTotals,
  orderAmount,
  roundMoney,
  statusAfterDraw,
  type AllotmentRow,
  type Currency,
  type DrawTotals,
} from '@broker/domain';
import type { Db, Tx } from '../../db/open.ts';
import { notify } from '../../core/notices.ts';
import { crowdOf } from './crowd.ts';
import type { Offering } from './offerings.ts';
import { newShareDraws, newShareRecords } from './schema.ts';
import { drawSeed, seedHash } from './seeds.ts';
import type { NewShareServices } from './services.ts';
import { claimRecord, guardedRecordUpdate, settleNotWon } from './settle.ts';
import type { RecordRow } from './views.ts';

/**
 * The automatic, verifiable draw (products.md §2): at the draw day's close the offering's seed
 * is revealed and the lots are allotted by the domain's rule over every application in ticket
 * order — the simulated crowd first, then the subscriptions in the order they came (records an
 * operator overrode are left out, with the lots they took). One transaction writes the published
 * draw and moves every subscription to won or notWon (its money released at once).
 */

export interface PublishedDraw {
  seed: string;
  seedHash: string;
  drawnAt: Date;
  lotsOffered: number;
  lotsDrawn: number;
  applications: number[];
  allotted: number[];
  table: AllotmentRow[];
  totals: DrawTotals;
}

/** Serialises the work on one offering (placement allotments, draws, overrides) within a transaction. */
export async function lockOffering(tx: Tx, offeringId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${0x2e_5a_0e}, hashtext(${offeringId}))`);
}

/** The draw of an offering over the given subscriptions' lots (a pure function of its inputs). */
export function computeDraw(
  services: Pick<NewShareServices, 'sim' | 'secret'>,
  offering: Offering,
  ownLots: readonly number[],
  overriddenLots: number,
): PublishedDraw {
  const seed = drawSeed(services.secret, offering.id);
  const applications = [...crowdOf(services.sim.seed, offering).requests, ...ownLots];
  const lotsDrawn = Math.max(0, offering.lotsOffered - overriddenLots);
  const allotted = allocateLots(seed, applications, lotsDrawn);
  const table = allotmentTable(applications, allotted);
  return {
    seed,
    seedHash: seedHash(seed),
    drawnAt: new Date(offering.drawnMs!),
    lotsOffered: offering.lotsOffered,
    lotsDrawn,
    applications,
    allotted,
    table,
    totals: drawTotals(table, lotsDrawn),
  };
}

/** The stored draw of an offering, if it has run. */
export async function storedDraw(db: Db | Tx, offeringId: string) {
  const [row] = await db.select().from(newShareDraws).where(eq(newShareDraws.offeringId, offeringId));
  return row;
}

/** A won application: its lots, what is due for them, the deadline. */
async function settleWon(tx: Tx, row: RecordRow, offering: Offering, lots: number, ticket: number | null, at: Date) {
  // No money moves here, but the locks are taken in the order every change of a record takes them.
  await claimRecord(tx, row);
  const won = await guardedRecordUpdate(tx, row, {
    status: 'won',
    ticket,
    allottedLots: lots,
    amountDue: orderAmount(row.price, lots * offering.lotSize, row.currency as Currency),
    payDeadline: new Date(offering.payDeadlineMs),
    drawnAt: at,
  });
  await tellAllotted(tx, won, offering, at);
  return won;
}

/** The notice of an allotment: the lots, what is due and by when (a draw, or a placement at once). */
export async function tellAllotted(tx: Tx, row: RecordRow, offering: Offering, at: Date): Promise<void> {
  const currency = row.currency as Currency;
  await notify(
    tx,
    row.accountId,
    'newShareAllotted',
    {
      recordId: row.id,
      name: offering.name,
      lots: String(row.allottedLots),
      amountDue: roundMoney(row.amountDue!, currency),
      currency,
      deadline: new Date(offering.payDeadlineMs).toISOString(),
    },
    at,
  );
}

/** Settles one record of the draw (or of an operator's override) with its lots. */
export function settleDrawn(
  tx: Tx,
  row: RecordRow,
  offering: Offering,
  lots: number,
  ticket: number | null,
  at: Date,
): Promise<RecordRow> {
  return statusAfterDraw(lots) === 'won'
    ? settleWon(tx, row, offering, lots, ticket, at)
    : settleNotWon(tx, row, at, { ticket });
}

/** Runs the offering's draw once it is due; nothing when it has run (here or in another process). */
export async function runDraw(services: NewShareServices, offering: Offering, nowMs: number): Promise<void> {
  if (offering.drawnMs === null || nowMs < offering.drawnMs) return;
  await services.db.transaction(async (tx) => {
    await lockOffering(tx, offering.id);
    if (await storedDraw(tx, offering.id)) return;
    const records = await tx
      .select()
      .from(newShareRecords)
      .where(and(eq(newShareRecords.offeringId, offering.id), isNull(newShareRecords.cancelledAt)))
      .orderBy(asc(newShareRecords.createdAt), asc(newShareRecords.seq));
    const waiting = records.filter((row) => row.status === 'drawing');
    const overridden = records
      .filter((row) => row.overriddenAt !== null)
      .reduce((total, row) => total + (row.allottedLots ?? 0), 0);
    const draw = computeDraw(
      services,
      offering,
      waiting.map((row) => row.lots),
      overridden,
    );
    await tx.insert(newShareDraws).values({
      offeringId: offering.id,
      seed: draw.seed,
      seedHash: draw.seedHash,
      drawnAt: draw.drawnAt,
      lotsOffered: draw.lotsOffered,
      lotsDrawn: draw.lotsDrawn,
      applications: draw.applications,
      allotmentTable: draw.table,
      totals: draw.totals,
      createdAt: new Date(nowMs),
    });
    const first = draw.applications.length - waiting.length;
    const tickets = waiting.map((row, index) => ({ row, ticket: first + index + 1 }));
    // Wallets are locked in account order, so that two draws never wait for each other.
    tickets.sort((a, b) => (a.row.accountId < b.row.accountId ? -1 : a.row.accountId > b.row.accountId ? 1 : 0));
    for (const { row, ticket } of tickets) {
      await settleDrawn(tx, row, offering, draw.allotted[ticket - 1]!, ticket, draw.drawnAt);
    }
  });
}
