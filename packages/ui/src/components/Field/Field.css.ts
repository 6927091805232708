import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css.ts';

export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: 0,
  fontFamily: vars.font.family,
});

export const label = style({
  color: vars.color.text,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.strong,
  lineHeight: vars.font.lineHeight.tight,
});

export const required = style({ color: vars.tone.negative, marginInlineStart: vars.space.xxs });

export const hint = style({
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.normal,
});

export const error = style({
  color: vars.tone.negative,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.normal,
});

/** The box around an input with its prefix, suffix and buttons (shared by the text-like fields). */
export const box = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: vars.size.control,
  paddingInline: vars.space.md,
  background: vars.color.surface,
  color: vars.color.text,
  border: `${vars.borderWidth} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  transition: `border-color ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    '&:focus-within': { borderColor: vars.color.focus, outline: `1px solid ${vars.color.focus}` },
    '&[data-invalid="true"]': { borderColor: vars.tone.negative },
    '&[data-disabled="true"]': { background: vars.color.surfaceSunken, color: vars.color.textMuted },
  },
});

export const input = style({
  flex: 1,
  minWidth: 0,
  minHeight: vars.size.touch,
  padding: 0,
  border: 'none',
  background: 'transparent',
  color: 'inherit',
  fontFamily: vars.font.family,
  fontSize: vars.font.size.lg,
  lineHeight: vars.font.lineHeight.tight,
  outline: 'none',
  selectors: {
    '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
    '&:disabled': { cursor: 'not-allowed' },
    '&[data-numeric="true"]': { fontVariantNumeric: 'tabular-nums' },
  },
});

export const affix = style({
  flexShrink: 0,
  color: vars.color.textMuted,
  fontSize: vars.font.size.md,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});

/** A square icon button inside the box (show password, clear). */
export const boxButton = style({
  appearance: 'none',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  minWidth: vars.size.touch,
  minHeight: vars.size.touch,
  marginInlineEnd: `calc(-1 * ${vars.space.sm})`,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});
