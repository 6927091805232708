import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css.ts';
import { remAtLeast } from '../../themes/rem.ts';

export const splash = style({
  minHeight: '100dvh',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.lg,
  padding: vars.space.xl,
  background: vars.color.chrome,
  color: vars.color.onChrome,
  textAlign: 'center',
});

export const logo = style({
  width: remAtLeast(88, 72),
  height: remAtLeast(88, 72),
  display: 'grid',
  placeItems: 'center',
});

export const title = style({
  fontSize: vars.font.size.xxl,
  fontWeight: vars.font.weight.strong,
  lineHeight: vars.font.lineHeight.tight,
});

export const status = style({
  minHeight: '1.5em',
  fontSize: vars.font.size.sm,
  color: vars.color.onChrome,
  opacity: 0.9,
});
