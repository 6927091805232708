import { area, line } from 'd3-shape';
import { linearMap } from '../../chart/scales.ts';

export interface ValueChartBox {
  width: number;
  height: number;
  /** Room kept free around the line for the stroke and the markers. */
  inset?: number;
}

export interface ValueChartMarker {
  /** The value's index the marker stands on. */
  index: number;
  /** Money in (a deposit) or out (a withdrawal). */
  kind: 'in' | 'out';
}

export interface ValueChartGeometry {
  line: string;
  area: string;
  markers: { x: number; y: number; kind: ValueChartMarker['kind'] }[];
}

/**
 * Coordinates of a value-over-time chart (drawing only: the numbers are screen positions, never
 * money to compute with). The area fills down to the box's bottom; a flat series sits in the
 * middle; markers sit on the line at their index.
 */
export function valueChartGeometry(
  values: readonly number[],
  markers: readonly ValueChartMarker[],
  { width, height, inset = 6 }: ValueChartBox,
): ValueChartGeometry {
  if (values.length === 0) return { line: '', area: '', markers: [] };
  let low = Math.min(...values);
  let high = Math.max(...values);
  if (low === high) [low, high] = [low - 1, high + 1];
  const y = linearMap([low, high], [height - inset, inset]);
  const x = linearMap([0, Math.max(1, values.length - 1)], [inset, width - inset]);
  const xOf = (index: number) => (values.length === 1 ? width / 2 : x(index));
  const drawLine = line<number>()
    .x((_, index) => xOf(index))
    .y((value) => y(value));
  const drawArea = area<number>()
    .x((_, index) => xOf(index))
    .y0(height)
    .y1((value) => y(value));
  return {
    line: drawLine(values) ?? '',
    area: drawArea(values) ?? '',
    markers: markers
      .filter((marker) => marker.index >= 0 && marker.index < values.length)
      .map((marker) => ({ x: xOf(marker.index), y: y(values[marker.index]!), kind: marker.kind })),
  };
}
