import {
  isTradableMarket,
  limitFillPrice,
  serverDefaults,
  type Direction,
  type TradableMarket,
  type TradingCalendar,
} from '@broker/domain';
import type { Quote } from '@broker/contract';
import {
  findInstrument,
  formatScaled,
  quoteView,
  SECONDS_PER_MINUTE,
  unitsOf,
  type Instrument,
  type Instruments,
  type MarketSimulation,
} from '../market/index.ts';

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
 * The instrument a position holds: any tradable instrument of the market's one list — a
 * catalogue stock, or a product's (a paid new share, priced through its proxy:
 * market/instruments.ts). Orders take catalogue stocks only (`tradableInstrument`).
 */
export function heldInstrument(
  instruments: Instruments,
  stockId: string,
): (Instrument & { market: TradableMarket }) | undefined {
  return instruments.held(stockId);
}

export function quoteAt(sim: MarketSimulation, instrument: Instrument, ms: number): Quote {
  return quoteView(sim.snapshot(instrument, ms));
}

/** The price of an instrument at an instant (the current or last session's). */
export const priceAt = (instruments: Instruments, instrument: Instrument, ms: number): string =>
  instruments.priceAt(instrument, ms);

/** The first price of the session opening at `openMs` (where a close asked outside hours fills). */
export const openingPrice = (instruments: Instruments, instrument: Instrument, openMs: number): string =>
  instruments.openingPrice(instrument, openMs);

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
