import { style } from '@vanilla-extract/css';
import { vars } from '@broker/ui';

export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const balance = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const figures = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: `${vars.space.md} ${vars.space.lg}`,
  margin: 0,
});

export const hint = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.normal,
});

export const walletValue = style({ whiteSpace: 'nowrap' });
