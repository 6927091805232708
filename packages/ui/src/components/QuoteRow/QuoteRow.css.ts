import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css.ts';
import { rem, remAtLeast } from '../../themes/rem.ts';

export const row = style({
  // Inline-level, so that the underline of the app's link around it does not reach its text.
  display: 'inline-flex',
  verticalAlign: 'top',
  position: 'relative',
  alignItems: 'center',
  gap: vars.space.md,
  width: '100%',
  boxSizing: 'border-box',
  minHeight: remAtLeast(60, 44),
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.lg,
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.family,
  lineHeight: vars.font.lineHeight.tight,
  textAlign: 'start',
  textDecoration: 'none',
  selectors: {
    // A hairline under each row, inset past the padding; none under the last row of a list
    // (the row may sit in the <li> directly or inside the app's link).
    '&::after': {
      content: '""',
      position: 'absolute',
      insetInline: `${vars.space.lg} 0`,
      bottom: 0,
      borderBottom: `${vars.borderWidth} solid ${vars.color.border}`,
    },
    'li:last-child > &::after, li:last-child > * > &::after': { content: 'none' },
  },
});

export const identity = style({
  flex: 1,
  // Where space is short the sparkline narrows first; the name keeps this much.
  minWidth: rem(112),
  // A long name never widens the row (also where the row is sized by its content, e.g. in a grid).
  contain: 'inline-size',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
});

const ellipsis = { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } as const;

export const name = style({ ...ellipsis, fontSize: vars.font.size.md, fontWeight: vars.font.weight.strong });

export const meta = style({
  display: 'flex',
  // A status that does not fit beside the code goes under it rather than being cut.
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  minWidth: 0,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
});

export const code = style({ ...ellipsis, maxWidth: '100%', fontVariantNumeric: 'tabular-nums' });

export const status = style({ display: 'inline-flex', maxWidth: '100%' });

export const chart = style({ flex: `0 1 ${rem(56)}`, minWidth: 0, display: 'inline-flex' });
globalStyle(`${chart} > svg`, { width: '100%' });

export const numbers = style({
  flexShrink: 0,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-end',
  gap: vars.space.xxs,
  minWidth: rem(96),
  fontVariantNumeric: 'tabular-nums',
  textAlign: 'end',
});

export const price = style({
  position: 'relative',
  isolation: 'isolate',
  fontWeight: vars.font.weight.strong,
});

const fade = keyframes({ from: { opacity: 1 }, to: { opacity: 0 } });

/** Behind the price; fades out once per change and stays transparent. */
export const flash = style({
  position: 'absolute',
  inset: `calc(-1 * ${vars.space.xxs}) calc(-1 * ${vars.space.xs})`,
  zIndex: -1,
  borderRadius: vars.radius.sm,
  opacity: 0,
  pointerEvents: 'none',
  animation: `${fade} 900ms ease-out`,
  selectors: {
    '&[data-direction="up"]': { background: vars.market.upSoft },
    '&[data-direction="down"]': { background: vars.market.downSoft },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { display: 'none' } },
});

export const trailing = style({ flexShrink: 0, display: 'inline-flex', alignItems: 'center' });

export const skeleton = style({ display: 'flex', flexDirection: 'column' });
export const skeletonRow = style([row, { selectors: { '&:last-child::after': { content: 'none' } } }]);
export const skeletonIdentity = style([identity, { gap: vars.space.xs }]);
export const skeletonNumbers = style([numbers, { gap: vars.space.xs }]);
