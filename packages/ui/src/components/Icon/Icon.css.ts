import { style } from '@vanilla-extract/css';
import { remAtLeast } from '../../themes/rem.ts';

export const icon = style({
  flexShrink: 0,
  display: 'inline-block',
  verticalAlign: 'middle',
  selectors: {
    '&[data-size="sm"]': { width: remAtLeast(16, 14), height: remAtLeast(16, 14) },
    '&[data-size="md"]': { width: remAtLeast(20, 18), height: remAtLeast(20, 18) },
    '&[data-size="lg"]': { width: remAtLeast(24, 22), height: remAtLeast(24, 22) },
    '&[data-size="xl"]': { width: remAtLeast(32, 28), height: remAtLeast(32, 28) },
    '&[data-size="display"]': { width: remAtLeast(64, 56), height: remAtLeast(64, 56) },
  },
});
