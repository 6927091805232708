import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css.ts';
import { rem } from '../../themes/rem.ts';
import { ballEdgeGap } from './ballPosition.ts';

export const ball = style({
  appearance: 'none',
  position: 'fixed',
  top: 0,
  left: 0,
  zIndex: vars.z.float,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.control,
  height: vars.size.control,
  padding: 0,
  margin: 0,
  border: 'none',
  borderRadius: '50%',
  background: vars.color.accent,
  color: vars.color.onAccent,
  boxShadow: vars.shadow.popup,
  cursor: 'grab',
  // The ball moves with the finger: the browser must not scroll or zoom instead.
  touchAction: 'none',
  userSelect: 'none',
  WebkitUserSelect: 'none',
  WebkitTapHighlightColor: 'transparent',
  WebkitTouchCallout: 'none',
  willChange: 'transform',
  // The theme zeroes the durations under prefers-reduced-motion.
  transition: `transform ${vars.motion.normal} ${vars.motion.easing}, opacity ${vars.motion.fast}`,
  outline: 'none',
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
    '&:active': { opacity: 0.9 },
    '&[data-dragging="true"]': { transition: 'none', cursor: 'grabbing' },
    // Until the ball has found its place (the theme's inset measured), it jumps, never slides.
    '&[data-placed="false"]': { transition: 'none' },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

export const icon = style({
  width: rem(24),
  height: rem(24),
  minWidth: '22px',
  minHeight: '22px',
  pointerEvents: 'none',
  // The theme zeroes the duration under prefers-reduced-motion.
  transition: `transform ${vars.motion.normal} ${vars.motion.easing}`,
  selectors: {
    // Tucked, the icon moves to the middle of the half that shows.
    '[data-tucked="right"] > &': { transform: 'translateX(-25%)' },
    '[data-tucked="left"] > &': { transform: 'translateX(25%)' },
  },
});

/** The unread dot on the ball's upper edge, ringed in the page colour so that it reads on any accent. */
export const unreadDot = style({
  position: 'absolute',
  top: '2px',
  insetInlineEnd: '2px',
  width: '10px',
  height: '10px',
  borderRadius: '50%',
  background: vars.tone.negative,
  boxShadow: `0 0 0 2px ${vars.color.background}`,
  pointerEvents: 'none',
  selectors: {
    // Tucked behind the right edge, the dot moves to the upper edge of the half that shows.
    '[data-tucked="right"] > &': { insetInlineEnd: 'auto', left: '2px' },
  },
});

/**
 * A hidden probe inside the ball, as tall as the room the ball keeps clear at the bottom by
 * default: the kit's TabBar (the theme's height, its top border and the home indicator's inset)
 * and the gap above it. The ball measures it: the theme's lengths are rem and
 * env(), which only the browser turns into pixels.
 */
export const insetProbe = style({
  position: 'absolute',
  top: 0,
  left: 0,
  width: 0,
  height: `calc(${vars.size.tabBar} + ${vars.borderWidth} + env(safe-area-inset-bottom, 0px) + ${ballEdgeGap}px)`,
  visibility: 'hidden',
  pointerEvents: 'none',
});

/**
 * The space a page leaves at its end for a resting ball: its height and a gap above and below.
 * With it, the page's last line (a disclaimer, the last price) scrolls out from under the ball.
 */
export const customerServiceBallRoom = `calc(${vars.size.control} + ${2 * ballEdgeGap}px)`;

/**
 * The space a page leaves at its sides for a tucked ball (`tuck`): the half that shows and a gap.
 * With it, no text of the page (a list's prices at the end of its rows) lies under the ball.
 */
export const customerServiceBallTuckRoom = `calc(${vars.size.control} / 2 + ${vars.space.xs})`;
