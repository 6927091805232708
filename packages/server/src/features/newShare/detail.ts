import { and, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import {
  allocationRule,
  breakEvenPremium,
  compareNewShares,
  div,
  mul,
  subscriptionRatio,
  waiverBarRule,
  type AllotmentRow,
  type DrawTotals,
} from '@broker/domain';
import type { NewShareDraw, NewShareDemand, ResponseOf } from '@broker/contract';
import { ApiError } from '../../http/envelope.ts';
import { paginate } from '../../http/paginate.ts';
import type { RouteBody } from '../../http/routes.ts';
import { toApiTime, toApiTimeOrNull } from '../../lib/time.ts';
import { tradingRules } from '../trading/index.ts';
import { crowdArrived, crowdOf } from './crowd.ts';
import { computeDraw, runDraw, storedDraw } from './draw.ts';
import { findOffering, newShareView, offeringsAround, type Offering } from './offerings.ts';
import { firstCloseOf } from './listing.ts';
import { liveRecord, placementLotsLeft, viewOf, waiversOf } from './records.ts';
import { newShareDraws, newShareRecords } from './schema.ts';
import { drawSeed, seedHash } from './seeds.ts';
import type { NewShareServices } from './services.ts';

/** The demand at `nowMs`: the crowd arrived so far and the live subscriptions, grouped by size. */
async function demandOf(services: NewShareServices, offering: Offering, nowMs: number): Promise<NewShareDemand> {
  const own = await services.db
    .select({ lots: newShareRecords.lots })
    .from(newShareRecords)
    .where(and(eq(newShareRecords.offeringId, offering.id), isNull(newShareRecords.cancelledAt)));
  const lots = [...crowdArrived(crowdOf(services.sim.seed, offering), offering, nowMs), ...own.map((row) => row.lots)];
  const groups = new Map<number, number>();
  for (const asked of lots) groups.set(asked, (groups.get(asked) ?? 0) + 1);
  const lotsRequested = lots.reduce((total, asked) => total + asked, 0);
  return {
    applicants: lots.length,
    lotsRequested,
    subscriptionRatio: subscriptionRatio(lotsRequested, offering.lotsOffered),
    groups: [...groups].sort(([a], [b]) => a - b).map(([size, applicants]) => ({ lots: size, applicants })),
  };
}

/**
 * The draw as published: its commitment always; once due its seed and results — the stored draw
 * (run here first when subscriptions wait for it), or, when nobody of the sandbox applied, the
 * same draw computed over the crowd alone and not stored (so that reading past offerings never
 * writes).
 */
async function drawOf(services: NewShareServices, offering: Offering, nowMs: number): Promise<NewShareDraw | null> {
  if (offering.drawnMs === null) return null;
  const due = nowMs >= offering.drawnMs;
  let row = due ? await storedDraw(services.db, offering.id) : undefined;
  if (due && !row) {
    const records = await services.db
      .select({ status: newShareRecords.status, lots: newShareRecords.allottedLots, at: newShareRecords.overriddenAt })
      .from(newShareRecords)
      .where(and(eq(newShareRecords.offeringId, offering.id), isNull(newShareRecords.cancelledAt)));
    if (records.some((record) => record.status === 'drawing')) {
      await runDraw(services, offering, nowMs);
      row = await storedDraw(services.db, offering.id);
    } else {
      const overridden = records.reduce((total, record) => total + (record.at ? (record.lots ?? 0) : 0), 0);
      const computed = computeDraw(services, offering, [], overridden);
      row = { ...computed, allotmentTable: computed.table, offeringId: offering.id, createdAt: computed.drawnAt };
    }
  }
  return {
    rule: allocationRule,
    seedHash: row?.seedHash ?? seedHash(drawSeed(services.secret, offering.id)),
    drawAt: toApiTime(new Date(offering.drawnMs)),
    drawn: row !== undefined,
    seed: row?.seed ?? null,
    lotsOffered: offering.lotsOffered,
    lotsDrawn: row?.lotsDrawn ?? null,
    applications: (row?.applications as number[] | undefined) ?? null,
    table: (row?.allotmentTable as AllotmentRow[] | undefined) ?? null,
    totals: (row?.totals as DrawTotals | undefined) ?? null,
  };
}

/** newShare/detail: one offering with its draw, demand, costs, the user's subscription and waivers. */
export async function offeringDetail(
  services: NewShareServices,
  accountId: string,
  body: RouteBody<'newShare/detail'>,
  now: Date,
): Promise<ResponseOf<'newShare/detail'>> {
  const nowMs = now.getTime();
  const offering = findOffering(services.sim.seed, body.newShareId);
  if (!offering) throw new ApiError('error.product.unavailable');
  const draw = await drawOf(services, offering, nowMs);
  const record = await liveRecord(services.db, accountId, offering.id);
  const bar = await waiversOf(services.db, accountId, nowMs);
  const breakEven = breakEvenPremium({
    price: offering.issuePrice,
    shares: offering.lotSize,
    feePct: tradingRules.feePct,
    stampTaxPct: tradingRules.stampTaxPct,
  });
  return {
    offering: newShareView(offering, nowMs, {
      winRatePct: draw?.totals?.winRatePct,
      subscriptionRatio: draw?.totals?.subscriptionRatio,
      firstClose: firstCloseOf(services.sim, offering, nowMs),
    }),
    draw,
    demand: await demandOf(services, offering, nowMs),
    placement:
      offering.kind === 'placement'
        ? {
            lotsOffered: offering.lotsOffered,
            lotsLeft: await placementLotsLeft(services.db, services.sim.seed, offering, nowMs),
          }
        : null,
    costs: {
      feePct: tradingRules.feePct,
      stampTaxPct: tradingRules.stampTaxPct,
      breakEvenPrice: breakEven.price,
      breakEvenPremiumPct: breakEven.premiumPct,
      refundAt: offering.drawnMs === null ? null : toApiTime(new Date(offering.drawnMs)),
      payDeadline: toApiTime(new Date(offering.payDeadlineMs)),
    },
    record: record ? viewOf(services, record) : null,
    waivers: {
      count: bar.waiversInWindow,
      barredUntil: toApiTimeOrNull(bar.barredUntilMs === null ? null : new Date(bar.barredUntilMs)),
      rule: { ...waiverBarRule },
    },
  };
}

/** A drawn offering's published figures: the win rate and how many times it was subscribed. */
interface DrawFigures {
  winRatePct: string;
  subscriptionRatio: string;
}

/**
 * The published figures of the offerings drawn by `nowMs`: a stored draw's (due draws with
 * subscribers run first), else — nobody of the sandbox applied — the crowd's alone, which the
 * rule allots min(offered, asked) of: no lottery needed for the rate.
 */
async function drawFigures(services: NewShareServices, offerings: readonly Offering[], nowMs: number) {
  const drawn = offerings.filter((offering) => offering.drawnMs !== null && nowMs >= offering.drawnMs);
  const rates = new Map<string, DrawFigures>();
  if (drawn.length === 0) return rates;
  const ids = drawn.map((offering) => offering.id);
  const waiting = await services.db
    .selectDistinct({ id: newShareRecords.offeringId })
    .from(newShareRecords)
    .where(and(inArray(newShareRecords.offeringId, ids), eq(newShareRecords.status, 'drawing')));
  for (const { id } of waiting)
    await runDraw(
      services,
      drawn.find((offering) => offering.id === id)!,
      nowMs,
    );
  const stored = await services.db
    .select({ id: newShareDraws.offeringId, totals: newShareDraws.totals })
    .from(newShareDraws)
    .where(inArray(newShareDraws.offeringId, ids));
  for (const row of stored) {
    const totals = row.totals as DrawTotals;
    rates.set(row.id, { winRatePct: totals.winRatePct, subscriptionRatio: totals.subscriptionRatio });
  }
  // Lots an operator's override took before a draw that then had nobody of ours left to draw.
  const overridden = await services.db
    .select({ id: newShareRecords.offeringId, lots: newShareRecords.allottedLots })
    .from(newShareRecords)
    .where(and(inArray(newShareRecords.offeringId, ids), isNotNull(newShareRecords.overriddenAt)));
  for (const offering of drawn) {
    if (rates.has(offering.id)) continue;
    const crowd = crowdOf(services.sim.seed, offering);
    const taken = overridden.filter((row) => row.id === offering.id).reduce((total, row) => total + (row.lots ?? 0), 0);
    const allotted = Math.min(Math.max(0, offering.lotsOffered - taken), crowd.lots);
    rates.set(offering.id, {
      winRatePct: div(mul(allotted, 100), crowd.lots, 2),
      subscriptionRatio: subscriptionRatio(crowd.lots, offering.lotsOffered),
    });
  }
  return rates;
}

/** newShare/list (api.md §4.8): the calendar's offerings around now, filtered, in the domain's order, with their win rates. */
export async function listOfferings(services: NewShareServices, body: RouteBody<'newShare/list'>, now: Date) {
  const nowMs = now.getTime();
  const offerings = offeringsAround(services.sim.seed, nowMs);
  const figures = await drawFigures(services, offerings, nowMs);
  const found = offerings
    .map((offering) =>
      newShareView(offering, nowMs, {
        ...figures.get(offering.id),
        firstClose: firstCloseOf(services.sim, offering, nowMs),
      }),
    )
    .filter(
      (offering) =>
        (body.kind === undefined || offering.kind === body.kind) &&
        (body.market === undefined || offering.market === body.market) &&
        (body.status === undefined || offering.status === body.status),
    )
    // "Soonest subscribeEnd first" (api.md) for what can still be subscribed to; what is past
    // its deadline follows, the latest first (the domain's order).
    .sort(compareNewShares);
  return paginate(body, found);
}
