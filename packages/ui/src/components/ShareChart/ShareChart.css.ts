import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css.ts';
import { rem } from '../../themes/rem.ts';

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
  alignItems: 'baseline',
  gap: vars.space.xs,
  fontSize: vars.font.size.sm,
  color: vars.color.text,
});

export const swatch = style({ width: rem(10), height: rem(10), borderRadius: vars.radius.sm, flexShrink: 0 });

/** The slice's name with its share under it, so that both fit beside the donut on a phone. */
export const text = style({ display: 'flex', flexDirection: 'column', flex: '1 1 auto', minWidth: 0 });

export const name = style({ overflowWrap: 'anywhere' });

export const value = style({ fontVariantNumeric: 'tabular-nums', color: vars.color.textMuted });
