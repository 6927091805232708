import { CandleSeries, diffCandles, type KlineCandle } from './candles.ts';
import { createIndicator, type IndicatorData, type IndicatorKind } from './indicators/store.ts';
import { computeFrame, type KlineFrame } from './frame.ts';
import { paneAt } from './layout.ts';
import { TimeMarks } from './timeTicks.ts';
import {
  clampView,
  fitView,
  indexAtX,
  initialView,
  isAtEnd,
  panView,
  rangeView,
  revealIndex,
  RIGHT_PAD,
  viewBounds,
  visibleIndexes,
  xOfIndex,
  zoomView,
  type KlineView,
} from './view.ts';
import {
  defaultIndicatorSettings,
  type KlineIndicatorSettings,
  type KlineMainIndicator,
  type KlineMode,
  type KlineSubChart,
} from './variants.ts';
import { createZoneOffset } from './zoneOffset.ts';

export interface KlineModelOptions {
  mode: KlineMode;
  mainIndicator: KlineMainIndicator;
  subChart: KlineSubChart;
  indicatorSettings: KlineIndicatorSettings;
  /** Candles in view when the chart opens, or 'all'. */
  visibleBars: number | 'all';
  /** IANA zone of the market: calendar boundaries of the time axis. */
  timeZone: string;
  /** A reference price drawn dashed (intraday: the previous close); NaN for none. */
  baseline: number;
}

export const defaultModelOptions: KlineModelOptions = {
  mode: 'candles',
  mainIndicator: 'ma',
  subChart: 'vol',
  indicatorSettings: defaultIndicatorSettings,
  visibleBars: 60,
  timeZone: 'UTC',
  baseline: Number.NaN,
};

/**
 * What changed, so a renderer redraws only what it must: the cursor alone redraws the overlay.
 * `live` marks a data change that is a live tick (the last candle replaced, or new ones appended).
 */
export const Invalidate = { data: 1, view: 2, size: 4, options: 8, cursor: 16, live: 32 } as const;
/** Changes that move or rescale what the main canvas shows. */
export const REDRAW_MAIN = Invalidate.data | Invalidate.view | Invalidate.size | Invalidate.options;

/** The crosshair: on a candle, from a pointer (with its y) or from the keyboard. */
export interface KlineCursor {
  index: number;
  /** CSS px from the chart's top, for the pointer's horizontal line; null for the keyboard cursor. */
  y: number | null;
  source: 'pointer' | 'keyboard';
}

/** Changes of up to this many candles are prepared at once (live ticks, small pages). */
const PREPARE_NOW = 256;
const DAY = 86_400_000;

/**
 * The chart's state without React or the DOM: candles, indicators, the visible window, size and
 * cursor, with pan/zoom/cursor operations. Every change notifies subscribers with what changed.
 */
export class KlineModel {
  readonly series = new CandleSeries();
  options: KlineModelOptions;
  view: KlineView;
  width = 0;
  height = 0;
  cursor: KlineCursor | null = null;
  private readonly indicators = new Map<IndicatorKind, IndicatorData>();
  private readonly marks: TimeMarks;
  private readonly listeners = new Set<(mask: number) => void>();
  private frameCache: KlineFrame | null = null;
  /** First candle whose time-axis weight is still to be computed by `prepare()`. */
  private unprepared = Infinity;

  constructor(options: Partial<KlineModelOptions> = {}) {
    this.options = { ...defaultModelOptions, ...options };
    this.marks = new TimeMarks(createZoneOffset(this.options.timeZone));
    this.view = this.openingView();
  }

  get count(): number {
    return this.series.length;
  }

  subscribe(listener: (mask: number) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private emit(mask: number): void {
    if (mask & REDRAW_MAIN) this.frameCache = null;
    for (const listener of this.listeners) listener(mask);
  }

  private bounds() {
    return viewBounds(this.count, this.width);
  }

  private openingView(): KlineView {
    const bars = this.options.visibleBars;
    return bars === 'all' ? fitView(this.bounds()) : initialView(bars, this.bounds());
  }

  private setView(view: KlineView, extra = 0): void {
    const changed = view.to !== this.view.to || view.span !== this.view.span;
    this.view = view;
    if (changed || extra) this.emit((changed ? Invalidate.view : 0) | extra);
  }

  // ---- Data ----

  /** Takes the app's candles; a live tick or an older page recomputes only what changed. */
  setCandles(candles: readonly KlineCandle[]): void {
    const change = diffCandles(this.series.source, candles);
    const before = this.count;
    switch (change.kind) {
      case 'same':
        return;
      case 'reset':
        this.series.reset(candles);
        this.staleFrom(0);
        this.cursor = null;
        this.view = this.openingView();
        break;
      case 'tail': {
        const atEnd = isAtEnd(this.view, before);
        const allInView = this.view.span >= before;
        this.series.writeTail(candles, change.from);
        this.staleFrom(change.from);
        const added = this.count - before;
        if (allInView && added > 0) this.view = fitView(this.bounds());
        else if (atEnd && added > 0) this.view = clampView({ ...this.view, to: this.view.to + added }, this.bounds());
        else this.view = clampView(this.view, this.bounds());
        break;
      }
      case 'prepend':
        this.series.reset(candles);
        this.staleFrom(0);
        // The same candles stay in view: everything moved right by the page's length.
        this.view = clampView({ ...this.view, to: this.view.to + change.count }, this.bounds());
        if (this.cursor) this.cursor = { ...this.cursor, index: this.cursor.index + change.count };
        break;
      default:
        return change satisfies never;
    }
    if (this.cursor && this.cursor.index >= this.count) this.cursor = null;
    this.emit(Invalidate.data | Invalidate.view | (change.kind === 'tail' ? Invalidate.live : 0));
  }

  private staleFrom(index: number): void {
    this.marks.invalidateFrom(index);
    // A live tick weighs its candle now; a new data set only what is in view (the frame does),
    // the rest in `prepare()` once the chart is on screen, so that zooming out is instant.
    if (this.count - index <= PREPARE_NOW) this.marks.weighFrom(this.series.time, this.count, index);
    else this.unprepared = Math.min(this.unprepared, index);
    for (const indicator of this.indicators.values()) indicator.computed = Math.min(indicator.computed, index);
  }

  /** Whether `prepare()` has work (after a new data set). */
  get needsPrepare(): boolean {
    return this.unprepared < this.count;
  }

  /** Work that makes later frames cheap but is not needed for the first one (O(n), ~1 ms for 20,000). */
  prepare(): void {
    if (!this.needsPrepare) return;
    this.marks.weighFrom(this.series.time, this.count, this.unprepared);
    this.unprepared = Infinity;
  }

  /** An indicator's values, computed up to the last candle (lazily: only what is shown is computed). */
  indicator(kind: IndicatorKind): IndicatorData {
    let data = this.indicators.get(kind);
    if (!data) {
      data = createIndicator(kind, this.options.indicatorSettings);
      this.indicators.set(kind, data);
    }
    if (data.computed < this.count || data.computed > this.count) data.compute(this.series, data.computed);
    return data;
  }

  get mainIndicator(): IndicatorData | null {
    const { mode, mainIndicator } = this.options;
    return mode === 'candles' && mainIndicator !== 'none' ? this.indicator(mainIndicator) : null;
  }

  get subIndicator(): IndicatorData | null {
    return this.options.subChart === 'none' ? null : this.indicator(this.options.subChart);
  }

  setOptions(next: Partial<KlineModelOptions>): void {
    const prev = this.options;
    const options = { ...prev, ...next };
    if (
      options.mode === prev.mode &&
      options.mainIndicator === prev.mainIndicator &&
      options.subChart === prev.subChart &&
      options.indicatorSettings === prev.indicatorSettings &&
      options.visibleBars === prev.visibleBars &&
      options.timeZone === prev.timeZone &&
      Object.is(options.baseline, prev.baseline)
    ) {
      return;
    }
    this.options = options;
    if (options.indicatorSettings !== prev.indicatorSettings) this.indicators.clear();
    if (options.timeZone !== prev.timeZone) {
      this.marks.setZone(createZoneOffset(options.timeZone));
      this.unprepared = 0;
    }
    if (options.visibleBars !== prev.visibleBars || options.mode !== prev.mode) this.view = this.openingView();
    this.emit(Invalidate.options | Invalidate.view);
  }

  setSize(width: number, height: number): void {
    if (width === this.width && height === this.height) return;
    const first = this.width === 0;
    this.width = width;
    this.height = height;
    // The opening view waits for the width: the widest candles depend on it.
    this.view = first ? this.openingView() : clampView(this.view, this.bounds());
    this.emit(Invalidate.size | Invalidate.view);
  }

  // ---- View ----

  /** Moves the view by `bars` candles (positive: towards newer candles). */
  panBars(bars: number): void {
    this.setView(panView(this.view, bars, this.bounds()));
  }

  /** Follows a drag of `dx` CSS px (dragging right shows older candles). */
  panPixels(dx: number): void {
    if (this.width <= 0) return;
    this.panBars((-dx * this.view.span) / this.width);
  }

  /**
   * Zooms by `factor` (> 1 zooms in) around CSS px `x`; without `x`, around the cursor, or the right
   * edge when the newest candle is in view (so it stays in view), else the middle.
   */
  zoom(factor: number, x?: number): void {
    let anchor: number;
    if (x !== undefined && this.width > 0) anchor = x / this.width;
    else if (this.cursor && this.width > 0) anchor = xOfIndex(this.view, this.width, this.cursor.index) / this.width;
    else anchor = isAtEnd(this.view, this.count) ? 1 : 0.5;
    this.setView(zoomView(this.view, factor, Math.min(1, Math.max(0, anchor)), this.bounds()));
  }

  /** Shows candles `from`…`to` (indexes, inclusive), as lightweight-charts' `setVisibleLogicalRange`. */
  setVisibleRange(from: number, to: number): void {
    this.setView(rangeView(from, to, this.bounds()));
  }

  /** The candles in view as indexes (fractions at partly visible edges). */
  visibleRange(): { from: number; to: number } {
    return { from: this.view.to - this.view.span, to: this.view.to - 1 };
  }

  fitContent(): void {
    this.setView(fitView(this.bounds()));
  }

  scrollToLatest(): void {
    this.setView(clampView({ span: this.view.span, to: this.count + this.view.span * RIGHT_PAD }, this.bounds()));
  }

  /** Whether less than one screen of older candles is left of the view (time to page back). */
  nearStart(): boolean {
    return this.count > 0 && this.view.to - this.view.span < this.view.span;
  }

  visibleIndexes(): { first: number; last: number } | null {
    return visibleIndexes(this.view, this.count);
  }

  // ---- Cursor ----

  /** The pointer is at (x, y) CSS px: the crosshair snaps to the candle under it. */
  pointerAt(x: number, y: number): void {
    if (this.count === 0 || this.width <= 0) return;
    const index = Math.min(this.count - 1, Math.max(0, indexAtX(this.view, this.width, x)));
    const cursor = this.cursor;
    if (cursor && cursor.source === 'pointer' && cursor.index === index && cursor.y === y) return;
    this.cursor = { index, y, source: 'pointer' };
    this.emit(Invalidate.cursor);
  }

  clearPointer(): void {
    if (this.cursor?.source === 'pointer') this.clearCursor();
  }

  clearCursor(): void {
    if (this.cursor === null) return;
    this.cursor = null;
    this.emit(Invalidate.cursor);
  }

  /** Puts the keyboard cursor on candle `index` and scrolls it into view. */
  cursorTo(index: number): void {
    if (this.count === 0) return;
    const clamped = Math.min(this.count - 1, Math.max(0, Math.round(index)));
    this.cursor = { index: clamped, y: null, source: 'keyboard' };
    this.setView(revealIndex(this.view, clamped, this.bounds()), Invalidate.cursor);
  }

  /** Moves the keyboard cursor `delta` candles; the first move starts at the newest candle in view. */
  moveCursor(delta: number): void {
    if (this.count === 0) return;
    const visible = this.visibleIndexes();
    if (this.cursor === null) this.cursorTo(visible ? visible.last : this.count - 1);
    else this.cursorTo(this.cursor.index + delta);
  }

  /** Pans a whole screen (`pages` = ±1) and takes the keyboard cursor along. */
  page(pages: number): void {
    if (this.count === 0) return;
    const bars = Math.max(1, Math.floor(this.view.span)) * pages;
    const view = panView(this.view, bars, this.bounds());
    const moved = Math.round(view.to - this.view.to) || bars;
    const visible = visibleIndexes(view, this.count);
    const start = this.cursor?.index ?? (visible ? visible.last : this.count - 1);
    const index = Math.min(this.count - 1, Math.max(0, start + moved));
    this.cursor = { index, y: null, source: 'keyboard' };
    this.setView(revealIndex(view, index, this.bounds()), Invalidate.cursor);
  }

  /** Candle index shown in the legends: the cursor's, else the newest. */
  legendIndex(): number {
    return this.cursor?.index ?? this.count - 1;
  }

  /** Candles of a day or longer (the tooltip and table then show dates without a clock time). */
  isDaily(): boolean {
    const { time, length } = this.series;
    if (length < 2) return false;
    let gap = Infinity;
    for (let i = Math.max(1, length - 20); i < length; i++) gap = Math.min(gap, time[i]! - time[i - 1]!);
    return gap >= DAY * 0.8;
  }

  // ---- Frame ----

  /** The geometry of the current state (cached until data, view, size or options change). */
  frame(): KlineFrame {
    this.frameCache ??= computeFrame({
      series: this.series,
      view: this.view,
      width: this.width,
      height: this.height,
      mode: this.options.mode,
      baseline: this.options.baseline,
      mainIndicator: this.mainIndicator,
      subIndicator: this.subIndicator,
      marks: this.marks,
    });
    return this.frameCache;
  }

  /** What is under CSS px (x, y): the candle, the pane, and the value at y on that pane's scale. */
  hitTest(x: number, y: number): { index: number; pane: 'main' | 'axis' | 'sub'; value: number } | null {
    if (this.count === 0 || this.width <= 0) return null;
    const frame = this.frame();
    const index = Math.min(this.count - 1, Math.max(0, indexAtX(this.view, this.width, x)));
    const pane = paneAt(frame.layout, y);
    const scale = pane === 'sub' ? frame.sub : pane === 'main' ? frame.main : null;
    return { index, pane, value: scale ? scale.invert(y) : Number.NaN };
  }

  /** Centre of candle `index` in CSS px. */
  xOf(index: number): number {
    return xOfIndex(this.view, this.width, index);
  }
}
