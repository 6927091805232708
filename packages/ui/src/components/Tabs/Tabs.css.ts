import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css.ts';

export const root = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });

/** Scrolls sideways when the tabs do not fit; no scrollbar on phones. */
export const list = style({
  display: 'flex',
  gap: vars.space.xs,
  overflowX: 'auto',
  overscrollBehaviorX: 'contain',
  scrollbarWidth: 'none',
  borderBottom: `${vars.borderWidth} solid ${vars.color.border}`,
  paddingInline: vars.space.xs,
  selectors: { '&::-webkit-scrollbar': { display: 'none' } },
});

export const tab = style({
  appearance: 'none',
  position: 'relative',
  flexShrink: 0,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: vars.size.touch,
  minWidth: vars.size.touch,
  paddingInline: vars.space.md,
  border: 'none',
  background: 'transparent',
  color: vars.color.textMuted,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.regular,
  lineHeight: vars.font.lineHeight.tight,
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  WebkitTapHighlightColor: 'transparent',
  outline: 'none',
  transition: `color ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    '&::after': {
      content: '""',
      position: 'absolute',
      insetInline: vars.space.md,
      bottom: 0,
      height: '3px',
      borderRadius: vars.radius.pill,
      background: 'transparent',
      transition: `background-color ${vars.motion.fast} ${vars.motion.easing}`,
    },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '-2px' },
    '&[data-selected="true"]': { color: vars.color.accentText, fontWeight: vars.font.weight.strong },
    '&[data-selected="true"]::after': { background: vars.color.accent },
    '&[aria-disabled="true"]': { cursor: 'not-allowed', opacity: 0.5 },
    [`${list}[data-fill="true"] &`]: { flex: '1 0 auto' },
  },
});

export const panel = style({
  outline: 'none',
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '-2px' },
    '&[hidden]': { display: 'none' },
  },
});
