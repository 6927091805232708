import { style } from '@vanilla-extract/css';
import { vars } from '@broker/ui';

/** What the screen is for and how the answer comes, above the form. */
export const intro = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.normal,
});

/** The message: several lines, in the box the kit's text fields have. */
export const message = style({
  display: 'block',
  width: '100%',
  minHeight: '8rem',
  padding: vars.space.md,
  boxSizing: 'border-box',
  resize: 'vertical',
  background: vars.color.surface,
  color: vars.color.text,
  border: `${vars.borderWidth} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  fontFamily: vars.font.family,
  fontSize: vars.font.size.lg,
  lineHeight: vars.font.lineHeight.normal,
  selectors: {
    '&:focus': { borderColor: vars.color.focus, outline: `1px solid ${vars.color.focus}` },
    '&[aria-invalid="true"]': { borderColor: vars.tone.negative },
    '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
  },
});
