import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css.ts';
import { remAtLeast } from '../../themes/rem.ts';

/**
 * Columns share the width by their labels: each grows towards its label's width (from zero, all
 * alike, so short labels stop first), and the room left over is shared equally. A long word
 * ('Umtauschen' on a 360 px phone) gets the room it needs instead of a quarter of the width, and
 * the grid still never overflows: a word breaks only when the words cannot all fit.
 */
export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(4, minmax(0, auto))',
  rowGap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  selectors: { '&[data-columns="5"]': { gridTemplateColumns: 'repeat(5, minmax(0, auto))' } },
});

export const item = style({ display: 'flex', minWidth: 0 });

export const entry = style({
  appearance: 'none',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'flex-start',
  gap: vars.space.xs,
  width: '100%',
  minHeight: remAtLeast(72, 64),
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.xxs,
  border: 'none',
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.text,
  fontFamily: vars.font.family,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.tight,
  textAlign: 'center',
  textDecoration: 'none',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '-2px' },
    '&:active': { background: vars.color.surfaceSunken },
  },
});

export const iconWrap = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: remAtLeast(40, 36),
  height: remAtLeast(40, 36),
  borderRadius: vars.radius.md,
  background: vars.color.accentSoft,
  color: vars.color.accentText,
});

export const badge = style({ position: 'absolute', top: '-6px', insetInlineEnd: '-10px' });

/**
 * The label wraps between words; a word is broken only when it cannot fit its column at all. No
 * automatic hyphenation: it would fill a line with half a word ('Geld umtau-schen') that fits
 * whole on the next. Its width is capped by the entry's, or a word wider than the column would
 * overflow it instead of breaking.
 */
export const label = style({ maxWidth: '100%', overflowWrap: 'break-word' });
