import {
  marketInfo,
  marketWindow,
  newShareStatusAt,
  parseHm,
  add,
  div,
  mul,
  premium,
  roundHalfUp,
  serverDefaults,
  tradableMarkets,
  zonedTimeToInstant,
  type Currency,
  type NewShareKind,
  type TradableMarket,
} from '@broker/domain';
import type { NewShare } from '@broker/contract';
import { DAY_MS, dateOfDayNumber, dayNumberOf, hashUnit, weekdayOf } from '../market/index.ts';
import { toApiTime } from '../../lib/time.ts';
import { companies, exchanges, sponsors } from './companies.ts';
import { newShareSettings as settings } from './settings.ts';

/**
 * The sandbox's new-share offerings: a calendar, not stored data. An offering is a pure function
 * of the market seed, its market and its week, so every server with the same seed shows the same
 * offerings, restarts change nothing, and the calendar never runs dry however long a server
 * runs. Its status follows the clock (domain `newShareStatusAt`).
 */
export interface Offering {
  id: string;
  kind: NewShareKind;
  market: TradableMarket;
  currency: Currency;
  code: string;
  name: string;
  issuingMarket: string;
  sponsor: string;
  issuePrice: string;
  lotSize: number;
  minLots: number;
  maxLots: number;
  levels: { level: number; minAmount: string }[] | null;
  totalQuantity: number;
  subscribeStartMs: number;
  subscribeEndMs: number;
  drawDate: string;
  allotmentDate: string;
  listingDate: string;
  /** The listing day's opening. */
  listingMs: number;
  /** When the draw runs and its result is published (the draw day's close); null for placements. */
  drawnMs: number | null;
  /** The end of the allotment day in the market's time zone: an allotment unpaid by then is waived. */
  payDeadlineMs: number;
  /** The lots put to the draw, or a placement's lots allotted first come, first served. */
  lotsOffered: number;
  /**
   * The simulated crowd's demand: times subscribed (drawn kinds), or the share of a placement's
   * lots it takes by the close (crowd.ts).
   */
  crowdRatio: number;
  /** The first trade on the listing day: the issue price moved by a premium that follows the demand. */
  listingPrice: string;
}

const FIRST_DAY = dayNumberOf(settings.firstMonday);

/** The week (0 = the one starting on firstMonday) that a day number falls in. */
export const weekOf = (day: number): number => Math.floor((day - FIRST_DAY) / 7);

/** The trading day `count` trading days after `day` (weekends skipped; holidays are not modelled). */
function addTradingDays(day: number, count: number): number {
  let next = day;
  for (let left = count; left > 0;) {
    next += 1;
    if (weekdayOf(next) <= 5) left -= 1;
  }
  return next;
}

/** The instant of a local time of day (minutes after midnight) on a calendar day in a market. */
function instantOn(day: number, minuteOfDay: number, timeZone: string): number {
  const [year, month, date] = dateOfDayNumber(day).split('-').map(Number) as [number, number, number];
  return zonedTimeToInstant(
    { year, month, day: date, hour: Math.floor(minuteOfDay / 60), minute: minuteOfDay % 60 },
    timeZone,
  );
}

const modulo = (value: number, size: number) => ((value % size) + size) % size;

/** A whole number of steps between `low` and `high`, from a uniform draw. */
const between = (unit: number, low: number, high: number, step = 1) =>
  low + Math.floor((unit * (high - low)) / step + 0.5) * step;

/** An amount in whole quarters between low and high, as a decimal string. */
function quarterPrice(unit: number, [low, high]: readonly [number, number]): string {
  const quarters = between(unit, low * 4, high * 4);
  return `${Math.floor(quarters / 4)}.${['00', '25', '50', '75'][quarters % 4]}`;
}

/** A whole number of hundredths as a decimal string ("-3.07" for -307). */
function hundredths(value: number): string {
  const sign = value < 0 ? '-' : '';
  const magnitude = Math.abs(value);
  return `${sign}${Math.floor(magnitude / 100)}.${String(magnitude % 100).padStart(2, '0')}`;
}

/** Offerings per market and week: the subscription (slot 0) and an auction or placement (slot 1). */
export const SLOTS = 2;

/** The offering of a market in a week and slot. */
export function offeringOf(seed: string, market: TradableMarket, week: number, slot: number): Offering {
  const draw = (purpose: string) => hashUnit(seed, 'newShare', market, week, slot, purpose);
  const offset = settings.marketOffset[market];
  const kind: NewShareKind =
    slot === 0 ? 'subscription' : settings.secondKinds[modulo(week + offset, settings.secondKinds.length)]!;
  const pool = companies[market];
  // Step 5 is coprime with the pool's 16: every name comes once before any comes back.
  const company = pool[modulo((week * SLOTS + slot) * 5 + offset * 3, pool.length)]!;
  const window = marketWindow(market);
  const open = parseHm(window.open)!;
  const close = parseHm(window.close)!;

  const startDay = FIRST_DAY + week * 7 + Math.floor(draw('start') * settings.startWeekdays);
  const endDay = addTradingDays(startDay, settings.subscribeDays - 1);
  const drawDay = addTradingDays(endDay, settings.drawAfterDays);
  const allotmentDay = addTradingDays(drawDay, settings.allotmentAfterDays);
  const listingDay = addTradingDays(allotmentDay, settings.listingAfterDays);

  const issuePrice = quarterPrice(draw('price'), settings.issuePrice[market]);
  const [ratioLow, ratioHigh] = kind === 'placement' ? settings.placementTaken : settings.crowdRatio;
  // Drawn kinds: times subscribed, log-uniform; placements: the share of the lots the crowd takes.
  const crowdRatio =
    kind === 'placement'
      ? ratioLow + draw('demand') * (ratioHigh - ratioLow)
      : ratioLow * Math.exp(draw('demand') * Math.log(ratioHigh / ratioLow));
  const premiumPct = premiumOf(Math.max(1, kind === 'placement' ? 1 + crowdRatio : crowdRatio), draw('premium'));
  // Exact decimals: the issue price moved by a premium of hundredths of a percent.
  const listingPrice = roundHalfUp(mul(issuePrice, add('1', div(premiumPct, 100, 4))), 2);
  const listingMs = instantOn(listingDay, open, window.timeZone);
  const exchangeList = exchanges[market];
  const sponsorList = sponsors[market];
  return {
    id: `ns-${market}-${week}-${slot}`,
    kind,
    market,
    currency: marketInfo[market].currency,
    code: company.code,
    name: company.name,
    issuingMarket: exchangeList[Math.floor(draw('exchange') * exchangeList.length)]!,
    sponsor: sponsorList[Math.floor(draw('sponsor') * sponsorList.length)]!,
    issuePrice,
    lotSize: serverDefaults.lotSize,
    minLots: settings.minLots[kind],
    maxLots: settings.maxLots[kind],
    levels:
      kind === 'placement'
        ? settings.placementLevels.map((minAmount, index) => ({ level: index + 1, minAmount }))
        : null,
    totalQuantity: between(draw('quantity'), ...settings.totalQuantity, 100_000),
    subscribeStartMs: instantOn(startDay, open, window.timeZone),
    subscribeEndMs: instantOn(endDay, close, window.timeZone),
    drawDate: dateOfDayNumber(drawDay),
    allotmentDate: dateOfDayNumber(allotmentDay),
    listingDate: dateOfDayNumber(listingDay),
    listingMs,
    drawnMs: kind === 'placement' ? null : instantOn(drawDay, close, window.timeZone),
    payDeadlineMs: instantOn(allotmentDay + 1, 0, window.timeZone) - 1000,
    lotsOffered: between(draw('lots'), ...settings.lotsOffered, 10),
    crowdRatio,
    listingPrice,
  };
}

/** The first-day premium in percent (2 decimals): higher the more the offering was subscribed, with noise. */
function premiumOf(ratio: number, unit: number): string {
  const { base, slope, noise } = settings.premium;
  const [low, high] = settings.premiumPct;
  const pct = Math.min(high, Math.max(low, base + slope * Math.log(ratio) + (unit * 2 - 1) * noise));
  return hundredths(Math.round(pct * 100));
}

const OFFERING_ID = /^ns-(nl|de|usd)-(\d{1,4})-(\d)$/;

/** The offering of an id (`ns-<market>-<week>-<slot>`, weeks from the calendar's first), or undefined for an id no offering has. */
export function findOffering(seed: string, id: string): Offering | undefined {
  const match = OFFERING_ID.exec(id);
  if (!match) return undefined;
  const slot = Number(match[3]);
  if (slot >= SLOTS) return undefined;
  return offeringOf(seed, match[1] as TradableMarket, Number(match[2]), slot);
}

/** The offerings of every market in the weeks around `nowMs` (weeksBack before to weeksAhead after). */
export function offeringsAround(seed: string, nowMs: number): Offering[] {
  const week = weekOf(Math.floor(nowMs / DAY_MS));
  const found: Offering[] = [];
  for (const market of tradableMarkets) {
    for (let w = week - settings.weeksBack; w <= week + settings.weeksAhead; w++) {
      for (let slot = 0; slot < SLOTS; slot++) found.push(offeringOf(seed, market, w, slot));
    }
  }
  return found;
}

/** What the wire form takes from elsewhere: the draw's published figures, the first day's close. */
export interface OfferingHistory {
  winRatePct?: string | null | undefined;
  subscriptionRatio?: string | null | undefined;
  firstClose?: string | null | undefined;
}

/**
 * The wire form at `nowMs`: the first trade once listed, the first day's close once that
 * session closed; the draw's win rate and subscription ratio are the caller's (the draw's
 * published totals), shown once the draw has run.
 */
export function newShareView(offering: Offering, nowMs: number, history: OfferingHistory = {}): NewShare {
  const drawn = offering.drawnMs !== null && nowMs >= offering.drawnMs;
  const listed = nowMs >= offering.listingMs;
  const listing = listed ? premium(offering.issuePrice, offering.listingPrice) : null;
  return {
    id: offering.id,
    kind: offering.kind,
    code: offering.code,
    name: offering.name,
    market: offering.market,
    currency: offering.currency,
    issuingMarket: offering.issuingMarket,
    sponsor: offering.sponsor,
    issuePrice: offering.issuePrice,
    marketPrice: listed ? offering.listingPrice : null,
    priceDiff: listing?.priceDiff ?? null,
    premiumPct: listing?.premiumPct ?? null,
    lotSize: offering.lotSize,
    minLots: offering.minLots,
    maxLots: offering.maxLots,
    levels: offering.levels,
    totalQuantity: offering.totalQuantity,
    winRatePct: drawn ? (history.winRatePct ?? null) : null,
    subscriptionRatio: drawn ? (history.subscriptionRatio ?? null) : null,
    firstClose: listed ? (history.firstClose ?? null) : null,
    subscribeStart: toApiTime(new Date(offering.subscribeStartMs)),
    subscribeEnd: toApiTime(new Date(offering.subscribeEndMs)),
    drawDate: offering.drawDate,
    allotmentDate: offering.allotmentDate,
    listingDate: offering.listingDate,
    status: newShareStatusAt(offering, nowMs),
  };
}
