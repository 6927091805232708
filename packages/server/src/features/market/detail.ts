import {
  currencyScale,
  div,
  gt,
  isTradableMarket,
  mul,
  roundHalfUp,
  sum,
  type Currency,
  type SellLock,
  type TradableMarket,
} from '@broker/domain';
import type { StockDetail } from '@broker/contract';
import type { Instrument } from './catalogue/index.ts';
import { marketSettings, tradeRules } from './settings.ts';
import { adjustmentFor, applyFactor } from './sim/adjust.ts';
import { dateOfDayNumber } from './sim/calendar.ts';
import { formatScaled } from './sim/prices.ts';
import { hashUnit, Random } from './sim/random.ts';
import type { MarketSimulation, Snapshot } from './sim/simulation.ts';
import { quoteView } from './views.ts';
import type { DerivedInstrument, Instruments } from './instruments.ts';
import { toApiTime } from '../../lib/time.ts';

/** A simulated statistic in percent, as the API's 2-decimal text (computed in basis points). */
const pctText = (value: number): string => formatScaled(Math.round(value * 100), 2);

/**
 * The 52-week range: the highest high and lowest low of the sessions of the last 364 days up to
 * now (today's so far included), split-adjusted to today's basis as quote screens show it
 * (dividends are not taken out of a price range).
 */
function yearRange(sim: MarketSimulation, instrument: Instrument, snapshot: Snapshot) {
  const decimals = instrument.decimals;
  if (snapshot.k < 0)
    return { high52w: formatScaled(snapshot.high, decimals), low52w: formatScaled(snapshot.low, decimals) };
  const calendar = sim.calendar(instrument.market);
  const series = sim.series(instrument);
  const factorOf = adjustmentFor(
    series.actions.filter((action) => action.split !== null && action.k <= snapshot.k),
    'pre',
  );
  let high = snapshot.high;
  let low = snapshot.low;
  const oldestDay = calendar.dayOf(snapshot.k) - 363;
  for (let k = snapshot.k - 1; k >= 0 && calendar.dayOf(k) >= oldestDay; k--) {
    const range = sim.dayRange(instrument, k);
    high = Math.max(high, applyFactor(range.high, factorOf(k)));
    low = Math.min(low, applyFactor(range.low, factorOf(k)));
  }
  return { high52w: formatScaled(high, decimals), low52w: formatScaled(low, decimals) };
}

/**
 * Who bought on balance (shares, newest first): every share bought was sold by someone, so the
 * three groups sum to zero. Foreign and institutional money follows the day's move, retail
 * leans against it, as the investor-trend tables of exchanges usually show.
 */
function investorTrends(sim: MarketSimulation, instrument: Instrument, snapshot: Snapshot) {
  const calendar = sim.calendar(instrument.market);
  const series = sim.series(instrument);
  const trends: NonNullable<StockDetail['investorTrends']> = [];
  for (let k = snapshot.k; k >= 0 && trends.length < marketSettings.investorTrendDays; k--) {
    const day = calendar.dayOf(k);
    const volume = k === snapshot.k ? snapshot.volume : series.volume[k]!;
    const close = k === snapshot.k ? snapshot.price : series.close[k]!;
    const move = Math.sign(close - series.reference[k]!);
    const random = new Random(sim.seed, 'investors', instrument.id, day);
    const foreign = Math.round(volume * (0.04 * move + 0.05 * random.normal()));
    const institution = Math.round(volume * (0.03 * move + 0.04 * random.normal()));
    trends.push({ date: dateOfDayNumber(day), individual: -(foreign + institution), foreign, institution });
  }
  return trends;
}

function shortSelling(sim: MarketSimulation, instrument: Instrument, snapshot: Snapshot) {
  const company = instrument.fundamentals!;
  const day = snapshot.k >= 0 ? sim.calendar(instrument.market).dayOf(snapshot.k) : 0;
  const random = new Random(sim.seed, 'short', instrument.id, day);
  // 8–25 % of a day's volume is short selling, in basis points so that the share count stays exact.
  const shortBasisPoints = 800 + random.below(1700);
  const volume = Math.floor((snapshot.volume * shortBasisPoints) / 10_000);
  const balance = Math.round(
    company.sharesOutstanding * (company.shortInterestPct / 100) * (1 + 0.1 * random.normal()),
  );
  return {
    volume,
    balance: Math.max(0, balance),
    ratioPct: snapshot.volume > 0 ? div(mul(volume, 100), snapshot.volume, 2) : '0.00',
  };
}

/**
 * Ratios from the catalogue's company figures: earnings and book value per share are fixed at the
 * base date (price / pe, price / pb), so pe and pb move with the price as they do between
 * reports. The dividend yield is what the simulation actually paid in the last 365 days.
 */
function ratios(sim: MarketSimulation, instrument: Instrument, snapshot: Snapshot) {
  const company = instrument.fundamentals!;
  const decimals = instrument.decimals;
  const price = formatScaled(snapshot.price, decimals);
  const eps =
    company.pe === null ? mul(div(instrument.basePrice, 20, 2), -1) : div(instrument.basePrice, company.pe, 2);
  const bookValue = div(instrument.basePrice, company.pb, 2);
  const calendar = sim.calendar(instrument.market);
  const series = sim.series(instrument);
  const yearAgo = snapshot.k >= 0 ? calendar.dayOf(snapshot.k) - 364 : 0;
  const paid = series.actions
    .filter((action) => action.k <= snapshot.k && calendar.dayOf(action.k) > yearAgo && action.dividendTicks > 0)
    .map((action) => formatScaled(action.dividendTicks, decimals));
  const currency: Currency = instrument.currency;
  return {
    pe: gt(eps, 0) ? div(price, eps, 2) : null,
    pb: div(price, bookValue, 2),
    eps,
    roePct: div(mul(eps, 100), bookValue, 2),
    dividendYieldPct: div(mul(sum(paid), 100), price, 2),
    marketCap: roundHalfUp(mul(price, company.sharesOutstanding), currencyScale(currency)),
  };
}

/** Foreign owners' share: the market's usual level, a fixed tilt per company and a little daily drift. */
function foreignOwnership(sim: MarketSimulation, instrument: Instrument, snapshot: Snapshot): string {
  const company = instrument.fundamentals!;
  const day = snapshot.k >= 0 ? sim.calendar(instrument.market).dayOf(snapshot.k) : 0;
  const tilt = (hashUnit('foreign', instrument.id) - 0.5) * 20;
  const drift = (new Random(sim.seed, 'foreign', instrument.id, day).uniform() - 0.5) * 0.6;
  return pctText(Math.min(99, Math.max(1, company.foreignOwnershipPct + tilt + drift)));
}

/**
 * stock/detail of a product's instrument (a listed new share: instruments.ts): its quote, the
 * range of what it has traded since its listing (its issue price before), no company figures of
 * the simulated catalogue, the trade rules of its market, and its listing.
 */
function derivedDetailView(
  instruments: Instruments,
  derived: DerivedInstrument,
  nowMs: number,
  inWatchlist: boolean,
  sellLocks?: Readonly<Record<TradableMarket, SellLock>>,
): StockDetail {
  const { instrument } = derived;
  const snapshot = instruments.snapshot(instrument, nowMs);
  const days = instruments.candles(instrument, { period: '1y', adjust: 'none', beforeMs: null, limit: 1, nowMs });
  const high = Math.max(snapshot.high, ...days.map((day) => day.high));
  const low = Math.min(snapshot.low, ...days.map((day) => day.low));
  return {
    ...quoteView(snapshot),
    lotSize: instrument.lotSize,
    high52w: formatScaled(high, instrument.decimals),
    low52w: formatScaled(low, instrument.decimals),
    foreignOwnershipPct: null,
    shortSelling: null,
    investorTrends: null,
    ratios: null,
    trade: tradeRules(instrument.market, sellLocks?.[instrument.market]),
    inWatchlist,
    listing: {
      listsAt: toApiTime(new Date(derived.listingMs)),
      issuePrice: derived.issuePrice,
      listed: nowMs >= derived.listingMs,
    },
  };
}

/** stock/detail: the quote plus range, market data, ratios and trade rules (stocks only). */
export function detailView(
  instruments: Instruments,
  instrument: Instrument,
  nowMs: number,
  inWatchlist: boolean,
  sellLocks?: Readonly<Record<TradableMarket, SellLock>>,
): StockDetail {
  const derived = instruments.derived(instrument.id);
  if (derived) return derivedDetailView(instruments, derived, nowMs, inWatchlist, sellLocks);
  const sim = instruments.sim;
  const snapshot = sim.snapshot(instrument, nowMs);
  const isCompany = instrument.fundamentals !== null;
  return {
    ...quoteView(snapshot),
    lotSize: instrument.lotSize,
    ...yearRange(sim, instrument, snapshot),
    foreignOwnershipPct: isCompany ? foreignOwnership(sim, instrument, snapshot) : null,
    shortSelling: isCompany ? shortSelling(sim, instrument, snapshot) : null,
    investorTrends: isCompany ? investorTrends(sim, instrument, snapshot) : null,
    ratios: isCompany ? ratios(sim, instrument, snapshot) : null,
    trade:
      instrument.tradable && isTradableMarket(instrument.market)
        ? tradeRules(instrument.market, sellLocks?.[instrument.market])
        : null,
    inWatchlist,
    listing: null,
  };
}
