import { style } from '@vanilla-extract/css';
import { vars } from '@broker/ui';

export const navActions = style({ display: 'inline-flex', alignItems: 'center' });

export const iconLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: vars.size.touch,
  minHeight: vars.size.touch,
  color: 'inherit',
  borderRadius: vars.radius.md,
  outline: 'none',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focus}` } },
});
