import { style } from '@vanilla-extract/css';
import { vars } from '@broker/ui';

/** Layout of the lending card and records (only the kit's `vars`; nothing the kit already has). */

export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const lead = style({
  margin: 0,
  color: vars.color.text,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.normal,
});

export const muted = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.normal,
});
