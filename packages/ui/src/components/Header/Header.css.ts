import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css.ts';

export const header = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: vars.size.navBar,
  paddingTop: 'env(safe-area-inset-top)',
  paddingInline: vars.space.md,
  background: vars.color.chrome,
  color: vars.color.onChrome,
  fontFamily: vars.font.family,
});

export const main = style({ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column', gap: vars.space.xxs });

export const greeting = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.strong,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const identity = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  columnGap: vars.space.sm,
  rowGap: vars.space.xxs,
});

export const uid = style({ fontSize: vars.font.size.sm, fontVariantNumeric: 'tabular-nums', opacity: 0.9 });

export const actions = style({ display: 'flex', alignItems: 'center', flexShrink: 0 });

export const iconButton = style({
  appearance: 'none',
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: vars.size.touch,
  minHeight: vars.size.touch,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.pill,
  background: 'transparent',
  color: 'inherit',
  cursor: 'pointer',
  outline: 'none',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.onChrome}`, outlineOffset: '-2px' } },
});

export const unreadDot = style({
  position: 'absolute',
  top: '10px',
  insetInlineEnd: '10px',
  width: '8px',
  height: '8px',
  borderRadius: '50%',
  background: vars.tone.negative,
  boxShadow: `0 0 0 2px ${vars.color.chrome}`,
});
