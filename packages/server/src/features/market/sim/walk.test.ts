import { describe, expect, it } from 'vitest';
import { dailyLimits, defaultTradingWindows, isWithinWindow, marketWindow, type Market } from '@broker/domain';
import { findInstrument, instruments, type Instrument } from '../catalogue/index.ts';
import { marketSettings } from '../settings.ts';
import { dayNumberOf } from './calendar.ts';
import { bandOf, formatScaled, parsePct, parseTicks } from './prices.ts';
import { MarketSimulation } from './simulation.ts';

const instrument = (id: string): Instrument => {
  const found = findInstrument(id);
  if (!found) throw new Error(`no ${id}`);
  return found;
};

// A walk is generated lazily, so one simulation per seed serves the whole file.
const sim = new MarketSimulation('walk-test');
const MINUTE = 60_000;

describe('the walk is reproducible from its seed', () => {
  const ids = ['nl-ASML', 'de-DAX', 'usd-NVDA', 'crypto-BTCUSDT', 'fx-EURUSD'];

  it('gives the same daily closes, minutes and seconds for the same seed', () => {
    const again = new MarketSimulation('walk-test');
    for (const id of ids) {
      const a = sim.series(instrument(id));
      const b = again.series(instrument(id));
      a.ensure(1200);
      b.ensure(1200);
      expect(b.close.slice(0, 1201)).toEqual(a.close.slice(0, 1201));
      expect(b.reference.slice(0, 1201)).toEqual(a.reference.slice(0, 1201));
      expect(b.volume.slice(0, 1201)).toEqual(a.volume.slice(0, 1201));
      expect(again.path(instrument(id), 777)).toEqual(sim.path(instrument(id), 777));
      expect(again.seconds(instrument(id), 777, 42)).toEqual(sim.seconds(instrument(id), 777, 42));
    }
  });

  it('does not depend on what was generated before (days, paths and seconds are keyed, not sequential)', () => {
    const fresh = new MarketSimulation('walk-test');
    // Ask for a late minute first; the other simulation built its days from the start.
    const late = fresh.snapshot(instrument('usd-NVDA'), Date.parse('2026-11-20T18:31:07Z'));
    const early = sim.snapshot(instrument('usd-NVDA'), Date.parse('2026-11-20T18:31:07Z'));
    expect(late).toEqual(early);
  });

  it('gives different prices for a different seed', () => {
    const other = new MarketSimulation('another-seed');
    for (const id of ids) {
      const a = sim.series(instrument(id));
      const b = other.series(instrument(id));
      b.ensure(1200);
      expect(b.close.slice(1, 1201)).not.toEqual(a.close.slice(1, 1201));
    }
  });
});

describe('prices are exact ticks that meet the catalogue', () => {
  it('closes every instrument at its catalogue price on the base date', () => {
    for (const item of instruments) {
      const series = sim.series(item);
      const k = series.calendar.lastOnOrBefore(dayNumberOf(marketSettings.baseDate));
      series.ensure(k);
      const base = parseTicks(item.basePrice, item.decimals);
      expect(Math.abs(series.close[k]! - base), item.id).toBeLessThanOrEqual(Math.max(1, base * 0.001));
    }
  });

  it('keeps every close, high and low an integer number of ticks', () => {
    for (const item of instruments) {
      const series = sim.series(item);
      series.ensure(1300);
      expect(series.close.every(Number.isSafeInteger), item.id).toBe(true);
      expect(series.reference.every(Number.isSafeInteger), item.id).toBe(true);
      const path = sim.path(item, 1000);
      for (const list of [path.open, path.high, path.low, path.close]) expect(list.every((v) => v > 0)).toBe(true);
    }
  });

  it('computes the daily band exactly as the domain’s dailyLimits', () => {
    const pct = parsePct('10');
    for (const decimals of [2, 3, 4] as const) {
      for (let ticks = 1; ticks < 4000; ticks += 7) {
        const prevClose = formatScaled(ticks, decimals);
        const { limitUp, limitDown } = dailyLimits(prevClose, '10');
        const band = bandOf(ticks, decimals, pct);
        // The band is the ticks inside [limitDown, limitUp]: the next tick out is outside.
        const unit = 10 ** -decimals;
        expect(band.high * unit).toBeLessThanOrEqual(Number(limitUp) + 1e-12);
        expect((band.high + 1) * unit).toBeGreaterThan(Number(limitUp) + 1e-12);
        expect(band.low * unit).toBeGreaterThanOrEqual(Math.max(Number(limitDown), unit) - 1e-12);
        expect((band.low - 1) * unit).toBeLessThan(Math.max(Number(limitDown), unit) - 1e-12);
      }
    }
    // Other percentages: 123.45 × 1.075 = 132.70875 → limit 132.7088, highest 2-decimal tick 132.70.
    const expected: Record<string, [string, string]> = {
      '25': ['154.31', '92.59'],
      '5': ['129.62', '117.28'],
      '7.5': ['132.70', '114.20'],
    };
    for (const [text, [high, low]] of Object.entries(expected)) {
      const band = bandOf(12345, 2, parsePct(text));
      expect([formatScaled(band.high, 2), formatScaled(band.low, 2)]).toEqual([high, low]);
      const { limitUp, limitDown } = dailyLimits('123.45', text);
      expect(Number(high)).toBeLessThanOrEqual(Number(limitUp));
      expect(Number(low)).toBeGreaterThanOrEqual(Number(limitDown));
    }
  });
});

describe('no price ever leaves the daily limit', () => {
  it('keeps every close of the whole history inside the band of its reference price', () => {
    for (const item of instruments) {
      const series = sim.series(item);
      series.ensure(1300);
      for (let k = 0; k < series.length; k++) {
        const band = series.band(k);
        const close = series.close[k]!;
        if (close < band.low || close > band.high)
          throw new Error(`${item.id} session ${k}: ${close} outside ${band.low}–${band.high}`);
      }
    }
  });

  it('keeps every minute high and low, and every second, inside the band', () => {
    for (const item of instruments) {
      const series = sim.series(item);
      for (const k of [3, 250, 640, 900, 1100, 1250]) {
        const band = series.band(k);
        const path = sim.path(item, k);
        expect(Math.max(...path.high), item.id).toBeLessThanOrEqual(band.high);
        expect(Math.min(...path.low), item.id).toBeGreaterThanOrEqual(band.low);
        for (const j of [0, 17, path.minutes - 1]) {
          const seconds = sim.seconds(item, k, j);
          expect(Math.max(...seconds)).toBeLessThanOrEqual(path.high[j]!);
          expect(Math.min(...seconds)).toBeGreaterThanOrEqual(path.low[j]!);
          expect(seconds[59]).toBe(path.close[j]);
        }
        // Every minute's high and low really are touched by its seconds (or by its open).
        const seconds = sim.seconds(item, k, 17);
        expect(Math.max(path.open[17]!, ...seconds)).toBe(path.high[17]);
        expect(Math.min(path.open[17]!, ...seconds)).toBe(path.low[17]);
      }
    }
  });

  it('publishes the limits of tradable instruments only', () => {
    const quote = sim.snapshot(instrument('nl-ASML'), Date.parse('2026-11-23T10:00:00Z'));
    const band = bandOf(quote.reference, 2, parsePct(marketSettings.dailyLimitPct.nl));
    expect(quote.price).toBeGreaterThanOrEqual(band.low);
    expect(quote.price).toBeLessThanOrEqual(band.high);
  });
});

/** Every minute of a week, Monday 00:00 UTC to the next Monday, including the weekend. */
function* weekOfMinutes(mondayUtc: string) {
  const start = Date.parse(mondayUtc);
  for (let t = start; t < start + 7 * 24 * 60 * MINUTE; t += MINUTE) yield t;
}

describe('prices move only during their market’s hours', () => {
  const weeks = [
    '2026-11-16T00:00:00Z',
    // Europe changes to summer time on Sunday 29 March 2026, New York already did on 8 March.
    '2026-03-23T00:00:00Z',
  ];
  const cases: [Market, string][] = [
    ['nl', 'nl-INGA'],
    ['de', 'de-SAP'],
    ['usd', 'usd-AAPL'],
    ['nl', 'nl-AEX'],
    ['crypto', 'crypto-ETHUSDT'],
    ['fx', 'fx-USDJPY'],
  ];

  it.each(weeks)('never ticks outside trading hours in the week of %s', (monday) => {
    for (const [market, id] of cases) {
      const item = instrument(id);
      let previous: ReturnType<typeof sim.snapshot> | null = null;
      let tradingMinutes = 0;
      for (const t of weekOfMinutes(monday)) {
        const snap = sim.snapshot(item, t);
        const open = isWithinWindow(marketWindow(market), t);
        expect(snap.trading, `${id} at ${new Date(t).toISOString()}`).toBe(open);
        if (open) {
          tradingMinutes += 1;
          expect(snap.updatedAtMs).toBe(t);
        } else if (previous && !previous.trading) {
          // Closed then and closed now: nothing moved, nothing traded.
          expect(snap.price).toBe(previous.price);
          expect(snap.volume).toBe(previous.volume);
          expect(snap.high).toBe(previous.high);
          expect(snap.updatedAtMs).toBe(previous.updatedAtMs);
        }
        if (!open) expect(snap.updatedAtMs).toBeLessThanOrEqual(t);
        previous = snap;
      }
      const sessionMinutes = sim.calendar(market).minutes;
      const sessions = market === 'crypto' || market === 'fx' ? 7 : 5;
      expect(tradingMinutes, id).toBe(sessions * sessionMinutes);
    }
  });

  it('opens at the opening second and closes at the closing second, in local time', () => {
    // Monday 23 November 2026: Amsterdam is UTC+1, New York UTC−5.
    const cases2: [string, string, string][] = [
      ['nl-ASML', '2026-11-23T08:00:00Z', '2026-11-23T16:30:00Z'],
      ['de-SAP', '2026-11-23T08:00:00Z', '2026-11-23T16:30:00Z'],
      ['usd-MSFT', '2026-11-23T14:30:00Z', '2026-11-23T21:00:00Z'],
    ];
    for (const [id, opens, closes] of cases2) {
      const item = instrument(id);
      expect(sim.snapshot(item, Date.parse(opens) - 1000).trading).toBe(false);
      const first = sim.snapshot(item, Date.parse(opens));
      expect(first.trading).toBe(true);
      expect(first.volume).toBeGreaterThan(0);
      expect(sim.snapshot(item, Date.parse(closes) - 1000).trading).toBe(true);
      const after = sim.snapshot(item, Date.parse(closes));
      expect(after.trading).toBe(false);
      expect(after.price).toBe(sim.series(item).close[after.k]);
    }
    expect(defaultTradingWindows.usd.open).toBe('09:30');
  });

  it('moves the live quote second by second while trading', () => {
    const item = instrument('usd-NVDA');
    const start = Date.parse('2026-11-23T15:00:00Z');
    const prices = new Set<number>();
    let volume = 0;
    for (let s = 0; s < 120; s++) {
      const snap = sim.snapshot(item, start + s * 1000);
      prices.add(snap.price);
      expect(snap.volume).toBeGreaterThanOrEqual(volume);
      expect(snap.high).toBeGreaterThanOrEqual(snap.price);
      expect(snap.low).toBeLessThanOrEqual(snap.price);
      volume = snap.volume;
    }
    expect(prices.size).toBeGreaterThan(10);
  });
});

describe('the market factor', () => {
  it('correlates stocks with their index (return = beta × index + own noise)', () => {
    const correlation = (a: number[], b: number[]) => {
      const mean = (xs: number[]) => xs.reduce((s, x) => s + x, 0) / xs.length;
      const ma = mean(a);
      const mb = mean(b);
      let cov = 0;
      let va = 0;
      let vb = 0;
      for (let i = 0; i < a.length; i++) {
        cov += (a[i]! - ma) * (b[i]! - mb);
        va += (a[i]! - ma) ** 2;
        vb += (b[i]! - mb) ** 2;
      }
      return cov / Math.sqrt(va * vb);
    };
    const returns = (id: string) => {
      const series = sim.series(instrument(id));
      series.ensure(1300);
      return series.close.slice(0, 1300).map((close, k) => Math.log(close / series.reference[k]!));
    };
    const aex = returns('nl-AEX');
    expect(correlation(returns('nl-ASML'), aex)).toBeGreaterThan(0.4);
    expect(correlation(returns('nl-INGA'), aex)).toBeGreaterThan(0.4);
    expect(Math.abs(correlation(returns('usd-AAPL'), aex))).toBeLessThan(0.15);
    // The dollar factor moves EUR/USD and USD/JPY in opposite directions.
    expect(correlation(returns('fx-EURUSD'), returns('fx-USDJPY'))).toBeLessThan(-0.3);
  });
});
