import { useMemo, type CSSProperties } from 'react';
import { buildDataAttributes, type DataAttributes } from '../../private/dataAttributes.ts';
import { rem } from '../../themes/rem.ts';
import { shareChartArcs } from './shareChartGeometry.ts';
import * as styles from './ShareChart.css.ts';

export interface ShareChartSlice {
  key: string;
  /** The slice's name, already translated. */
  label: string;
  /** Its size, as a number for drawing only. */
  value: number;
  /** What the legend says of it, e.g. "40,83 % · € 6.124,00". */
  valueText: string;
}

export interface ShareChartProps {
  slices: readonly ShareChartSlice[];
  /** Names the legend, the chart's text alternative (the donut itself is decoration). */
  label: string;
  /** Diameter in CSS px of a 375 px wide phone. Default 112. */
  size?: number;
  data?: DataAttributes;
}

/** Shares of a whole as a donut with its legend; the legend is what screen readers read. */
export function ShareChart({ slices, label, size = 112, data }: ShareChartProps) {
  const arcs = useMemo(
    () =>
      shareChartArcs(
        slices.map((slice) => slice.value),
        { size },
      ),
    [slices, size],
  );
  const colourOf = (index: number) => index % styles.paletteSize;
  return (
    <figure {...buildDataAttributes(data)} className={styles.figure}>
      <svg
        className={styles.donut}
        viewBox={`${-size / 2} ${-size / 2} ${size} ${size}`}
        style={{ '--share-chart-size': rem(size) } as CSSProperties}
        aria-hidden="true"
        focusable="false"
      >
        {arcs.map((path, index) =>
          path ? <path key={slices[index]!.key} className={styles.fill[colourOf(index)]} d={path} /> : null,
        )}
      </svg>
      <ul className={styles.legend} aria-label={label}>
        {slices.map((slice, index) => (
          <li key={slice.key} className={styles.item}>
            <span className={`${styles.swatch} ${styles.swatchColour[colourOf(index)]}`} aria-hidden="true" />
            <span className={styles.text}>
              <span className={styles.name}>{slice.label}</span>
              <span className={styles.value}>{slice.valueText}</span>
            </span>
          </li>
        ))}
      </ul>
    </figure>
  );
}
