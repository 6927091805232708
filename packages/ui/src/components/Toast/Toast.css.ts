import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css.ts';
import { rem } from '../../themes/rem.ts';

const appear = keyframes({
  from: { opacity: 0, transform: 'scale(0.96)' },
  to: { opacity: 1, transform: 'scale(1)' },
});

/** Covers the screen without catching a single tap. */
export const viewport = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.z.toast,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  padding: vars.space.xl,
  pointerEvents: 'none',
});

export const toast = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  maxWidth: `min(100%, ${rem(300)})`,
  paddingBlock: vars.space.md,
  paddingInline: vars.space.lg,
  borderRadius: vars.radius.md,
  border: `${vars.borderWidth} solid ${vars.color.border}`,
  boxShadow: vars.shadow.popup,
  color: vars.color.text,
  fontFamily: vars.font.family,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.normal,
  overflowWrap: 'anywhere',
  animation: `${appear} ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    '&[data-tone="neutral"]': { background: vars.color.surfaceRaised },
    '&[data-tone="info"]': { background: vars.tone.infoSoft },
    '&[data-tone="positive"]': { background: vars.tone.positiveSoft },
    '&[data-tone="negative"]': { background: vars.tone.negativeSoft },
    '&[data-tone="pending"]': { background: vars.tone.pendingSoft },
  },
});

export const icon = style({
  flexShrink: 0,
  width: rem(20),
  height: rem(20),
  minWidth: '18px',
  minHeight: '18px',
  selectors: {
    [`${toast}[data-tone="info"] &`]: { color: vars.tone.info },
    [`${toast}[data-tone="positive"] &`]: { color: vars.tone.positive },
    [`${toast}[data-tone="negative"] &`]: { color: vars.tone.negative },
    [`${toast}[data-tone="pending"] &`]: { color: vars.tone.pending },
  },
});
