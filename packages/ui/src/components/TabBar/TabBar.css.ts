import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css.ts';

export const bar = style({
  position: 'fixed',
  insetInline: 0,
  bottom: 0,
  zIndex: vars.z.tabBar,
  maxWidth: vars.size.maxWidth,
  marginInline: 'auto',
  paddingBottom: 'env(safe-area-inset-bottom)',
  background: vars.color.surface,
  borderTop: `${vars.borderWidth} solid ${vars.color.border}`,
  fontFamily: vars.font.family,
});

export const list = style({
  display: 'grid',
  gridAutoColumns: 'minmax(0, 1fr)',
  gridAutoFlow: 'column',
  minHeight: vars.size.tabBar,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const tab = style({
  appearance: 'none',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xxs,
  width: '100%',
  height: '100%',
  minHeight: vars.size.tabBar,
  padding: vars.space.xxs,
  border: 'none',
  background: 'transparent',
  color: vars.color.textMuted,
  fontSize: vars.font.size.xs,
  lineHeight: vars.font.lineHeight.tight,
  textDecoration: 'none',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[aria-current="page"]': { color: vars.color.accentText, fontWeight: vars.font.weight.strong },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '-2px' },
  },
});

export const icon = style({ position: 'relative', display: 'inline-flex' });

export const label = style({ maxWidth: '100%', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });
