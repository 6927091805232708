import { memo, useEffect, useImperativeHandle, useMemo, useRef, useState, type Ref } from 'react';
import { runtimeTimeZone } from '@broker/domain';
import type { KlineTexts } from '../../chart/a11y.ts';
import type { KlineCandle } from '../../chart/candles.ts';
import { defaultFormatters, type KlineFormatters } from '../../chart/format.ts';
import type { KlineIndicatorSettings, KlineMainIndicator, KlineMode, KlineSubChart } from '../../chart/variants.ts';
import { useKlineChart, type KlineChartHandle } from '../../headless/useKlineChart.ts';
import { useKlineGestures, type KlineGestureBinding } from '../../headless/useKlineGestures.ts';
import { buildDataAttributes, type DataAttributes } from '../../private/dataAttributes.ts';
import { useKitTexts } from '../../texts/KitTexts.tsx';
import { rem } from '../../themes/rem.ts';
import { Empty } from '../Empty/Empty.tsx';
import { Skeleton, SkeletonShape } from '../Skeleton/Skeleton.tsx';
import { visuallyHidden } from '../VisuallyHidden/VisuallyHidden.css.ts';
import { KlineTable } from './KlineTable.tsx';
import { useKlineRenderer } from './useKlineRenderer.ts';
import * as styles from './KlineChart.css.ts';

export interface KlineChartProps {
  /**
   * Candles in ascending time order, as numbers for drawing (the app converts its decimal strings).
   * Pass a new array to update: the last candle replaced or one appended is a live tick (only the
   * tail is recomputed); older candles put in front are a page back (the view stays where it is).
   */
  candles: readonly KlineCandle[];
  /** `candles` (OHLC) or `intraday` (price line, average price line if the candles carry one, volume). Default candles. */
  mode?: KlineMode;
  /** MA, EMA or BOLL over the candles; ignored in intraday mode. Default ma. */
  mainIndicator?: KlineMainIndicator;
  /** The one sub chart: VOL, MACD, KDJ, RSI or none. Default vol. */
  subChart?: KlineSubChart;
  /** Indicator periods, e.g. `{ ma: [5, 10, 20, 60] }`. */
  indicatorSettings?: Partial<KlineIndicatorSettings>;
  /** Candles in view when the chart opens, or 'all'. Default 60 (candles), 'all' (intraday). */
  visibleBars?: number | 'all';
  /** Height in CSS px of a 375 px wide phone (scales with the root font size). Default 300. */
  height?: number;
  /** IANA time zone of the market: time axis boundaries and the default time format. Default the device's. */
  timeZone?: string;
  /** Intraday: the previous close, drawn dashed. */
  baseline?: number;
  /** Shows a skeleton while there are no candles yet. */
  loading?: boolean;
  /** Called when less than a screen of older candles is left; resolve once older candles are in `candles`. */
  onReachStart?: () => Promise<void>;
  /** Prices (axis, legends, tooltip, table), e.g. with the instrument's decimals. Default 2 decimals. */
  formatPrice?: (value: number) => string;
  formatVolume?: (value: number) => string;
  /** A signed change, e.g. '+1,25'. */
  formatChange?: (value: number) => string;
  /** A signed percentage, e.g. '+0,45%'. */
  formatPercent?: (value: number) => string;
  /** Times (epoch ms): axis labels ('year', 'month', 'day', 'time') and whole candles ('date', 'dateTime'). */
  formatTime?: KlineFormatters['time'];
  /** Overrides the kit texts (`kline`). */
  texts?: Partial<KlineTexts>;
  /** Most rows of the screen-reader table (the newest in view). Default 200. */
  maxTableRows?: number;
  ref?: Ref<KlineChartHandle>;
  data?: DataAttributes;
}

function useFormatters(props: KlineChartProps, timeZone: string): KlineFormatters {
  const { formatPrice, formatVolume, formatChange, formatPercent, formatTime } = props;
  const defaults = useMemo(() => defaultFormatters(timeZone), [timeZone]);
  return useMemo(
    () => ({
      price: formatPrice ?? defaults.price,
      volume: formatVolume ?? defaults.volume,
      change: formatChange ?? defaults.change,
      percent: formatPercent ?? defaults.percent,
      time: formatTime ?? defaults.time,
    }),
    [defaults, formatPrice, formatVolume, formatChange, formatPercent, formatTime],
  );
}

/**
 * A candlestick (K-line) chart on canvas: candles or the intraday line, MA/EMA/BOLL, one sub chart
 * (VOL, MACD, KDJ, RSI), pan and pinch zoom by touch, drag and wheel by mouse, a crosshair with a
 * tooltip, live updates of the last candle. For screen readers it is one focusable element named
 * by a summary of the candles in view; arrow keys move a cursor from candle to candle and a polite
 * live region reads each one, and a hidden table lists the candles in view.
 */
export function KlineChart(props: KlineChartProps) {
  const { candles, loading = false, height = 300, data } = props;
  const kit = useKitTexts();
  const overrides = JSON.stringify(props.texts ?? null);
  const texts = useMemo<KlineTexts>(
    () => ({ ...kit.kline, ...(JSON.parse(overrides) as Partial<KlineTexts> | null) }),
    [kit.kline, overrides],
  );
  // Asking Intl for the device's zone costs a formatter: once, not on every live tick.
  const timeZone = useMemo(() => props.timeZone ?? runtimeTimeZone(), [props.timeZone]);
  const format = useFormatters(props, timeZone);

  if (candles.length === 0) {
    return (
      <div {...buildDataAttributes(data)} className={styles.placeholder} style={{ height: rem(height) }}>
        {loading ? (
          <Skeleton>
            <SkeletonShape shape="block" height={rem(height)} />
          </Skeleton>
        ) : (
          <Empty title={texts.empty} />
        )}
      </div>
    );
  }
  return <KlineChartView {...props} height={height} timeZone={timeZone} format={format} texts={texts} />;
}

/**
 * True once the first frame has painted: what only matters for interaction (binding gestures) is
 * set up then, out of the way of the first paint.
 */
function usePainted(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setPainted(true), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return painted;
}

/** Gestures in a child that re-renders only with the chart (not on each tick; see useKlineGestures). */
const Gestures = memo(function Gestures({ binding }: { binding: KlineGestureBinding }) {
  useKlineGestures(binding);
  return null;
});

type ViewProps = Omit<KlineChartProps, 'texts' | 'height' | 'timeZone'> & {
  height: number;
  timeZone: string;
  format: KlineFormatters;
  texts: KlineTexts;
};

function KlineChartView({ ref, height, data, format, texts, ...options }: ViewProps) {
  const { model, surfaceRef, surfaceProps, gestures, hintId, announcement, table, loadingOlder, handle } =
    useKlineChart({
      ...options,
      format,
      texts,
    });
  const rootRef = useRef<HTMLDivElement>(null);
  const mainRef = useRef<HTMLCanvasElement>(null);
  const overlayRef = useRef<HTMLCanvasElement>(null);
  useImperativeHandle(ref, () => handle, [handle]);
  useKlineRenderer(model, rootRef, mainRef, overlayRef, format, texts);
  const painted = usePainted();
  return (
    <div
      {...buildDataAttributes(data)}
      ref={rootRef}
      className={styles.root}
      data-mode={options.mode ?? 'candles'}
      data-loading-older={loadingOlder || undefined}
    >
      <div ref={surfaceRef} {...surfaceProps} className={styles.surface} style={{ height: rem(height) }}>
        <canvas ref={mainRef} className={styles.canvas} aria-hidden="true" />
        <canvas ref={overlayRef} className={styles.canvas} aria-hidden="true" />
      </div>
      {painted ? <Gestures binding={gestures} /> : null}
      <p id={hintId} className={visuallyHidden}>
        {texts.keyboardHint}
      </p>
      <p role="status" className={visuallyHidden}>
        {announcement}
      </p>
      {table ? <KlineTable table={table} /> : null}
    </div>
  );
}
