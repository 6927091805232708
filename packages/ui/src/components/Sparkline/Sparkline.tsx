import { useMemo, type CSSProperties } from 'react';
import { buildDataAttributes, type DataAttributes } from '../../private/dataAttributes.ts';
import type { MarketSign } from '../../private/marketSign.ts';
import { rem } from '../../themes/rem.ts';
import { sparklineGeometry } from './sparklineGeometry.ts';
import * as styles from './Sparkline.css.ts';

export interface SparklineProps {
  /** The day's prices in time order, as numbers for drawing only; NaN leaves a gap. */
  values: readonly number[];
  /** The previous close: drawn as a dashed line, and what the line's colour is judged against. */
  baseline?: number;
  /** Size in CSS px of a 375 px wide phone (it scales with the root font size). Default 64 × 24. */
  width?: number;
  height?: number;
  /** What the chart shows, e.g. "ASML today, up"; without it the chart is decoration and hidden from screen readers. */
  label?: string;
  /**
   * Forces the colour, e.g. the sign of the quote's change so that the line agrees with the
   * numbers beside it; by default the last value against the baseline (or the first value).
   */
  trend?: MarketSign;
  data?: DataAttributes;
}

/** A small intraday line in the up/down colour of the user's convention, with the previous close dashed. */
export function Sparkline({ values, baseline, width = 64, height = 24, label, trend, data }: SparklineProps) {
  const geometry = useMemo(
    () => sparklineGeometry(values, { width, height }, baseline),
    [values, width, height, baseline],
  );
  return (
    <svg
      {...buildDataAttributes(data)}
      className={styles.sparkline}
      data-sign={trend ?? geometry.sign}
      viewBox={`0 0 ${width} ${height}`}
      // A container may narrow it (QuoteRow does when space is short): the line then squeezes, the strokes do not.
      preserveAspectRatio="none"
      style={{ '--sparkline-width': rem(width), '--sparkline-height': rem(height) } as CSSProperties}
      focusable="false"
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
    >
      {geometry.baselineY === null ? null : (
        <line
          className={styles.baseline}
          x1={0}
          x2={width}
          y1={geometry.baselineY}
          y2={geometry.baselineY}
          vectorEffect="non-scaling-stroke"
        />
      )}
      {geometry.path ? <path className={styles.line} d={geometry.path} vectorEffect="non-scaling-stroke" /> : null}
      {geometry.end ? (
        // A zero-length round-capped stroke: stays a round dot when the chart is squeezed.
        <path className={styles.end} d={`M${geometry.end.x},${geometry.end.y}h0`} vectorEffect="non-scaling-stroke" />
      ) : null}
    </svg>
  );
}
