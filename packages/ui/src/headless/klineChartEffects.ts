import { useEffect, useRef, useState, type RefObject } from 'react';
import { chartSummary, createTableBuilder, type KlineTable, type KlineTexts } from '../chart/a11y.ts';
import type { KlineFormatters } from '../chart/format.ts';
import { Invalidate, type KlineModel } from '../chart/model.ts';

/** What the effects read from the latest props (kept in a ref: no re-subscribing per render). */
export interface LatestOptions {
  format: KlineFormatters;
  texts: KlineTexts;
  maxTableRows?: number;
  onReachStart?: () => Promise<void>;
}

/**
 * How long (ms) the screen-reader table and summary may lag behind live ticks: once a second is
 * plenty for a table nobody reads mid-tick (and a table that changes under the reading cursor
 * several times a second is worse), and it keeps live frames free of the table's re-render…
 */
const A11Y_THROTTLE_MS = 1000;
/** …and how long the view must rest after a pan or zoom before they follow it. */
const A11Y_SETTLE_MS = 300;
/**
 * The first summary and table wait for the first paint (formatting them is the slowest part of a
 * cold mount); until then the chart is named by its role description ("Price chart").
 */
const A11Y_FIRST_MS = 50;

/** Work the model defers (weighing the whole time axis) runs once the first frame has painted. */
export function usePrepareLater(model: KlineModel): void {
  useEffect(() => {
    let frame = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const later = () => {
      if (frame || timer || typeof requestAnimationFrame === 'undefined') return;
      // After the next frame has painted: never in the way of the first paint.
      frame = requestAnimationFrame(() => {
        frame = 0;
        timer = setTimeout(() => {
          timer = undefined;
          model.prepare();
        }, 0);
      });
    };
    const unsubscribe = model.subscribe((mask) => {
      if (mask & Invalidate.data && model.needsPrepare) later();
    });
    if (model.needsPrepare) later();
    return () => {
      unsubscribe();
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [model]);
}

/**
 * The summary sentence (the chart's accessible name) and the table of candles in view, kept up to
 * date behind the chart: live ticks at most once a second, panning and zooming once they settle.
 */
export function useA11ySnapshot(
  model: KlineModel,
  latest: RefObject<LatestOptions>,
  format: KlineFormatters,
  texts: KlineTexts,
): { summary: string; table: KlineTable | null } {
  const [buildTable] = useState(createTableBuilder);
  const [summary, setSummary] = useState(texts.chart);
  const [table, setTable] = useState<KlineTable | null>(null);
  const refreshNow = useRef<() => void>(() => {});
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let last = 0;
    const refresh = () => {
      timer = undefined;
      last = Date.now();
      const { format, texts, maxTableRows = 200 } = latest.current;
      setSummary(chartSummary(model, format, texts));
      setTable(buildTable(model, format, texts, maxTableRows));
    };
    const schedule = (delay: number) => {
      timer ??= setTimeout(refresh, Math.max(0, delay));
    };
    refreshNow.current = () => schedule(0);
    schedule(A11Y_FIRST_MS);
    const unsubscribe = model.subscribe((mask) => {
      if (mask & (Invalidate.data | Invalidate.options)) {
        // Live ticks: at most every A11Y_THROTTLE_MS, so the table never lags far behind.
        schedule(A11Y_THROTTLE_MS - (Date.now() - last));
      } else if (mask & Invalidate.view) {
        // Panning and zooming: once the view has settled (nobody reads a table mid-drag).
        clearTimeout(timer);
        timer = undefined;
        schedule(A11Y_SETTLE_MS);
      }
    });
    return () => {
      unsubscribe();
      clearTimeout(timer);
    };
  }, [model, buildTable, latest]);
  // New formatters or texts (a language switch): refresh at once.
  useEffect(() => refreshNow.current(), [format, texts]);
  return { summary, table };
}

/**
 * Calls `onReachStart` when less than a screen of older candles is left, one call at a time and
 * once per first candle (asked again only after older candles arrived, or after a failure).
 * Returns whether a call is running.
 */
export function useReachStart(model: KlineModel, latest: RefObject<LatestOptions>): boolean {
  const [loadingOlder, setLoadingOlder] = useState(false);
  useEffect(() => {
    let pending = false;
    // The first candle we last asked older candles for: not asked again until older ones arrived.
    let askedAt = Number.NaN;
    const check = () => {
      const onReachStart = latest.current.onReachStart;
      if (!onReachStart || pending || !model.nearStart()) return;
      const first = model.series.time[0]!;
      if (first === askedAt) return;
      askedAt = first;
      pending = true;
      setLoadingOlder(true);
      onReachStart().then(
        () => {
          pending = false;
          setLoadingOlder(false);
        },
        () => {
          pending = false;
          askedAt = Number.NaN; // failed: the next pan asks again
          setLoadingOlder(false);
        },
      );
    };
    const unsubscribe = model.subscribe((mask) => {
      if (mask & (Invalidate.data | Invalidate.view)) queueMicrotask(check);
    });
    queueMicrotask(check);
    return unsubscribe;
  }, [model, latest]);
  return loadingOlder;
}
