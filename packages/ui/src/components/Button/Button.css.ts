import { style, keyframes } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css.ts';
import { rem } from '../../themes/rem.ts';

export const button = style({
  appearance: 'none',
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  minHeight: vars.size.touch,
  minWidth: vars.size.touch,
  paddingInline: vars.space.lg,
  border: `${vars.borderWidth} solid transparent`,
  borderRadius: vars.radius.md,
  fontFamily: vars.font.family,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.strong,
  lineHeight: vars.font.lineHeight.tight,
  cursor: 'pointer',
  userSelect: 'none',
  WebkitTapHighlightColor: 'transparent',
  transition: `background-color ${vars.motion.fast} ${vars.motion.easing}, opacity ${vars.motion.fast}`,
  outline: 'none',
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
    '&[data-size="lg"]': { minHeight: vars.size.control, fontSize: vars.font.size.lg, paddingInline: vars.space.xl },
    '&[data-block="true"]': { display: 'flex', width: '100%' },
    '&[data-variant="primary"]': { background: vars.color.accent, color: vars.color.onAccent },
    '&[data-variant="secondary"]': {
      background: vars.color.surface,
      color: vars.color.accentText,
      borderColor: vars.color.accentText,
    },
    '&[data-variant="ghost"]': { background: 'transparent', color: vars.color.accentText },
    '&[data-variant="danger"]': { background: vars.tone.negative, color: vars.color.textInverse },
    '&:active:not([aria-disabled="true"])': { opacity: 0.85 },
    '&[aria-disabled="true"]': { cursor: 'not-allowed', opacity: 0.5 },
    '&[data-loading="true"]': { cursor: 'progress' },
  },
});

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinner = style({
  width: rem(16),
  height: rem(16),
  minWidth: '14px',
  minHeight: '14px',
  borderRadius: '50%',
  border: '2px solid currentColor',
  borderRightColor: 'transparent',
  animation: `${spin} 0.8s linear infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animationDuration: '2.4s' } },
});
