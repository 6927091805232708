import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css.ts';
import { rem } from '../../themes/rem.ts';

const shimmer = keyframes({ '0%': { opacity: 1 }, '50%': { opacity: 0.45 }, '100%': { opacity: 1 } });

export const container = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const lines = style({ flex: 1, display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const row = style({ display: 'flex', alignItems: 'center', gap: vars.space.md });

export const shape = style({
  display: 'block',
  flexShrink: 0,
  background: vars.color.surfaceSunken,
  borderRadius: vars.radius.sm,
  animation: `${shimmer} 1.4s ease-in-out infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
  selectors: {
    '&[data-shape="line"]': { height: '0.9em', width: '100%' },
    '&[data-shape="block"]': { height: rem(80), width: '100%', borderRadius: vars.radius.md },
    '&[data-shape="circle"]': { width: rem(40), height: rem(40), borderRadius: '50%' },
  },
});
