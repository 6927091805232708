import {
  isTradableMarket,
  limitFillPrice,
  serverDefaults,
  type Direction,
  type TradableMarket,
  type TradingCalendar,
} from '@broker/domain';
import type { Quote } from '@broker/contract';
import { findInstrument, type Instrument } from '../market/catalogue/index.ts';
import { formatScaled, unitsOf } from '../market/sim/prices.ts';
import { SECONDS_PER_MINUTE } from '../market/sim/minutes.ts';
import type { MarketSimulation } from '../market/sim/simulation.ts';
import { quoteView } from '../market/views.ts';
import { isNewShareStock, listedNewShare, newShareOpeningPrice, newSharePriceAt } from '../newShare/listing.ts';

/**
 * What trading reads of the simulated market: an instrument's quote now, its market's calendar,
 * the first price of a session, and where the walk first reaches a limit price (every second of
 * it, with the range between two seconds: products.md §1's "high and low between ticks").
 */

/** The market's sessions as the domain's rules take them (no holidays modelled yet). */
export function tradingCalendar(market: TradableMarket): TradingCalendar {
  return { window: serverDefaults.tradingWindows[market] };
}

/** A tradable instrument of a stockId, or undefined (unknown, or quote-only: crypto, fx, indexes). */
export function tradableInstrument(stockId: string): (Instrument & { market: TradableMarket }) | undefined {
  const instrument = findInstrument(stockId);
  if (!instrument || !instrument.tradable || !isTradableMarket(instrument.market)) return undefined;
  return instrument as Instrument & { market: TradableMarket };
}

/**
 * The instrument a position holds: a catalogue stock, or a paid new share (source `newShare`,
 * priced through its proxy: newShare/listing.ts). Orders take catalogue stocks only.
 */
export function heldInstrument(
  sim: MarketSimulation,
  stockId: string,
): (Instrument & { market: TradableMarket }) | undefined {
  return tradableInstrument(stockId) ?? listedNewShare(sim.seed, stockId)?.instrument;
}

export function quoteAt(sim: MarketSimulation, instrument: Instrument, ms: number): Quote {
  return quoteView(sim.snapshot(instrument, ms));
}

/** The price of an instrument at an instant (the current or last session's). */
export function priceAt(sim: MarketSimulation, instrument: Instrument, ms: number): string {
  const listed = isNewShareStock(instrument.id) ? listedNewShare(sim.seed, instrument.id) : undefined;
  if (listed) return newSharePriceAt(sim, listed, ms);
  return formatScaled(sim.snapshot(instrument, ms).price, instrument.decimals);
}

/** The first price of the session opening at `openMs` (where a close asked outside hours fills). */
export function openingPrice(sim: MarketSimulation, instrument: Instrument, openMs: number): string {
  const listed = isNewShareStock(instrument.id) ? listedNewShare(sim.seed, instrument.id) : undefined;
  if (listed) return newShareOpeningPrice(sim, listed, openMs);
  const at = sim.calendar(instrument.market).sessionAt(openMs);
  return formatScaled(sim.path(instrument, at.k).open[0]!, instrument.decimals);
}

/** A decimal price as units of 10^-4 (the finest grid of the API), exactly. */
function priceUnits(price: string): number {
  const [whole, fraction = ''] = price.split('.');
  return Number(`${whole}${fraction.padEnd(4, '0').slice(0, 4)}`);
}

/**
 * The first instant in (fromMs, toMs] at which a limit order fills, and its price (domain
 * `limitFillPrice`): searched second by second through the session trading at `fromMs`, the
 * range between two seconds counting; never outside trading hours. Whole minutes whose range
 * misses the limit are skipped without looking at their seconds.
 */
export function findLimitFill(
  sim: MarketSimulation,
  instrument: Instrument,
  direction: Direction,
  limitPrice: string,
  fromMs: number,
  toMs: number,
): { atMs: number; price: string } | null {
  const calendar = sim.calendar(instrument.market);
  const session = calendar.sessionAt(fromMs);
  if (!session.trading || toMs <= fromMs) return null;
  const openMs = calendar.openMs(session.k);
  const lastSecond = calendar.minutes * SECONDS_PER_MINUTE - 1;
  const first = session.elapsed + 1;
  const last = Math.min(lastSecond, Math.floor((Math.min(toMs, calendar.closeMs(session.k) - 1) - openMs) / 1000));
  if (last < first) return null;
  const path = sim.path(instrument, session.k);
  const limit = priceUnits(limitPrice);
  const units = (ticks: number) => unitsOf(ticks, instrument.decimals);
  const reaches = (low: number, high: number) => (direction === 'long' ? units(low) <= limit : units(high) >= limit);
  for (let j = Math.floor(first / SECONDS_PER_MINUTE); j <= Math.floor(last / SECONDS_PER_MINUTE); j++) {
    if (!reaches(path.low[j]!, path.high[j]!)) continue;
    const seconds = sim.seconds(instrument, session.k, j);
    const from = Math.max(first, j * SECONDS_PER_MINUTE);
    const to = Math.min(last, j * SECONDS_PER_MINUTE + SECONDS_PER_MINUTE - 1);
    for (let e = from; e <= to; e++) {
      const s = e % SECONDS_PER_MINUTE;
      const price = seconds[s]!;
      const previous = s === 0 ? path.open[j]! : seconds[s - 1]!;
      if (!reaches(Math.min(price, previous), Math.max(price, previous))) continue;
      const tick = {
        price: formatScaled(price, instrument.decimals),
        high: formatScaled(Math.max(price, previous), instrument.decimals),
        low: formatScaled(Math.min(price, previous), instrument.decimals),
      };
      const fill = limitFillPrice(direction, limitPrice, tick);
      if (fill !== null) return { atMs: openMs + e * 1000, price: fill };
    }
  }
  return null;
}
