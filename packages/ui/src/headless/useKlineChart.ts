import { useId, useInsertionEffect, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { cursorText, type KlineTexts } from '../chart/a11y.ts';
import type { KlineCandle } from '../chart/candles.ts';
import type { KlineFormatters } from '../chart/format.ts';
import { Glide } from '../chart/glide.ts';
import { KlineModel, type KlineModelOptions } from '../chart/model.ts';
import { useA11ySnapshot, usePrepareLater, useReachStart } from './klineChartEffects.ts';
import type { KlineGestureBinding } from './useKlineGestures.ts';
import {
  defaultIndicatorSettings,
  type KlineIndicatorSettings,
  type KlineMainIndicator,
  type KlineMode,
  type KlineSubChart,
} from '../chart/variants.ts';

/** Imperative control of a chart (buttons such as "latest" or "show all", tests, benchmarks). */
export interface KlineChartHandle {
  /** Shows candles `from`…`to` (indexes into `candles`, inclusive; fractions allowed). */
  setVisibleRange(range: { from: number; to: number }): void;
  /** The candles in view as indexes, or null without candles. */
  getVisibleRange(): { from: number; to: number } | null;
  /** All candles in view. */
  fitContent(): void;
  /** Back to the newest candle at the current zoom. */
  scrollToLatest(): void;
  /** Zooms by `factor` (> 1 zooms in) around the cursor or the newest candle. */
  zoom(factor: number): void;
}

export interface UseKlineChartOptions {
  /** In ascending time order. A new array with the last candle replaced or one appended is a live tick. */
  candles: readonly KlineCandle[];
  mode?: KlineMode;
  mainIndicator?: KlineMainIndicator;
  subChart?: KlineSubChart;
  indicatorSettings?: Partial<KlineIndicatorSettings>;
  /** Candles in view when the chart opens: a number, or 'all'. Default 60 (candles), 'all' (intraday). */
  visibleBars?: number | 'all';
  /** IANA time zone of the market, for the time axis. Default UTC. */
  timeZone?: string;
  /** A reference price drawn dashed in intraday mode (the previous close). */
  baseline?: number;
  format: KlineFormatters;
  texts: KlineTexts;
  /** Called when less than a screen of older candles is left; resolve after prepending older candles. */
  onReachStart?: () => Promise<void>;
  /** Most rows of the screen-reader table (the newest in view). Default 200. */
  maxTableRows?: number;
}

const KEY_ZOOM = 1.25;

function modelOptions(options: UseKlineChartOptions, settings: KlineIndicatorSettings): Partial<KlineModelOptions> {
  const mode = options.mode ?? 'candles';
  return {
    mode,
    mainIndicator: options.mainIndicator ?? 'ma',
    subChart: options.subChart ?? 'vol',
    indicatorSettings: settings,
    visibleBars: options.visibleBars ?? (mode === 'intraday' ? 'all' : 60),
    timeZone: options.timeZone ?? 'UTC',
    baseline: options.baseline ?? Number.NaN,
  };
}

/**
 * A candlestick chart's state and behaviour without any drawing: the model (candles, indicators,
 * view, cursor), the keyboard on `surfaceProps`, the accessible summary and table, the keyboard
 * cursor's announcements and paging back through `onReachStart`. Touch, mouse and wheel come from
 * `useKlineGestures(gestures)`. Draw the model with the kit's renderer (as `KlineChart` does) or
 * your own.
 */
export function useKlineChart(options: UseKlineChartOptions) {
  const settingsKey = JSON.stringify(options.indicatorSettings ?? null);
  const settings = useMemo<KlineIndicatorSettings>(
    () => ({ ...defaultIndicatorSettings, ...(JSON.parse(settingsKey) as Partial<KlineIndicatorSettings> | null) }),
    [settingsKey],
  );
  const [model] = useState(() => {
    const created = new KlineModel(modelOptions(options, settings));
    created.setCandles(options.candles);
    return created;
  });
  const surfaceRef = useRef<HTMLDivElement>(null);
  const [glide] = useState(() => new Glide(model));
  const gestures = useMemo<KlineGestureBinding>(() => ({ model, surfaceRef, glide }), [model, glide]);
  const hintId = useId();

  const latest = useRef(options);
  useInsertionEffect(() => {
    latest.current = options;
  });

  // ---- Props into the model (layout effects: the next frame already shows them) ----
  const { mode, mainIndicator, subChart, visibleBars, timeZone, baseline, candles } = options;
  useLayoutEffect(() => {
    model.setOptions(
      modelOptions({ ...latest.current, mode, mainIndicator, subChart, visibleBars, timeZone, baseline }, settings),
    );
  }, [model, mode, mainIndicator, subChart, visibleBars, timeZone, baseline, settings]);
  useLayoutEffect(() => model.setCandles(candles), [model, candles]);

  // ---- Size ----
  useLayoutEffect(() => {
    const element = surfaceRef.current;
    if (!element) return;
    const measure = () => model.setSize(element.clientWidth, element.clientHeight);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    // Runs in the rendering steps before paint, so a resized canvas is redrawn in the same frame.
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [model]);

  usePrepareLater(model);
  const { summary, table } = useA11ySnapshot(model, latest, options.format, options.texts);
  const loadingOlder = useReachStart(model, latest);
  const [announcement, setAnnouncement] = useState('');
  const announceCursor = () => {
    const cursor = model.cursor;
    if (cursor) setAnnouncement(cursorText(model, cursor.index, latest.current.format, latest.current.texts));
  };

  // ---- Keyboard ----
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    glide.stop();
    switch (event.key) {
      case 'ArrowLeft':
        if (event.shiftKey) model.page(-1);
        else model.moveCursor(-1);
        break;
      case 'ArrowRight':
        if (event.shiftKey) model.page(1);
        else model.moveCursor(1);
        break;
      case 'PageUp':
        model.page(-1);
        break;
      case 'PageDown':
        model.page(1);
        break;
      case 'Home':
        model.cursorTo(0);
        break;
      case 'End':
        model.cursorTo(model.count - 1);
        break;
      case '+':
      case '=':
        model.zoom(KEY_ZOOM);
        return event.preventDefault();
      case '-':
      case '_':
        model.zoom(1 / KEY_ZOOM);
        return event.preventDefault();
      case 'Escape':
        if (!model.cursor) return;
        model.clearCursor();
        return event.preventDefault();
      default:
        return;
    }
    event.preventDefault();
    announceCursor();
  };
  const onBlur = () => {
    if (model.cursor?.source === 'keyboard') model.clearCursor();
  };

  const handle = useMemo<KlineChartHandle>(
    () => ({
      setVisibleRange: ({ from, to }) => model.setVisibleRange(from, to),
      getVisibleRange: () => (model.count > 0 ? model.visibleRange() : null),
      fitContent: () => model.fitContent(),
      scrollToLatest: () => model.scrollToLatest(),
      zoom: (factor) => model.zoom(factor),
    }),
    [model],
  );

  return {
    model,
    /** Attach to the element that shows the chart: it is measured and gets the gestures. */
    surfaceRef,
    /** For `useKlineGestures` (touch, mouse, wheel), called from a component that rarely re-renders. */
    gestures,
    /** Spread on the same element: focusable, named by the summary, operated by the keyboard. */
    surfaceProps: {
      role: 'application' as const,
      tabIndex: 0,
      'aria-roledescription': options.texts.chart,
      'aria-label': summary,
      'aria-describedby': hintId,
      onKeyDown,
      onBlur,
    },
    /** Id of the element with the keyboard hint (`texts.keyboardHint`). */
    hintId,
    summary,
    /** The candles in view for a visually hidden table (after the first paint). */
    table,
    /** What a polite live region should say: the keyboard cursor's candle. */
    announcement,
    /** True while `onReachStart` runs. */
    loadingOlder,
    handle,
  };
}
