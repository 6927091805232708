import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css.ts';
import { rem } from '../../themes/rem.ts';

export const box = style({
  display: 'inline-flex',
  alignItems: 'stretch',
  alignSelf: 'flex-start',
  minHeight: vars.size.control,
  background: vars.color.surface,
  color: vars.color.text,
  border: `${vars.borderWidth} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  overflow: 'hidden',
  selectors: {
    '&:focus-within': { borderColor: vars.color.focus, outline: `1px solid ${vars.color.focus}` },
    '&[data-invalid="true"]': { borderColor: vars.tone.negative },
    '&[data-disabled="true"]': { background: vars.color.surfaceSunken, color: vars.color.textMuted },
  },
});

export const button = style({
  appearance: 'none',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: vars.size.control,
  minHeight: vars.size.control,
  padding: 0,
  border: 'none',
  background: vars.color.surfaceSunken,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: {
    '&:disabled': { cursor: 'not-allowed', color: vars.color.textMuted, opacity: 0.6 },
    '&:active:not(:disabled)': { background: vars.color.border },
  },
});

export const input = style({
  width: rem(88),
  minWidth: '64px',
  padding: `0 ${vars.space.sm}`,
  border: 'none',
  background: 'transparent',
  color: 'inherit',
  textAlign: 'center',
  fontFamily: vars.font.family,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.strong,
  fontVariantNumeric: 'tabular-nums',
  outline: 'none',
});
