import type { CandleSeries } from './candles.ts';
import type { IndicatorData } from './indicators/store.ts';
import { layoutChart, type KlineLayout } from './layout.ts';
import { candleRange, extendRange, valueScale, type ValueScale } from './scales.ts';
import type { TimeMarks, TimeTick } from './timeTicks.ts';
import { visibleIndexes, xOfIndex, type KlineView } from './view.ts';
import type { KlineMode } from './variants.ts';

/** Everything a renderer needs for one frame, computed once per change of data, view, size or options. */
export interface KlineFrame {
  layout: KlineLayout;
  view: KlineView;
  /** Candles at least partly in view; last < first when there are none. */
  first: number;
  last: number;
  /** Logical left edge of the view. */
  from: number;
  /** CSS px per candle. */
  barPx: number;
  main: ValueScale;
  sub: ValueScale | null;
  timeTicks: TimeTick[];
  mainIndicator: IndicatorData | null;
  subIndicator: IndicatorData | null;
}

/** Time labels stay at least this far apart (CSS px). */
const TIME_LABEL_SPACING = 72;

export interface FrameInput {
  series: CandleSeries;
  view: KlineView;
  width: number;
  height: number;
  mode: KlineMode;
  baseline: number;
  mainIndicator: IndicatorData | null;
  subIndicator: IndicatorData | null;
  marks: TimeMarks;
}

/**
 * Lays out the panes and scales them to what is in view: the main pane to the candles (or the
 * intraday price and average) and the main indicator's lines, the sub pane to its indicator.
 * O(candles in view); the renderer only reads the result.
 */
export function computeFrame({
  series,
  view,
  width,
  height,
  mode,
  baseline,
  mainIndicator,
  subIndicator,
  marks,
}: FrameInput): KlineFrame {
  const count = series.length;
  const layout = layoutChart(width, height, subIndicator !== null);
  const visible = visibleIndexes(view, count);
  const first = visible?.first ?? 0;
  const last = visible?.last ?? -1;

  const range: [number, number] = [Infinity, -Infinity];
  if (visible) {
    if (mode === 'intraday') {
      extendRange(range, series.close, first, last);
      if (series.hasAvg) extendRange(range, series.avg, first, last);
      if (Number.isFinite(baseline)) {
        range[0] = Math.min(range[0], baseline);
        range[1] = Math.max(range[1], baseline);
      }
    } else {
      const [lo, hi] = candleRange(series, first, last);
      range[0] = lo;
      range[1] = hi;
      if (mainIndicator) for (const line of mainIndicator.lines) extendRange(range, line.values, first, last);
    }
  }
  const main = valueScale(range[0], range[1], layout.main.plotTop + 4, layout.main.bottom - 4);

  let sub: ValueScale | null = null;
  if (subIndicator && layout.sub) {
    const fixed = subIndicator.fixedRange;
    const zero = subIndicator.includeZero;
    const subRange: [number, number] = fixed ? [fixed[0], fixed[1]] : [zero ? 0 : Infinity, zero ? 0 : -Infinity];
    if (visible && !fixed) {
      if (subIndicator.volumeBars) extendRange(subRange, series.volume, first, last);
      if (subIndicator.histogram) extendRange(subRange, subIndicator.histogram.values, first, last);
      for (const line of subIndicator.lines) extendRange(subRange, line.values, first, last);
    }
    sub = valueScale(subRange[0], subRange[1], layout.sub.plotTop + 2, layout.sub.bottom - 2, {
      padding: fixed || subIndicator.volumeBars ? 0 : 0.06,
      tickSpacing: 40,
    });
  }

  const timeTicks = visible
    ? marks.ticks(series.time, count, first, last, (index) => xOfIndex(view, width, index), width, TIME_LABEL_SPACING)
    : [];
  return {
    layout,
    view,
    first,
    last,
    from: view.to - view.span,
    barPx: view.span > 0 ? width / view.span : 0,
    main,
    sub,
    timeTicks,
    mainIndicator,
    subIndicator,
  };
}
