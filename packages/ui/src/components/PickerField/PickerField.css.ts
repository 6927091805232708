import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css.ts';

/** The trigger looks like the kit's text-field box, and is one button (48 px high, the whole width). */
export const trigger = style({
  appearance: 'none',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  width: '100%',
  minHeight: vars.size.control,
  margin: 0,
  paddingInline: vars.space.md,
  background: vars.color.surface,
  color: vars.color.text,
  border: `${vars.borderWidth} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  fontFamily: vars.font.family,
  fontSize: vars.font.size.lg,
  lineHeight: vars.font.lineHeight.tight,
  textAlign: 'start',
  cursor: 'pointer',
  outline: 'none',
  WebkitTapHighlightColor: 'transparent',
  transition: `border-color ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    '&:focus-visible': { borderColor: vars.color.focus, outline: `1px solid ${vars.color.focus}` },
    '&[data-invalid="true"]': { borderColor: vars.tone.negative },
    '&:disabled': { background: vars.color.surfaceSunken, color: vars.color.textMuted, cursor: 'not-allowed' },
  },
});

export const value = style({
  flex: 1,
  minWidth: 0,
  paddingBlock: vars.space.xs,
  overflowWrap: 'anywhere',
  selectors: { '&[data-placeholder="true"]': { color: vars.color.textMuted } },
});

export const chevron = style({ display: 'inline-flex', flexShrink: 0, color: vars.color.textMuted });
