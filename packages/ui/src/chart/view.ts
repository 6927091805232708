/**
 * The visible window in logical candle units: candle i spans [i, i + 1) and the view shows
 * [to − span, to). Keeping it in candles rather than pixels means a resize keeps what is in view,
 * and the window is known before the chart has been measured (the accessible summary needs it).
 */
export interface KlineView {
  /** Logical right edge. */
  to: number;
  /** Candles across the plot (fractions allowed). */
  span: number;
}

/** Widest candle (CSS px); zooming in stops there. */
export const MAX_BAR_PX = 40;
/** Empty room right of the last candle when a chart opens, as a share of the span (room for the price labels). */
export const RIGHT_PAD = 0.1;
/** How far past the last candle one may pan, as a share of the span. */
const MAX_RIGHT_EMPTY = 0.5;

export interface ViewBounds {
  count: number;
  /** Fewest candles in view. */
  minSpan: number;
}

export function viewBounds(count: number, width: number): ViewBounds {
  return { count, minSpan: width > 0 ? Math.max(2, width / MAX_BAR_PX) : 2 };
}

const clamp = (value: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, value));

/**
 * Keeps a view possible: at most all candles and at least `minSpan` in view, the left edge not
 * before the first candle, at most half a screen empty after the last. When everything fits,
 * candles start at the left edge (an intraday session fills up from the left).
 */
export function clampView(view: KlineView, { count, minSpan }: ViewBounds): KlineView {
  const maxSpan = Math.max(count, minSpan);
  const span = clamp(view.span, Math.min(minSpan, maxSpan), maxSpan);
  if (count <= span) return { span, to: span };
  return { span, to: clamp(view.to, span, count + span * MAX_RIGHT_EMPTY) };
}

/** The opening view: the last `visibleBars` candles with some room on the right. */
export function initialView(visibleBars: number, bounds: ViewBounds): KlineView {
  const span = Math.max(1, visibleBars);
  return clampView({ span, to: bounds.count + span * RIGHT_PAD }, bounds);
}

/** All candles in view. */
export function fitView(bounds: ViewBounds): KlineView {
  return clampView({ span: bounds.count, to: bounds.count }, bounds);
}

/** Moves the view by `bars` candles (positive: towards newer candles). */
export function panView(view: KlineView, bars: number, bounds: ViewBounds): KlineView {
  return clampView({ span: view.span, to: view.to + bars }, bounds);
}

/**
 * Zooms by `factor` (> 1 zooms in: fewer, wider candles) keeping the logical position under
 * `anchor` (0 = left edge, 1 = right edge of the plot) where it is: under the pointer, between
 * the fingers, or at the keyboard cursor.
 */
export function zoomView(view: KlineView, factor: number, anchor: number, bounds: ViewBounds): KlineView {
  const maxSpan = Math.max(bounds.count, bounds.minSpan);
  const span = clamp(view.span / factor, Math.min(bounds.minSpan, maxSpan), maxSpan);
  const from = view.to - view.span;
  const at = from + anchor * view.span;
  const nextFrom = at - anchor * span;
  return clampView({ span, to: nextFrom + span }, bounds);
}

/** Shows candles `from`…`to` (indexes, inclusive; fractions allowed), like lightweight-charts' logical range. */
export function rangeView(from: number, to: number, bounds: ViewBounds): KlineView {
  return clampView({ span: Math.max(1, to - from + 1), to: to + 1 }, bounds);
}

/** The candles at least partly in view, or null when none are. */
export function visibleIndexes(view: KlineView, count: number): { first: number; last: number } | null {
  const first = Math.max(0, Math.floor(view.to - view.span));
  const last = Math.min(count - 1, Math.ceil(view.to) - 1);
  return first <= last ? { first, last } : null;
}

/** Whether the newest candle is in view at the right (a live chart then follows new candles). */
export function isAtEnd(view: KlineView, count: number): boolean {
  return view.to >= count - 1e-9;
}

/** Scrolls the least so that candle `index` is in view. */
export function revealIndex(view: KlineView, index: number, bounds: ViewBounds): KlineView {
  const from = view.to - view.span;
  if (index < from) return clampView({ span: view.span, to: index + view.span }, bounds);
  if (index + 1 > view.to) return clampView({ span: view.span, to: index + 1 }, bounds);
  return view;
}

/** Candle at CSS px `x` of a plot `width` wide (may be out of data range; callers clamp). */
export function indexAtX(view: KlineView, width: number, x: number): number {
  return Math.floor(view.to - view.span + (x / width) * view.span);
}

/** Centre of candle `index` in CSS px of a plot `width` wide. */
export function xOfIndex(view: KlineView, width: number, index: number): number {
  return ((index + 0.5 - (view.to - view.span)) / view.span) * width;
}
