import { arc, pie } from 'd3-shape';

export interface ShareChartBox {
  size: number;
  /** The ring's thickness as a share of the radius (0 < ring ≤ 1). */
  ring?: number;
}

/**
 * The arcs of a donut, one per value in the given order (drawing only). Non-positive values get
 * no arc; with nothing positive there are none.
 */
export function shareChartArcs(values: readonly number[], { size, ring = 0.38 }: ShareChartBox): string[] {
  const radius = size / 2;
  const layout = pie<number>()
    .sort(null)
    .value((value) => Math.max(0, value));
  const draw = arc<{ startAngle: number; endAngle: number }>()
    .innerRadius(radius * (1 - ring))
    .outerRadius(radius)
    .padAngle(values.filter((value) => value > 0).length > 1 ? 0.02 : 0);
  return layout([...values]).map((slice) => (slice.value > 0 ? (draw(slice) ?? '') : ''));
}
