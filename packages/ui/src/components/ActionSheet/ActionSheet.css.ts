import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css.ts';

export const list = style({ display: 'flex', flexDirection: 'column', listStyle: 'none', margin: 0, padding: 0 });

export const item = style({
  selectors: { '& + &': { borderTop: `${vars.borderWidth} solid ${vars.color.border}` } },
});

export const action = style({
  appearance: 'none',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xxs,
  width: '100%',
  minHeight: vars.size.control,
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.lg,
  border: 'none',
  background: 'transparent',
  color: vars.color.text,
  fontSize: vars.font.size.lg,
  lineHeight: vars.font.lineHeight.tight,
  textAlign: 'center',
  overflowWrap: 'anywhere',
  cursor: 'pointer',
  WebkitTapHighlightColor: 'transparent',
  outline: 'none',
  transition: `background-color ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '-2px' },
    '&:active:not([aria-disabled="true"])': { background: vars.color.surfaceSunken },
    '&[data-tone="destructive"]': { color: vars.tone.negative },
    '&[aria-disabled="true"]': { cursor: 'not-allowed', color: vars.color.textMuted },
  },
});

export const actionDescription = style({ color: vars.color.textMuted, fontSize: vars.font.size.sm });

/** The band between the actions and the cancel row. */
export const gap = style({ height: vars.space.sm, background: vars.color.surfaceSunken, flexShrink: 0 });
