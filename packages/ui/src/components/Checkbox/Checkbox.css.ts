import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css.ts';
import { remAtLeast } from '../../themes/rem.ts';

export const root = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  minHeight: vars.size.touch,
  paddingBlock: vars.space.sm,
  color: vars.color.text,
  fontFamily: vars.font.family,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.normal,
  selectors: { '&[data-disabled="true"]': { color: vars.color.textMuted } },
});

export const label = style({
  cursor: 'pointer',
  selectors: { '[data-disabled="true"] &': { cursor: 'not-allowed' } },
});

/** The native input stays in place (for forms, screen readers and keyboard) but is invisible. */
export const input = style({
  position: 'absolute',
  insetInlineStart: 0,
  top: 0,
  width: vars.size.touch,
  height: vars.size.touch,
  margin: 0,
  opacity: 0,
  cursor: 'pointer',
  selectors: { '&:disabled': { cursor: 'not-allowed' } },
});

export const box = style({
  flexShrink: 0,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: remAtLeast(20, 20),
  height: remAtLeast(20, 20),
  marginBlockStart: '0.1em',
  borderRadius: vars.radius.sm,
  border: `2px solid ${vars.color.textMuted}`,
  background: vars.color.surface,
  color: vars.color.onAccent,
  transition: `background-color ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    [`${input}:checked + &`]: { background: vars.color.accent, borderColor: vars.color.accent },
    [`${input}:focus-visible + &`]: { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
    [`${input}[aria-invalid="true"] + &`]: { borderColor: vars.tone.negative },
    [`${input}:disabled + &`]: { opacity: 0.5 },
  },
});

export const check = style({
  width: '80%',
  height: '80%',
  visibility: 'hidden',
  selectors: { [`${input}:checked + ${box} &`]: { visibility: 'visible' } },
});

export const text = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minWidth: 0 });

export const description = style({ color: vars.color.textMuted, fontSize: vars.font.size.sm });

export const error = style({ color: vars.tone.negative, fontSize: vars.font.size.sm });
