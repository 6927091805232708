import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css.ts';
import { rem } from '../../themes/rem.ts';

export const strip = style({
  display: 'block',
  overflowX: 'auto',
  overflowY: 'hidden',
  overscrollBehaviorX: 'contain',
  scrollSnapType: 'x mandatory',
  scrollPaddingInline: vars.space.lg,
  scrollbarWidth: 'none',
  borderRadius: vars.radius.md,
  outline: 'none',
  selectors: {
    '&::-webkit-scrollbar': { display: 'none' },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

export const list = style({
  display: 'flex',
  gap: vars.space.sm,
  margin: 0,
  paddingBlock: vars.space.xxs,
  paddingInline: vars.space.lg,
  listStyle: 'none',
  width: 'max-content',
});

// Slots stretch to the tallest card of the strip (a long name wraps), and so do the cards in them.
export const slot = style({ flexShrink: 0, scrollSnapAlign: 'start' });

// The app wraps each card in its link: the link takes the card's place, height and radius.
globalStyle(`${slot} > a`, {
  display: 'block',
  height: '100%',
  color: 'inherit',
  textDecoration: 'none',
  borderRadius: vars.radius.md,
  outline: 'none',
});
globalStyle(`${slot} > a:focus-visible`, { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' });
globalStyle(`${slot} > a:active > *`, { background: vars.color.surfaceSunken });

export const card = style({
  // Inline-level, so that the underline of the app's link around it does not reach its text.
  display: 'inline-flex',
  verticalAlign: 'top',
  flexDirection: 'column',
  gap: vars.space.xs,
  boxSizing: 'border-box',
  flexShrink: 0,
  width: rem(132),
  height: '100%',
  minHeight: vars.size.touch,
  padding: vars.space.md,
  background: vars.color.surface,
  color: vars.color.text,
  border: `${vars.borderWidth} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.card,
  fontFamily: vars.font.family,
  lineHeight: vars.font.lineHeight.tight,
});

/**
 * The name shows whole: it wraps between words (a word breaks only if it is wider than the card)
 * rather than end in an ellipsis ('AMX (Amsterd…'). It is the one text that says which index a
 * card is, and the kit takes whatever name the app passes, in any language, so no shorter display
 * name can be relied on. It takes up the height the tallest card of the strip gives every card, so
 * the levels under the names stay on one line.
 */
export const name = style({
  flexGrow: 1,
  // Three lines, whatever the name ('Dow Jones Industrial Average', 'AMX (Amsterdam Midcap)' take
  // three on a phone): the placeholder and every market's strip keep one height, so nothing under
  // the strip moves when the levels come in (a layout shift on the home screen).
  minHeight: '3lh',
  overflowWrap: 'break-word',
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
});

export const price = style({
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.strong,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});

/** The placeholder's line of the change (PriceChange at size sm). */
export const changeLine = style({ fontSize: vars.font.size.sm });

/** The sparkline's place, kept whether its points are in or not (SPARKLINE_HEIGHT). */
export const chart = style({ display: 'block', height: rem(24), marginBlockStart: vars.space.xxs });

/** The placeholder cards, laid out as the list's (the same gap and padding: the same height). */
export const skeletonRow = style({
  display: 'flex',
  gap: vars.space.sm,
  paddingBlock: vars.space.xxs,
  paddingInline: vars.space.lg,
});
