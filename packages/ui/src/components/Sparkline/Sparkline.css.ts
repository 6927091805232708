import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css.ts';

export const sparkline = style({
  display: 'block',
  flexShrink: 0,
  // Set per chart from its width and height props; a container may override the width.
  width: 'var(--sparkline-width)',
  height: 'var(--sparkline-height)',
  overflow: 'visible',
  selectors: {
    '&[data-sign="up"]': { color: vars.market.up },
    '&[data-sign="down"]': { color: vars.market.down },
    '&[data-sign="flat"]': { color: vars.market.flat },
  },
});

export const line = style({
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.5,
  strokeLinejoin: 'round',
  strokeLinecap: 'round',
});

export const baseline = style({
  stroke: vars.market.flat,
  strokeWidth: 1,
  strokeDasharray: '2 2',
  opacity: 0.6,
});

export const end = style({ fill: 'none', stroke: 'currentColor', strokeWidth: 3.5, strokeLinecap: 'round' });
