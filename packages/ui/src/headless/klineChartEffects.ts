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
 * How long (ms) the summary (the chart's accessible name) may lag behind a change of data: once
 * a second is plenty, and it keeps live frames free of the work…
 */
const A11Y_THROTTLE_MS = 1000;
/**
 * …and how long the table may lag behind live ticks. Laying out a hundred-odd hidden rows again
 * takes 25–50 ms on a slow phone (4× CPU): once a second, that was a long task every second of a
 * live chart. A table changing under the reading cursor is no help either; the price above the
 * chart and the summary stay current.
 */
const A11Y_TABLE_LIVE_MS = 10_000;
/** How long the view must rest after a pan or zoom before the summary and table follow it. */
const A11Y_SETTLE_MS = 300;

/** A refresh that runs at most once per call site's interval, or once things settle. */
function scheduled(run: () => void) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let due = Number.POSITIVE_INFINITY;
  // Counted from its creation (the chart's mount), so that an early change does not overtake the first run.
  let last = Date.now();
  const fire = () => {
    timer = undefined;
    due = Number.POSITIVE_INFINITY;
    last = Date.now();
    run();
  };
  const at = (when: number) => {
    if (when >= due) return;
    clearTimeout(timer);
    due = when;
    timer = setTimeout(fire, Math.max(0, when - Date.now()));
  };
  return {
    /** Runs within `delay` ms from now (an earlier pending run stays). */
    soon: (delay: number) => at(Date.now() + delay),
    /** Runs once `interval` ms have passed since the last run (at once if they have). */
    throttled: (interval: number) => at(Math.max(Date.now(), last + interval)),
    /** Runs `delay` ms after the last of a series of calls (pans, zooms). */
    settled: (delay: number) => {
      clearTimeout(timer);
      due = Number.POSITIVE_INFINITY;
      at(Date.now() + delay);
    },
    cancel: () => clearTimeout(timer),
  };
}
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
 * date behind the chart: the summary follows live ticks at most once a second, the table every
 * ten seconds; panning and zooming once they settle; a new data set within a second.
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
    const summary = scheduled(() => {
      const { format, texts } = latest.current;
      setSummary(chartSummary(model, format, texts));
    });
    const table = scheduled(() => {
      const { format, texts, maxTableRows = 200 } = latest.current;
      setTable(buildTable(model, format, texts, maxTableRows));
    });
    refreshNow.current = () => {
      summary.soon(0);
      table.soon(0);
    };
    summary.soon(A11Y_FIRST_MS);
    table.soon(A11Y_FIRST_MS);
    const unsubscribe = model.subscribe((mask) => {
      if (mask & (Invalidate.data | Invalidate.options)) {
        summary.throttled(A11Y_THROTTLE_MS);
        // Live ticks: the table at most every A11Y_TABLE_LIVE_MS; other data (a new period, an
        // older page) and new options within the second.
        table.throttled(mask & Invalidate.live ? A11Y_TABLE_LIVE_MS : A11Y_THROTTLE_MS);
      } else if (mask & Invalidate.view) {
        // Panning and zooming: once the view has settled (nobody reads a table mid-drag).
        summary.settled(A11Y_SETTLE_MS);
        table.settled(A11Y_SETTLE_MS);
      }
    });
    return () => {
      unsubscribe();
      summary.cancel();
      table.cancel();
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
