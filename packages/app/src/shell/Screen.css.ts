import { style } from '@vanilla-extract/css';
import { vars } from '@broker/ui';

export const screen = style({ minHeight: '100dvh', display: 'flex', flexDirection: 'column' });

export const content = style({
  flex: 1,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.lg,
});

export const footer = style({
  position: 'sticky',
  bottom: 0,
  padding: `${vars.space.md} ${vars.space.lg} calc(${vars.space.md} + env(safe-area-inset-bottom, 0px))`,
  background: vars.color.surface,
  borderTop: `${vars.borderWidth} solid ${vars.color.border}`,
});
