import { style } from '@vanilla-extract/css';
import { vars } from '@broker/ui';
export { muted, stack, text } from '../../styles/text.css.ts';

/** Styles shared by the funds screens (only `vars`, no literal colours). */

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

/** An error under a control that has no error slot of its own (photos, choices). */
export const fieldError = style({
  margin: 0,
  color: vars.tone.negative,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.normal,
});

/** A block that can take the focus when it holds the first invalid field. */
export const focusable = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  borderRadius: vars.radius.md,
  outline: 'none',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' } },
});

export const link = style({
  alignSelf: 'flex-start',
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.touch,
  color: vars.color.accentText,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.strong,
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' } },
});

/** A card number or an address as a value: tabular, and broken anywhere rather than overflowing. */
export const detailValue = style({
  minWidth: 0,
  color: vars.color.text,
  fontSize: vars.font.size.md,
  fontVariantNumeric: 'tabular-nums',
  overflowWrap: 'anywhere',
});

export const list = style({
  margin: 0,
  paddingInlineStart: vars.space.lg,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  color: vars.color.text,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.normal,
});

export const subheading = style({
  margin: 0,
  color: vars.color.text,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.strong,
});

export const qrImage = style({
  alignSelf: 'center',
  width: '10rem',
  maxWidth: '60%',
  aspectRatio: '1',
  objectFit: 'contain',
  background: vars.color.surface,
  borderRadius: vars.radius.sm,
});

/** The page after a submission: the Result's own h1 is the page's heading. */
