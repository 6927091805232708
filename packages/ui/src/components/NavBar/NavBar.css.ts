import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css.ts';

export const bar = style({
  position: 'sticky',
  top: 0,
  zIndex: vars.z.sticky,
  display: 'grid',
  gridTemplateColumns: '1fr auto 1fr',
  alignItems: 'center',
  minHeight: vars.size.navBar,
  paddingTop: 'env(safe-area-inset-top)',
  paddingInline: vars.space.xs,
  background: vars.color.surface,
  color: vars.color.text,
  borderBottom: `${vars.borderWidth} solid ${vars.color.border}`,
  fontFamily: vars.font.family,
  selectors: {
    '&[data-tone="chrome"]': {
      background: vars.color.chrome,
      color: vars.color.onChrome,
      borderBottomColor: 'transparent',
    },
  },
});

export const side = style({ display: 'flex', alignItems: 'center', minWidth: 0 });

export const end = style([side, { justifyContent: 'flex-end' }]);

export const title = style({
  margin: 0,
  maxWidth: '60vw',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.strong,
  textAlign: 'center',
});

export const back = style({
  appearance: 'none',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: vars.size.touch,
  minHeight: vars.size.touch,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: 'inherit',
  cursor: 'pointer',
  outline: 'none',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '-2px' } },
});
