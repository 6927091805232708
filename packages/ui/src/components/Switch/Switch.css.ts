import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css.ts';
import { remAtLeast } from '../../themes/rem.ts';

export const row = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  minHeight: vars.size.touch,
  fontFamily: vars.font.family,
  color: vars.color.text,
});

export const text = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minWidth: 0 });

export const label = style({ fontSize: vars.font.size.md, lineHeight: vars.font.lineHeight.normal });

export const description = style({ color: vars.color.textMuted, fontSize: vars.font.size.sm });

export const track = style({
  appearance: 'none',
  position: 'relative',
  flexShrink: 0,
  width: remAtLeast(48, 44),
  height: remAtLeast(28, 26),
  padding: 0,
  border: `2px solid ${vars.color.textMuted}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceSunken,
  cursor: 'pointer',
  outline: 'none',
  transition: `background-color ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    // An invisible 44 px hit area around the smaller track.
    '&::before': { content: '""', position: 'absolute', inset: '-10px -2px' },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
    '&[aria-checked="true"]': { background: vars.color.accent, borderColor: vars.color.accent },
    '&:disabled': { cursor: 'not-allowed', opacity: 0.5 },
  },
});

export const thumb = style({
  position: 'absolute',
  top: '2px',
  insetInlineStart: '2px',
  width: `calc(${remAtLeast(28, 26)} - 8px)`,
  height: `calc(${remAtLeast(28, 26)} - 8px)`,
  borderRadius: '50%',
  background: vars.color.textMuted,
  transition: `transform ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    [`${track}[aria-checked="true"] &`]: {
      background: vars.color.onAccent,
      transform: `translateX(calc(${remAtLeast(48, 44)} - ${remAtLeast(28, 26)}))`,
    },
    [`[dir="rtl"] ${track}[aria-checked="true"] &`]: {
      transform: `translateX(calc(-1 * (${remAtLeast(48, 44)} - ${remAtLeast(28, 26)})))`,
    },
  },
});
