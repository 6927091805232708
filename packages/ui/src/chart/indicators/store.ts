import type { CandleSeries } from '../candles.ts';
import type { KlineIndicatorSettings, KlineMainIndicator, KlineSubChart } from '../variants.ts';
import { bollInto, checkPeriod, emaInto, kdjInto, macdInto, rsiInto, smaInto } from './kernels.ts';

export type IndicatorKind = Exclude<KlineMainIndicator | KlineSubChart, 'none'>;

/** One line of an indicator: its legend label, its values (index = candle) and a series colour 1–4. */
export interface IndicatorLine {
  readonly label: string;
  /** Replaced when the series grows: read it after `compute`. */
  values: Float64Array;
  readonly color: number;
}

/**
 * An indicator kept beside the candles. `compute(series, from)` recomputes candles `from` to the
 * end only: a live tick costs O(period), an appended candle the same, a reset O(n).
 */
export interface IndicatorData {
  readonly kind: IndicatorKind;
  /** The legend's heading, e.g. "BOLL(20,2)"; empty when the line labels suffice (MA5, MA10…). */
  readonly title: string;
  readonly lines: readonly IndicatorLine[];
  /** MACD's bars (index = candle). */
  readonly histogram: IndicatorLine | null;
  /** VOL draws the candles' volumes as bars. */
  readonly volumeBars: boolean;
  /** Fixed value range (RSI: 0–100), else the visible values decide. */
  readonly fixedRange: readonly [number, number] | null;
  /** Whether zero belongs in the value range (bars that grow from zero). */
  readonly includeZero: boolean;
  /** How many candles are computed (the rest is stale). */
  computed: number;
  compute(series: CandleSeries, from: number): void;
}

type Kernel = (series: CandleSeries, from: number, to: number) => void;

interface Spec {
  title: string;
  lines: { label: string; color?: number }[];
  histogram?: boolean;
  state?: number;
  volumeBars?: boolean;
  fixedRange?: readonly [number, number];
  includeZero?: boolean;
  kernel: (columns: { lines: Float64Array[]; histogram: Float64Array | null; state: Float64Array[] }) => Kernel;
}

function build(kind: IndicatorKind, spec: Spec): IndicatorData {
  let capacity = 0;
  const lines: IndicatorLine[] = spec.lines.map((line, index) => ({
    label: line.label,
    values: new Float64Array(0),
    color: line.color ?? index % 4,
  }));
  const histogram: IndicatorLine | null = spec.histogram
    ? { label: 'MACD', values: new Float64Array(0), color: 0 }
    : null;
  let state = Array.from({ length: spec.state ?? 0 }, () => new Float64Array(0));
  let kernel: Kernel | null = null;
  const grow = (column: Float64Array, size: number) => {
    const next = new Float64Array(size);
    next.set(column.subarray(0, Math.min(column.length, size)));
    return next;
  };
  const data: IndicatorData = {
    kind,
    title: spec.title,
    lines,
    histogram,
    volumeBars: spec.volumeBars ?? false,
    fixedRange: spec.fixedRange ?? null,
    includeZero: spec.includeZero ?? false,
    computed: 0,
    compute(series, from) {
      if (series.capacity !== capacity || kernel === null) {
        capacity = series.capacity;
        for (const line of lines) line.values = grow(line.values, capacity);
        if (histogram) histogram.values = grow(histogram.values, capacity);
        state = state.map((column) => grow(column, capacity));
        kernel = spec.kernel({ lines: lines.map((l) => l.values), histogram: histogram?.values ?? null, state });
      }
      const start = Math.max(0, Math.min(from, data.computed, series.length));
      kernel(series, start, series.length);
      data.computed = series.length;
    },
  };
  return data;
}

/** Creates the store of one indicator with the given settings (throws a RangeError for bad periods). */
export function createIndicator(kind: IndicatorKind, settings: KlineIndicatorSettings): IndicatorData {
  switch (kind) {
    case 'ma':
    case 'ema': {
      const periods = settings[kind];
      periods.forEach((p) => checkPeriod(p));
      const into = kind === 'ma' ? smaInto : emaInto;
      return build(kind, {
        // The lines' labels (MA5, MA10…) say it all.
        title: '',
        lines: periods.map((p) => ({ label: `${kind.toUpperCase()}${p}` })),
        kernel:
          ({ lines }) =>
          (s, from, to) =>
            periods.forEach((p, i) => into(s.close, p, lines[i]!, from, to)),
      });
    }
    case 'boll': {
      const { period, multiplier } = settings.boll;
      checkPeriod(period);
      return build(kind, {
        title: `BOLL(${period},${multiplier})`,
        lines: [{ label: 'MID' }, { label: 'UPPER' }, { label: 'LOWER' }],
        kernel:
          ({ lines: [mid, upper, lower] }) =>
          (s, from, to) =>
            bollInto(s.close, period, multiplier, mid!, upper!, lower!, from, to),
      });
    }
    case 'vol': {
      const periods = settings.vol;
      periods.forEach((p) => checkPeriod(p));
      return build(kind, {
        title: 'VOL',
        lines: periods.map((p) => ({ label: `MA${p}` })),
        volumeBars: true,
        includeZero: true,
        kernel:
          ({ lines }) =>
          (s, from, to) =>
            periods.forEach((p, i) => smaInto(s.volume, p, lines[i]!, from, to)),
      });
    }
    case 'macd': {
      const { fast, slow, signal } = settings.macd;
      [fast, slow, signal].forEach((p) => checkPeriod(p));
      return build(kind, {
        title: `MACD(${fast},${slow},${signal})`,
        lines: [{ label: 'DIF' }, { label: 'DEA' }],
        histogram: true,
        state: 2,
        includeZero: true,
        kernel:
          ({ lines: [dif, dea], histogram, state: [emaFast, emaSlow] }) =>
          (s, from, to) =>
            macdInto(s.close, fast, slow, signal, emaFast!, emaSlow!, dif!, dea!, histogram!, from, to),
      });
    }
    case 'kdj': {
      const { period, kSmoothing, dSmoothing } = settings.kdj;
      [period, kSmoothing, dSmoothing].forEach((p) => checkPeriod(p));
      return build(kind, {
        title: `KDJ(${period},${kSmoothing},${dSmoothing})`,
        lines: [{ label: 'K' }, { label: 'D' }, { label: 'J' }],
        kernel:
          ({ lines: [k, d, j] }) =>
          (s, from, to) =>
            kdjInto(s.high, s.low, s.close, period, kSmoothing, dSmoothing, k!, d!, j!, from, to),
      });
    }
    case 'rsi': {
      const periods = settings.rsi;
      periods.forEach((p) => checkPeriod(p));
      return build(kind, {
        title: 'RSI',
        lines: periods.map((p) => ({ label: `RSI${p}` })),
        state: periods.length * 2,
        fixedRange: [0, 100],
        kernel:
          ({ lines, state }) =>
          (s, from, to) =>
            periods.forEach((p, i) => rsiInto(s.close, p, state[2 * i]!, state[2 * i + 1]!, lines[i]!, from, to)),
      });
    }
    default:
      return kind satisfies never;
  }
}
