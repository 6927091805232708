import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css.ts';
import { rem } from '../../themes/rem.ts';

export const header = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: vars.size.navBar,
  paddingBlock: vars.space.sm,
  paddingInlineStart: vars.space.lg,
  paddingInlineEnd: vars.space.xs,
  borderBottom: `${vars.borderWidth} solid ${vars.color.border}`,
  flexShrink: 0,
});

export const title = style({
  flex: 1,
  minWidth: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.strong,
  lineHeight: vars.font.lineHeight.tight,
  overflowWrap: 'anywhere',
});

export const description = style({
  paddingInline: vars.space.lg,
  paddingTop: vars.space.md,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
  overflowWrap: 'anywhere',
});

export const close = style({
  appearance: 'none',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  marginInlineStart: 'auto',
  width: vars.size.touch,
  height: vars.size.touch,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.pill,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  WebkitTapHighlightColor: 'transparent',
  outline: 'none',
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
    '&:active': { background: vars.color.surfaceSunken },
  },
});

export const icon = style({ width: rem(20), height: rem(20), minWidth: '18px', minHeight: '18px' });

export const body = style({
  flex: 1,
  minHeight: 0,
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  WebkitOverflowScrolling: 'touch',
  outline: 'none',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '-2px' } },
});

export const footer = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  paddingInline: vars.space.lg,
  paddingTop: vars.space.md,
  flexShrink: 0,
});

/** The last block of the sheet keeps clear of the home indicator. */
export const safeArea = style({
  flexShrink: 0,
  height: `max(${vars.space.md}, env(safe-area-inset-bottom))`,
});
