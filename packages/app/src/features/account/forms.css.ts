import { style } from '@vanilla-extract/css';
import { vars } from '@broker/ui';

/** A form's fields, one under the other. */
export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const intro = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.normal,
});

/** An error under a control that has no error slot of its own (photos). */
export const fieldError = style({
  margin: 0,
  color: vars.tone.negative,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.normal,
});

/** A photo or the consent with its error: focusable as a whole when it is the first invalid field. */
export const photo = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  borderRadius: vars.radius.md,
  outline: 'none',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' } },
});

export const remark = style({
  margin: 0,
  color: vars.color.text,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.strong,
  lineHeight: vars.font.lineHeight.normal,
});

export const link = style({
  alignSelf: 'flex-start',
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.touch,
  color: vars.color.accentText,
  fontSize: vars.font.size.md,
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' } },
});
