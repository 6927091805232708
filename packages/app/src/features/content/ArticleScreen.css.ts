import { style } from '@vanilla-extract/css';
import { vars } from '@broker/ui';

export const article = style({
  display: 'grid',
  gap: vars.space.md,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  boxShadow: vars.shadow.card,
});

export const updated = style({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.textMuted });
