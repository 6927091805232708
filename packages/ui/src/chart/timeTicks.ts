/**
 * Time axis ticks. Every candle gets a weight: the largest calendar boundary (in the market's
 * time zone) crossed since the candle before it — a new year outweighs a new month, a day, an
 * hour, a quarter hour. The axis then labels the heaviest candles in view that fit apart, so
 * labels land on natural boundaries (Jan, 1 Mar, 10:00) whatever the zoom.
 */

/** What a time label shows: the boundary a tick marks, or a whole candle (tooltip, table). */
export const klineTimeLabels = ['year', 'month', 'day', 'time', 'date', 'dateTime'] as const;
export type KlineTimeLabel = (typeof klineTimeLabels)[number];

export const WEIGHT = { year: 12, month: 11, day: 10 } as const;
/** Minutes-of-day boundaries below a day, heaviest first; weights 9 down to 2. */
const MINUTE_STEPS = [720, 360, 180, 60, 30, 15, 5, 1] as const;
const MINUTE_WEIGHT_TOP = 9;
const LEVELS = 13;
const DAY = 86_400_000;

/** Proleptic Gregorian year and month of a day number (days since 1970-01-01), H. Hinnant's algorithm. */
export function civilFromDays(days: number): { year: number; month: number; day: number } {
  const z = days + 719_468;
  const era = Math.floor(z / 146_097);
  const doe = z - era * 146_097;
  const yoe = Math.floor((doe - Math.floor(doe / 1460) + Math.floor(doe / 36_524) - Math.floor(doe / 146_096)) / 365);
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const day = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const month = mp < 10 ? mp + 3 : mp - 9;
  return { year: yoe + era * 400 + (month <= 2 ? 1 : 0), month, day };
}

/** Months since year 0 (year × 12 + month − 1) of a day number: the calendar test without allocating. */
function monthOfDays(days: number): number {
  const { year, month } = civilFromDays(days);
  return year * 12 + month - 1;
}

/**
 * The weight of the boundary between two wall-clock instants (ms as if UTC), 1 if none.
 * `months` gives the month number of a day (cached by the caller when weighing in sequence).
 */
export function boundaryWeight(prevWall: number, wall: number, months: (days: number) => number = monthOfDays): number {
  const prevDay = Math.floor(prevWall / DAY);
  const day = Math.floor(wall / DAY);
  if (day !== prevDay) {
    const a = months(prevDay);
    const b = months(day);
    if (Math.floor(a / 12) !== Math.floor(b / 12)) return WEIGHT.year;
    if (a !== b) return WEIGHT.month;
    return WEIGHT.day;
  }
  const prevMinute = Math.floor((prevWall - prevDay * DAY) / 60_000);
  const minute = Math.floor((wall - day * DAY) / 60_000);
  for (let s = 0; s < MINUTE_STEPS.length; s++) {
    const step = MINUTE_STEPS[s]!;
    if (Math.floor(prevMinute / step) !== Math.floor(minute / step)) return MINUTE_WEIGHT_TOP - s;
  }
  return 1;
}

/** Which label a tick of this weight shows. */
export function labelForWeight(weight: number): KlineTimeLabel {
  if (weight >= WEIGHT.year) return 'year';
  if (weight === WEIGHT.month) return 'month';
  if (weight === WEIGHT.day) return 'day';
  return 'time';
}

export interface TimeTick {
  index: number;
  weight: number;
  label: KlineTimeLabel;
}

/** Weights per candle, computed on demand (only what comes into view) and kept until data changes. */
export class TimeMarks {
  private weights = new Uint8Array(0);
  private readonly counts = new Int32Array(LEVELS);
  private offsetAt: (t: number) => number;

  constructor(offsetAt: (t: number) => number) {
    this.offsetAt = offsetAt;
  }

  setZone(offsetAt: (t: number) => number): void {
    this.offsetAt = offsetAt;
    this.weights.fill(0);
  }

  /** Forgets weights from `from` on (the candle after a changed one may change too). */
  invalidateFrom(from: number): void {
    if (from < this.weights.length) this.weights.fill(0, Math.max(0, from));
  }

  weight(time: Float64Array, length: number, index: number): number {
    this.ensure(time, length, index, index);
    return this.weights[index]!;
  }

  /** Weighs candles `from` to the end now (after data changed: zooming out is then instant). */
  weighFrom(time: Float64Array, length: number, from: number): void {
    if (length > 0) this.ensure(time, length, Math.max(0, from), length - 1);
  }

  /**
   * Weighs candles `first`…`last` that are not weighed yet, in one pass: each candle's wall time
   * and month are computed once and reused as the "before" of the next (zooming out to 20,000
   * candles weighs them all once).
   */
  private ensure(time: Float64Array, length: number, first: number, last: number): void {
    if (last < first) return;
    if (this.weights.length < length) {
      const next = new Uint8Array(Math.max(length, Math.ceil(this.weights.length * 1.5)));
      next.set(this.weights);
      this.weights = next;
    }
    const weights = this.weights;
    const offsetAt = this.offsetAt;
    let cachedDay = Number.NaN;
    let cachedMonth = 0;
    let previousDay = Number.NaN;
    let previousMonth = 0;
    const months = (days: number) => {
      if (days === cachedDay) return cachedMonth;
      if (days === previousDay) return previousMonth;
      previousDay = cachedDay;
      previousMonth = cachedMonth;
      cachedDay = days;
      cachedMonth = monthOfDays(days);
      return cachedMonth;
    };
    let wallBefore = Number.NaN;
    for (let i = first; i <= last; i++) {
      if (weights[i] !== 0) {
        wallBefore = Number.NaN;
        continue;
      }
      const t = time[i]!;
      const wall = t + offsetAt(t);
      if (wallBefore !== wallBefore) {
        // The first candle is weighed against one candle-interval earlier.
        const prev = i > 0 ? time[i - 1]! : length > 1 ? t - (time[1]! - t) : t - DAY;
        wallBefore = prev + offsetAt(prev);
      }
      weights[i] = boundaryWeight(wallBefore, wall, months);
      wallBefore = wall;
    }
  }

  /**
   * Ticks for candles `first`…`last` in view: the heaviest weights that keep labels at least
   * `minSpacing` px apart, in index order. `xOf` places a candle in CSS px.
   */
  ticks(
    time: Float64Array,
    length: number,
    first: number,
    last: number,
    xOf: (index: number) => number,
    width: number,
    minSpacing: number,
  ): TimeTick[] {
    if (last < first || width <= 0) return [];
    this.ensure(time, length, first, last);
    const counts = this.counts;
    const weights = this.weights;
    counts.fill(0);
    for (let i = first; i <= last; i++) counts[weights[i]!]!++;
    const room = Math.max(1, Math.floor(width / minSpacing));
    // Down to the first level that overflows the room: heavier marks all fit, and that level's
    // marks fill the gaps between them as far as the spacing allows.
    let level = LEVELS - 1;
    let total = 0;
    for (let w = LEVELS - 1; w >= 1; w--) {
      if (counts[w] === 0) continue;
      total += counts[w]!;
      level = w;
      if (total > room) break;
    }
    const candidates: number[] = [];
    for (let i = first; i <= last; i++) if (this.weights[i]! >= level) candidates.push(i);
    candidates.sort((a, b) => this.weights[b]! - this.weights[a]! || a - b);
    const placed: number[] = [];
    const placedX: number[] = [];
    for (const index of candidates) {
      const x = xOf(index);
      if (x < 0 || x > width) continue;
      let fits = true;
      for (const other of placedX) {
        if (Math.abs(other - x) < minSpacing) {
          fits = false;
          break;
        }
      }
      if (!fits) continue;
      placed.push(index);
      placedX.push(x);
      if (placed.length >= room + 1) break;
    }
    placed.sort((a, b) => a - b);
    return placed.map((index) => {
      const weight = this.weights[index]!;
      return { index, weight, label: labelForWeight(weight) };
    });
  }
}
