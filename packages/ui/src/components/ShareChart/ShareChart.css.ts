import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css.ts';

export const figure = style({ display: 'flex', alignItems: 'center', gap: vars.space.lg, margin: 0 });

export const donut = style({ flexShrink: 0, width: 'var(--share-chart-size)', height: 'var(--share-chart-size)' });

/** The slices' colours, in order; the legend's swatches use the same. */
const palette = [
  vars.chart.line1,
  vars.chart.line2,
  vars.chart.line3,
  vars.chart.line4,
  vars.palette.orange,
  vars.palette.green,
] as const;
export const paletteSize = palette.length;

export const fill = styleVariants(Object.fromEntries(palette.map((colour, index) => [index, { fill: colour }])));
export const swatchColour = styleVariants(
  Object.fromEntries(palette.map((colour, index) => [index, { background: colour }])),
);

export const legend = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  flex: 1,
  minWidth: 0,
});

export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  fontSize: vars.font.size.sm,
  color: vars.color.text,
});

export const swatch = style({ width: '0.625rem', height: '0.625rem', borderRadius: vars.radius.sm, flexShrink: 0 });

export const name = style({ flex: 1, minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });

export const value = style({ fontVariantNumeric: 'tabular-nums', color: vars.color.textMuted });
