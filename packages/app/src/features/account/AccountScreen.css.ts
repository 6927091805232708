import { style } from '@vanilla-extract/css';
import { vars } from '@broker/ui';

export const page = style({ minHeight: '100dvh', display: 'flex', flexDirection: 'column' });

/** Holds the place of the profile header while `user/info` loads, so nothing shifts. */
export const headerPlaceholder = style({
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'center',
  minHeight: vars.size.navBar,
  paddingInline: vars.space.lg,
  paddingBlock: vars.space.sm,
  background: vars.color.chrome,
});

export const content = style({
  flex: 1,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  padding: vars.space.lg,
  paddingBottom: `calc(${vars.space.xl} + env(safe-area-inset-bottom, 0px))`,
});
