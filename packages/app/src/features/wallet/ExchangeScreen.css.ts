import { style } from '@vanilla-extract/css';
import { vars } from '@broker/ui';

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

/** The nav bar's link to the exchange history: an icon with a touch-sized hit area. */
export const pair = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const swap = style({ display: 'flex', justifyContent: 'center' });

export const amountHint = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const note = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.normal,
});

export const done = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const link = style({ color: vars.color.accentText, fontWeight: vars.font.weight.strong });
