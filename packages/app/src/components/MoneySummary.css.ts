import { style } from '@vanilla-extract/css';
import { rem, vars } from '@broker/ui';

export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

/**
 * Figures side by side when they fit, else wrapped: an amount is never cut short with an ellipsis
 * (a five-digit balance did not fit a third of a phone's card).
 */
export const figures = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, margin: 0 });

export const figure = style({
  display: 'flex',
  flexDirection: 'column',
  // Grow from about a third of a phone's card (the kit's rem: 100 design pixels to the rem).
  flex: `1 1 ${rem(120)}`,
  gap: vars.space.xxs,
  minWidth: 0,
});

export const label = style({ color: vars.color.textMuted, fontSize: vars.font.size.sm });

export const value = style({ margin: 0, overflowWrap: 'anywhere', fontVariantNumeric: 'tabular-nums' });

export const hint = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.normal,
});
