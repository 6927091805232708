import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css.ts';

export const priceChange = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '0.2em',
  fontFamily: vars.font.family,
  fontVariantNumeric: 'tabular-nums',
  lineHeight: vars.font.lineHeight.tight,
  whiteSpace: 'nowrap',
  selectors: {
    '&[data-size="sm"]': { fontSize: vars.font.size.sm },
    '&[data-size="md"]': { fontSize: vars.font.size.md },
    '&[data-size="lg"]': { fontSize: vars.font.size.lg, fontWeight: vars.font.weight.strong },
    '&[data-sign="up"]': { color: vars.market.up },
    '&[data-sign="down"]': { color: vars.market.down },
    '&[data-sign="flat"]': { color: vars.market.flat },
    '&[data-variant="pill"]': {
      paddingBlock: vars.space.xxs,
      paddingInline: vars.space.sm,
      borderRadius: vars.radius.sm,
      fontWeight: vars.font.weight.strong,
    },
    '&[data-variant="pill"][data-sign="up"]': { background: vars.market.upSoft },
    '&[data-variant="pill"][data-sign="down"]': { background: vars.market.downSoft },
    '&[data-variant="pill"][data-sign="flat"]': { background: vars.tone.neutralSoft },
  },
});

export const arrow = style({ flexShrink: 0, width: '0.9em', height: '0.9em' });
