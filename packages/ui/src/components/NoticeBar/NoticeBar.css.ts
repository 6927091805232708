import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css.ts';

const marquee = keyframes({ from: { transform: 'translateX(0)' }, to: { transform: 'translateX(-50%)' } });

export const bar = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: vars.size.touch,
  paddingInlineStart: vars.space.md,
  paddingInlineEnd: vars.space.xs,
  borderRadius: vars.radius.sm,
  background: vars.tone.pendingSoft,
  color: vars.tone.pending,
  fontFamily: vars.font.family,
  fontSize: vars.font.size.sm,
  selectors: {
    '&[data-tone="info"]': { background: vars.tone.infoSoft, color: vars.tone.info },
    '&[data-tone="negative"]': { background: vars.tone.negativeSoft, color: vars.tone.negative },
    '&:not([data-closable="true"])': { paddingInlineEnd: vars.space.md },
  },
});

export const icon = style({ flexShrink: 0, display: 'inline-flex' });

export const viewport = style({ flex: 1, minWidth: 0, overflow: 'hidden' });

export const text = style({
  display: 'block',
  lineHeight: vars.font.lineHeight.normal,
  selectors: { '&[data-scrolling="true"]': { whiteSpace: 'nowrap' } },
});

export const track = style({
  display: 'inline-flex',
  whiteSpace: 'nowrap',
  animation: `${marquee} var(--notice-duration, 20s) linear infinite`,
  selectors: {
    [`${viewport}:hover &, ${viewport}:focus-within &, &[data-paused="true"]`]: { animationPlayState: 'paused' },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none', whiteSpace: 'normal' } },
});

export const copy = style({
  paddingInlineEnd: vars.space.xxl,
  '@media': { '(prefers-reduced-motion: reduce)': { selectors: { '& + &': { display: 'none' } } } },
});

export const close = style({
  appearance: 'none',
  flexShrink: 0,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: vars.size.touch,
  minHeight: vars.size.touch,
  padding: 0,
  border: 'none',
  background: 'transparent',
  color: 'inherit',
  cursor: 'pointer',
  outline: 'none',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '-2px' } },
});
