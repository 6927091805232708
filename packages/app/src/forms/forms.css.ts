import { style } from '@vanilla-extract/css';
import { vars } from '@broker/ui';

/** What went wrong with the whole form (not one field): under the form, in words. */
export const formAlert = style({
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.tone.negativeSoft,
  color: vars.color.text,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.normal,
});

export const resultPage = style({
  minHeight: '100dvh',
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'center',
  padding: vars.space.lg,
});

export const resultActions = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, width: '100%' });

export const summary = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const summaryNote = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.normal,
});
