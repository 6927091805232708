import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@broker/ui';

/** One column that never grows past the screen: the period tabs scroll inside it instead. */
export const stack = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.md });

/** The price block under the nav bar: the last price large, its change and age beside it. */
export const quote = style({
  display: 'grid',
  gap: vars.space.xs,
  padding: vars.space.md,
  background: vars.color.surface,
  borderRadius: vars.radius.md,
});

export const quoteLine = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', gap: vars.space.sm });

export const price = style({
  fontSize: vars.font.size.xxl,
  fontWeight: vars.font.weight.strong,
  fontVariantNumeric: 'tabular-nums',
  lineHeight: 1.1,
});

export const code = style({ color: vars.color.textMuted, fontSize: vars.font.size.sm });

export const chartSection = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.sm,
  padding: vars.space.sm,
  background: vars.color.surface,
  borderRadius: vars.radius.md,
});

export const chartControls = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.sm });

export const hint = style({ margin: `${vars.space.xs} 0 0`, color: vars.color.textMuted, fontSize: vars.font.size.sm });

/** The watch toggle in the nav bar: a star, filled when the instrument is watched. */
export const watch = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: 44,
  minHeight: 44,
  padding: 0,
  border: 'none',
  background: 'transparent',
  color: 'inherit',
  cursor: 'pointer',
  borderRadius: vars.radius.sm,
  selectors: {
    '&[aria-pressed="true"]': { color: vars.color.accent },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '-2px' },
    '&[aria-disabled="true"]': { opacity: 0.6, cursor: 'progress' },
  },
});

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontVariantNumeric: 'tabular-nums',
  fontSize: vars.font.size.sm,
});
globalStyle(`${table} th, ${table} td`, {
  padding: `${vars.space.xs} ${vars.space.xs}`,
  textAlign: 'end',
  borderBottom: `${vars.borderWidth} solid ${vars.color.border}`,
});
globalStyle(`${table} th[scope="row"], ${table} thead th:first-child`, { textAlign: 'start', fontWeight: 'normal' });
globalStyle(`${table} thead th`, { color: vars.color.textMuted, fontWeight: vars.font.weight.strong });

export const caption = style({
  captionSide: 'top',
  textAlign: 'start',
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
  paddingBottom: vars.space.xs,
});
