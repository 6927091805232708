import { style } from '@vanilla-extract/css';
import { remAtLeast, vars } from '@broker/ui';

export const description = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs });

export const summary = style({
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  color: vars.color.text,
});

export const skeletonRow = style({
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'center',
  gap: vars.space.xs,
  minHeight: remAtLeast(56, 56),
});
