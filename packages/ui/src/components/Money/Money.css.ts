import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css.ts';

export const money = style({
  fontFamily: vars.font.family,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
  selectors: {
    '&[data-size="sm"]': { fontSize: vars.font.size.sm },
    '&[data-size="md"]': { fontSize: vars.font.size.md },
    '&[data-size="lg"]': { fontSize: vars.font.size.lg, fontWeight: vars.font.weight.strong },
    '&[data-size="xl"]': { fontSize: vars.font.size.xl, fontWeight: vars.font.weight.strong },
    '&[data-size="display"]': {
      fontSize: vars.font.size.display,
      fontWeight: vars.font.weight.strong,
      lineHeight: vars.font.lineHeight.tight,
    },
    '&[data-sign="up"]': { color: vars.market.up },
    '&[data-sign="down"]': { color: vars.market.down },
    '&[data-sign="flat"]': { color: vars.market.flat },
  },
});
