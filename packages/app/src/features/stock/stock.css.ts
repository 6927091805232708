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

/**
 * The investor-trends table scrolls sideways inside its card when it is wider (a phone of 360 px,
 * German headers, a heavily traded stock's millions): the page never does. Shadows at the edges
 * say there is more that way; each is covered by a strip of the card's colour that scrolls with
 * the content, so it shows only while something is hidden on its side (no script).
 */
export const tableScroller = style({
  // Its width is the caption's (see below): 100cqi.
  containerType: 'inline-size',
  overflowX: 'auto',
  overscrollBehaviorX: 'contain',
  borderRadius: vars.radius.sm,
  outline: 'none',
  background: [
    `linear-gradient(to right, ${vars.color.surface} 30%, transparent) left center / 2.5rem 100% no-repeat local`,
    `linear-gradient(to left, ${vars.color.surface} 30%, transparent) right center / 2.5rem 100% no-repeat local`,
    `radial-gradient(farthest-side at 0 50%, ${vars.color.overlay}, transparent) left center / 0.9rem 100% no-repeat scroll`,
    `radial-gradient(farthest-side at 100% 50%, ${vars.color.overlay}, transparent) right center / 0.9rem 100% no-repeat scroll`,
    vars.color.surface,
  ].join(', '),
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' } },
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
  // Figures stay on one line; a heading wraps between its words ('Netto gekauft'), never inside one.
  whiteSpace: 'nowrap',
  borderBottom: `${vars.borderWidth} solid ${vars.color.border}`,
});
globalStyle(`${table} th[scope="row"], ${table} thead th:first-child`, { textAlign: 'start', fontWeight: 'normal' });
globalStyle(`${table} thead th`, {
  color: vars.color.textMuted,
  fontWeight: vars.font.weight.strong,
  whiteSpace: 'normal',
  verticalAlign: 'bottom',
});

/**
 * Part of the table (it names it), but it stays in view and wraps within the card while the
 * table scrolls under it.
 */
export const caption = style({
  position: 'sticky',
  left: 0,
  maxWidth: '100cqi',
  boxSizing: 'border-box',
  captionSide: 'top',
  textAlign: 'start',
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
  paddingBottom: vars.space.xs,
});
