import { linearMap } from '../../chart/linearMap.ts';
import type { MarketSign } from '../../private/marketSign.ts';

export interface SparklineBox {
  width: number;
  height: number;
  /** Room kept free at the top and bottom for the stroke and the end dot. */
  inset?: number;
}

export interface SparklineGeometry {
  /** The SVG path of the line; '' with fewer than one finite value. */
  path: string;
  /** The baseline's height, when a baseline is given. */
  baselineY: number | null;
  /** The last point, for the end dot. */
  end: { x: number; y: number } | null;
  /** Last value against the baseline (or the first value without one). */
  sign: MarketSign;
}

const isFiniteNumber = (value: number) => Number.isFinite(value);

/** Coordinates to three decimals, as d3-path writes them. */
const round = (value: number) => Math.round(value * 1000) / 1000;

/**
 * A straight-segment SVG path through the finite points, a gap where a value is not finite, as
 * d3-shape's `line().defined()` writes it (a lone point is `M x,y Z`; three decimals). Written out
 * rather than imported: a sparkline is on the home screen's first load, and d3-shape (3 KiB gzip)
 * is for the kline chart, which loads with stock detail (issue #17).
 */
function polylinePath(values: readonly number[], x: (index: number) => number, y: (value: number) => number): string {
  let path = '';
  let run = 0;
  values.forEach((value, index) => {
    if (!isFiniteNumber(value)) {
      if (run === 1) path += 'Z';
      run = 0;
      return;
    }
    path += `${run === 0 ? 'M' : 'L'}${round(x(index))},${round(y(value))}`;
    run += 1;
  });
  return run === 1 ? `${path}Z` : path;
}

/**
 * Coordinates of a sparkline (drawing only: the numbers are screen positions, never prices to
 * compute with). The value range includes the baseline so that it is always visible; a flat series
 * sits in the middle. Non-finite values leave a gap.
 */
export function sparklineGeometry(
  values: readonly number[],
  { width, height, inset = 2 }: SparklineBox,
  baseline?: number,
): SparklineGeometry {
  const finite = values.filter(isFiniteNumber);
  const reference = baseline !== undefined && Number.isFinite(baseline) ? baseline : undefined;
  const last = finite.at(-1);
  const first = finite[0];
  const against = reference ?? first;
  const sign: MarketSign =
    last === undefined || against === undefined || last === against ? 'flat' : last > against ? 'up' : 'down';

  const all = reference === undefined ? finite : [...finite, reference];
  let low = Math.min(...all);
  let high = Math.max(...all);
  if (all.length === 0) [low, high] = [0, 1];
  else if (low === high) [low, high] = [low - 1, high + 1];
  const y = linearMap([low, high], [height - inset, inset]);
  const x = linearMap([0, Math.max(1, values.length - 1)], [inset, width - inset]);

  // A single value is a level line across the box.
  const path = finite.length === 1 ? `M${inset},${y(finite[0]!)}H${width - inset}` : polylinePath(values, x, y);
  let endIndex = values.length - 1;
  while (endIndex >= 0 && !Number.isFinite(values[endIndex]!)) endIndex -= 1;
  const end = last === undefined ? null : { x: finite.length === 1 ? width - inset : x(endIndex), y: y(last) };
  return { path, baselineY: reference === undefined ? null : y(reference), end, sign };
}
