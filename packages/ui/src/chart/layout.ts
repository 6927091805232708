/** Where the panes sit, in CSS px from the top-left of the chart. */
export interface PaneBox {
  /** The pane's top edge (its legend line starts here). */
  top: number;
  /** Values are drawn between plotTop and bottom. */
  plotTop: number;
  bottom: number;
}

export interface KlineLayout {
  width: number;
  height: number;
  main: PaneBox;
  /** The time axis strip under the main pane. */
  axis: { top: number; bottom: number };
  sub: PaneBox | null;
}

/** Height of a legend line (indicator values) at the top of each pane. */
export const LEGEND_HEIGHT = 18;
export const AXIS_HEIGHT = 20;
/** The sub chart's share of the height, and its least height. */
const SUB_SHARE = 0.28;
const SUB_MIN = 56;

/** Main pane, time axis, then the sub chart (when there is one). */
export function layoutChart(width: number, height: number, hasSub: boolean): KlineLayout {
  const subHeight = hasSub ? Math.max(SUB_MIN, Math.round(height * SUB_SHARE)) : 0;
  const mainBottom = Math.max(LEGEND_HEIGHT + 8, height - AXIS_HEIGHT - subHeight);
  const main = { top: 0, plotTop: LEGEND_HEIGHT, bottom: mainBottom };
  const axis = { top: mainBottom, bottom: mainBottom + AXIS_HEIGHT };
  const sub = hasSub ? { top: axis.bottom, plotTop: axis.bottom + LEGEND_HEIGHT, bottom: height } : null;
  return { width, height, main, axis, sub };
}

/** Which pane a y (CSS px) falls in. */
export function paneAt(layout: KlineLayout, y: number): 'main' | 'axis' | 'sub' {
  if (y < layout.axis.top) return 'main';
  if (y < layout.axis.bottom || layout.sub === null) return 'axis';
  return 'sub';
}

/** Where a legend item goes: its left edge and its line (0 is the pane's legend line). */
export interface LegendSpot {
  x: number;
  line: number;
}

/**
 * Places legend items of these widths left to right from `left`, `gap` apart, and starts a new
 * line when an item would pass `right`. Every item gets a place: the legend must name every line
 * the chart draws (a legend that stopped at the edge left MA30 drawn without a name on a phone).
 * An item wider than the whole line stands alone on its line.
 */
export function placeLegend(widths: readonly number[], left: number, right: number, gap: number): LegendSpot[] {
  const spots: LegendSpot[] = [];
  let x = left;
  let line = 0;
  for (const width of widths) {
    if (x > left && x + width > right) {
      x = left;
      line++;
    }
    spots.push({ x, line });
    x += width + gap;
  }
  return spots;
}
