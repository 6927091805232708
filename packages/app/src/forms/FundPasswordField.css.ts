import { style } from '@vanilla-extract/css';
import { vars } from '@broker/ui';

/** In place of a control the user cannot use yet (no fund password): its label, why, the way on. */
export const missingControl = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  borderRadius: vars.radius.md,
  outline: 'none',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' } },
});

const line = { margin: 0, fontSize: vars.font.size.sm, lineHeight: vars.font.lineHeight.normal } as const;

export const missingLabel = style({ ...line, color: vars.color.text, fontWeight: vars.font.weight.strong });
export const missingNote = style({ ...line, color: vars.color.textMuted });
export const missingError = style({ ...line, color: vars.tone.negative });
