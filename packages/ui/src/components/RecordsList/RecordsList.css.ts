import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css.ts';
import { rem } from '../../themes/rem.ts';

export const root = style({ position: 'relative', width: '100%' });

export const list = style({
  position: 'relative',
  width: '100%',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** Rows are placed by the virtualizer: absolutely, at their measured offset. */
export const row = style({ position: 'absolute', top: 0, left: 0, width: '100%' });

const pulse = keyframes({ '50%': { opacity: 0.55 } });

export const skeletons = style({ display: 'grid' });

export const skeletonRow = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.lg,
  paddingInline: vars.space.lg,
  borderBottom: `${vars.borderWidth} solid ${vars.color.border}`,
});

export const skeletonBar = style({
  height: rem(12),
  minHeight: '10px',
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceSunken,
  animation: `${pulse} 1.4s ease-in-out infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
  selectors: {
    '&[data-width="wide"]': { width: '45%' },
    '&[data-width="narrow"]': { width: '20%' },
  },
});

export const footer = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.sm,
  paddingBlock: vars.space.lg,
  paddingInline: vars.space.lg,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
  textAlign: 'center',
  selectors: { '&:empty': { display: 'none' } },
});

export const message = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
  selectors: {
    '&[data-tone="negative"]': { color: vars.color.text },
    '&:empty': { display: 'none' },
  },
});

export const empty = style({
  paddingBlock: vars.space.xxl,
  paddingInline: vars.space.lg,
  color: vars.color.textMuted,
  fontSize: vars.font.size.md,
  textAlign: 'center',
});
