import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css.ts';
import { rem } from '../../themes/rem.ts';
import { visuallyHiddenRules } from '../VisuallyHidden/visuallyHiddenRules.ts';

export const root = style({ position: 'relative' });

/** The strip the pull reveals; its height follows the finger. */
export const indicator = style({
  position: 'absolute',
  insetInline: 0,
  top: 0,
  display: 'flex',
  alignItems: 'flex-end',
  justifyContent: 'center',
  gap: vars.space.sm,
  overflow: 'hidden',
  paddingBlockEnd: vars.space.sm,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
  pointerEvents: 'none',
  selectors: { '&[data-state="idle"]': { visibility: 'hidden' } },
});

export const content = style({
  selectors: {
    '&[data-dragging="false"]': { transition: `transform ${vars.motion.normal} ${vars.motion.easing}` },
  },
});

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const icon = style({
  width: rem(18),
  height: rem(18),
  minWidth: '16px',
  minHeight: '16px',
  flexShrink: 0,
  transition: `transform ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    [`${indicator}[data-state="ready"] &`]: { transform: 'rotate(180deg)' },
    [`${indicator}[data-state="refreshing"] &`]: { animation: `${spin} 0.9s linear infinite` },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { animationDuration: '2.7s' } },
});

/** Hidden until focused by keyboard: then it shows as a full-width bar above the content. */
export const keyboardRefresh = style({
  ...visuallyHiddenRules,
  appearance: 'none',
  border: 'none',
  margin: 0,
  padding: 0,
  background: vars.color.surface,
  color: vars.color.accentText,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.strong,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&:focus-visible': {
      position: 'relative',
      width: '100%',
      height: 'auto',
      minHeight: vars.size.touch,
      clip: 'auto',
      marginBlockEnd: vars.space.sm,
      borderRadius: vars.radius.md,
      outline: `2px solid ${vars.color.focus}`,
      outlineOffset: '2px',
    },
  },
});
