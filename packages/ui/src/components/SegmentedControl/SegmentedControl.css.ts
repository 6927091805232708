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
  flex: '1 1 0',
  minWidth: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: vars.size.touch,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.sm,
  color: vars.color.textMuted,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.tight,
  textAlign: 'center',
  overflowWrap: 'anywhere',
  cursor: 'pointer',
  userSelect: 'none',
  WebkitTapHighlightColor: 'transparent',
  transition: `background-color ${vars.motion.fast} ${vars.motion.easing}, color ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    '&:has(input:focus-visible)': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
    '&[data-selected="true"]': {
      background: vars.color.surface,
      color: vars.color.text,
      fontWeight: vars.font.weight.strong,
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
