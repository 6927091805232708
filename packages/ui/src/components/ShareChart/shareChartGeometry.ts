export interface ShareChartBox {
  size: number;
  /** The ring's thickness as a share of the radius (0 < ring ≤ 1). */
  ring?: number;
}

/** The gap between two slices, in radians at the outer edge. */
const GAP = 0.02;

const point = (radius: number, angle: number) =>
  `${(radius * Math.sin(angle)).toFixed(3)},${(-radius * Math.cos(angle)).toFixed(3)}`;

/**
 * One ring segment from `start` to `end` (radians, clockwise from 12 o'clock), centred on 0,0. A
 * full turn is drawn as two halves: an SVG arc cannot start and end at the same point.
 */
function segment(outer: number, inner: number, start: number, end: number): string {
  if (end - start >= 2 * Math.PI - 1e-9) {
    const middle = start + Math.PI;
    return `${segment(outer, inner, start, middle)}${segment(outer, inner, middle, start + 2 * Math.PI)}`;
  }
  const large = end - start > Math.PI ? 1 : 0;
  return (
    `M${point(outer, start)}A${outer},${outer} 0 ${large} 1 ${point(outer, end)}` +
    `L${point(inner, end)}A${inner},${inner} 0 ${large} 0 ${point(inner, start)}Z`
  );
}

/**
 * The ring segments of a donut, one per value in the given order (drawing only), clockwise from
 * 12 o'clock. Non-positive values get no segment; with nothing positive there are none. Written
 * out rather than with d3-shape's pie and arc, which every chunk that draws a line would then carry.
 */
export function shareChartArcs(values: readonly number[], { size, ring = 0.38 }: ShareChartBox): string[] {
  const outer = size / 2;
  const inner = outer * (1 - ring);
  const positive = values.map((value) => Math.max(0, value));
  const total = positive.reduce((sum, value) => sum + value, 0);
  if (total <= 0) return values.map(() => '');
  const gap = positive.filter((value) => value > 0).length > 1 ? GAP : 0;
  let angle = 0;
  return positive.map((value) => {
    if (value === 0) return '';
    const start = angle;
    angle += (value / total) * 2 * Math.PI;
    return segment(outer, inner, start + gap / 2, Math.max(start + gap / 2, angle - gap / 2));
  });
}
