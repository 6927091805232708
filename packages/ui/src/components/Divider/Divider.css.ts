import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css.ts';

export const divider = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  width: '100%',
  margin: 0,
  marginBlock: vars.space.md,
  border: 'none',
  color: vars.color.textMuted,
  fontFamily: vars.font.family,
  fontSize: vars.font.size.sm,
  selectors: {
    '&[data-spacing="none"]': { marginBlock: 0 },
    '&[data-spacing="lg"]': { marginBlock: vars.space.xl },
    '&::before, &::after': {
      content: '""',
      flex: 1,
      borderTop: `${vars.borderWidth} solid ${vars.color.border}`,
    },
    '&:not([data-labelled="true"])::after': { display: 'none' },
  },
});
