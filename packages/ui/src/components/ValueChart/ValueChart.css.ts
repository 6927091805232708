import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css.ts';

export const chart = style({
  display: 'block',
  width: '100%',
  height: 'var(--value-chart-height)',
  color: vars.chart.line1,
  overflow: 'visible',
});

export const line = style({
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinejoin: 'round',
  strokeLinecap: 'round',
});

export const area = style({ fill: 'currentColor', opacity: 0.12 });

export const marker = style({
  strokeWidth: 2,
  stroke: vars.color.surface,
  selectors: {
    '&[data-kind="in"]': { fill: vars.tone.positive },
    '&[data-kind="out"]': { fill: vars.tone.negative },
  },
});
