import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css.ts';

export const group = style({
  display: 'flex',
  gap: vars.space.xxs,
  padding: vars.space.xxs,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
  border: `${vars.borderWidth} solid ${vars.color.border}`,
});

export const segment = style({
  position: 'relative',
  // Sized by their labels, so a long word gets the room it needs before any label wraps.
  flex: '1 1 auto',
  minWidth: vars.size.touch,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: vars.size.touch,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.sm,
  color: vars.color.textMuted,
  fontSize: vars.font.size.md,
  // One weight for every segment: the segments are sized by their labels, and a bolder selected
  // label would push its neighbours aside on every change. The selected one stands out by its
  // raised surface, shadow and full-contrast text.
  fontWeight: vars.font.weight.regular,
  lineHeight: vars.font.lineHeight.tight,
  textAlign: 'center',
  cursor: 'pointer',
  userSelect: 'none',
  WebkitTapHighlightColor: 'transparent',
  transition: `background-color ${vars.motion.fast} ${vars.motion.easing}, color ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    '&:has(input:focus-visible)': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
    '&[data-selected="true"]': {
      background: vars.color.surface,
      color: vars.color.text,
      boxShadow: vars.shadow.card,
    },
    '&[data-disabled="true"]': { cursor: 'not-allowed', opacity: 0.5 },
  },
});

/** The native radio (semantics, arrow keys) is unseen and covers the segment as its hit area. */
export const input = style({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  margin: 0,
  opacity: 0,
  cursor: 'inherit',
});

/**
 * The label wraps between words; a word is broken (hyphenated where the browser knows the
 * language) only when it cannot fit on a line of its own. An element, not bare text: a flex item
 * may only shrink below its longest word with min-width 0.
 */
export const text = style({ minWidth: 0, overflowWrap: 'break-word', hyphens: 'auto' });
