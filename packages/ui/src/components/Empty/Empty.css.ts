import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css.ts';

export const empty = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.md,
  paddingBlock: vars.space.xxl,
  paddingInline: vars.space.lg,
  textAlign: 'center',
  fontFamily: vars.font.family,
});

export const icon = style({ color: vars.color.textMuted, opacity: 0.8 });

export const title = style({ color: vars.color.textMuted, fontSize: vars.font.size.md });

export const description = style({ color: vars.color.textMuted, fontSize: vars.font.size.sm, maxWidth: '32em' });

export const actions = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: vars.space.sm });
