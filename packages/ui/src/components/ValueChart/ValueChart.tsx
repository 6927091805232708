import { useMemo, type CSSProperties } from 'react';
import { buildDataAttributes, type DataAttributes } from '../../private/dataAttributes.ts';
import { rem } from '../../themes/rem.ts';
import { valueChartGeometry, type ValueChartMarker } from './valueChartGeometry.ts';
import * as styles from './ValueChart.css.ts';

export interface ValueChartProps {
  /** The values in time order, as numbers for drawing only. */
  values: readonly number[];
  /** Days with money in (deposits) or out (withdrawals), marked on the line. */
  markers?: readonly ValueChartMarker[];
  /**
   * What the chart shows in words (its range, first and last value, lowest and highest): the
   * text alternative screen readers read. Pair it with a table of the values for the details.
   */
  label: string;
  /** Height in CSS px of a 375 px wide phone (it scales with the root font size); the width fills the container. Default 160. */
  height?: number;
  data?: DataAttributes;
}

const WIDTH = 343;

/** An account value over time: a line over a soft area, with money in and out marked by dots. */
export function ValueChart({ values, markers = [], label, height = 160, data }: ValueChartProps) {
  const geometry = useMemo(
    () => valueChartGeometry(values, markers, { width: WIDTH, height }),
    [values, markers, height],
  );
  return (
    <svg
      {...buildDataAttributes(data)}
      className={styles.chart}
      viewBox={`0 0 ${WIDTH} ${height}`}
      preserveAspectRatio="none"
      style={{ '--value-chart-height': rem(height) } as CSSProperties}
      focusable="false"
      role="img"
      aria-label={label}
    >
      {geometry.area ? <path className={styles.area} d={geometry.area} /> : null}
      {geometry.line ? <path className={styles.line} d={geometry.line} vectorEffect="non-scaling-stroke" /> : null}
      {geometry.markers.map((marker, index) => (
        <circle
          key={index}
          className={styles.marker}
          data-kind={marker.kind}
          cx={marker.x}
          cy={marker.y}
          r={4}
          vectorEffect="non-scaling-stroke"
        />
      ))}
    </svg>
  );
}
