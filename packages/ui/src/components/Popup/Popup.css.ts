import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css.ts';
import { rem } from '../../themes/rem.ts';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const slideUp = keyframes({ from: { transform: 'translateY(100%)' }, to: { transform: 'translateY(0)' } });
const fadeOut = keyframes({ from: { opacity: 1 }, to: { opacity: 0 } });
const slideDown = keyframes({ from: { transform: 'translateY(0)' }, to: { transform: 'translateY(100%)' } });
const zoomOut = keyframes({
  from: { opacity: 1, transform: 'scale(1)' },
  to: { opacity: 0, transform: 'scale(0.96)' },
});
const zoomIn = keyframes({
  from: { opacity: 0, transform: 'scale(0.96)' },
  to: { opacity: 1, transform: 'scale(1)' },
});

export const root = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.z.popup,
  display: 'flex',
  justifyContent: 'center',
  selectors: {
    '&[data-position="bottom"]': { alignItems: 'flex-end' },
    '&[data-position="center"]': { alignItems: 'center', padding: vars.space.xl },
    '&[data-state="closed"]': { pointerEvents: 'none' },
  },
});

export const overlay = style({
  position: 'absolute',
  inset: 0,
  background: vars.color.overlay,
  animation: `${fadeIn} ${vars.motion.normal} ${vars.motion.easing}`,
  selectors: {
    [`${root}[data-state="closed"] &`]: {
      animation: `${fadeOut} ${vars.motion.normal} ${vars.motion.easing} forwards`,
    },
  },
});

export const panel = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  width: '100%',
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.family,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.normal,
  boxShadow: vars.shadow.popup,
  border: `${vars.borderWidth} solid ${vars.color.border}`,
  overflow: 'hidden',
  outline: 'none',
  selectors: {
    [`${root}[data-position="bottom"] &`]: {
      maxWidth: vars.size.maxWidth,
      maxHeight: '90dvh',
      borderBottom: 'none',
      borderRadius: `${vars.radius.lg} ${vars.radius.lg} 0 0`,
      animation: `${slideUp} ${vars.motion.normal} ${vars.motion.easing}`,
    },
    [`${root}[data-position="center"] &`]: {
      maxWidth: rem(320),
      maxHeight: '80dvh',
      borderRadius: vars.radius.lg,
      animation: `${zoomIn} ${vars.motion.normal} ${vars.motion.easing}`,
    },
    [`${root}[data-position="bottom"][data-state="closed"] &`]: {
      animation: `${slideDown} ${vars.motion.normal} ${vars.motion.easing} forwards`,
    },
    [`${root}[data-position="center"][data-state="closed"] &`]: {
      animation: `${zoomOut} ${vars.motion.normal} ${vars.motion.easing} forwards`,
    },
  },
});
