import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css.ts';
import { rem } from '../../themes/rem.ts';

export const group = style({ display: 'flex', flexDirection: 'column', paddingBlock: vars.space.xs });

export const option = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  minHeight: vars.size.control,
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.lg,
  cursor: 'pointer',
  WebkitTapHighlightColor: 'transparent',
  transition: `background-color ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    '& + &': { borderTop: `${vars.borderWidth} solid ${vars.color.border}` },
    '&:has(input:focus-visible)': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '-2px' },
    '&:active:not([data-disabled="true"])': { background: vars.color.surfaceSunken },
    '&[data-disabled="true"]': { cursor: 'not-allowed', color: vars.color.textMuted },
    '&[data-selected="true"]': { color: vars.color.accentText },
  },
});

/** The native radio (semantics, arrow keys) is unseen and covers the whole row as its hit area. */
export const input = style({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  margin: 0,
  opacity: 0,
  cursor: 'inherit',
});

export const text = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  flex: 1,
  minWidth: 0,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.tight,
  overflowWrap: 'anywhere',
});

export const description = style({ color: vars.color.textMuted, fontSize: vars.font.size.sm });

export const check = style({
  flexShrink: 0,
  width: rem(20),
  height: rem(20),
  minWidth: '18px',
  minHeight: '18px',
  visibility: 'hidden',
  selectors: { [`${option}[data-selected="true"] &`]: { visibility: 'visible' } },
});

export const actions = style({ display: 'flex', gap: vars.space.sm });
export const action = style({ flex: '1 1 0', display: 'flex', minWidth: 0 });
