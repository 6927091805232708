import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css.ts';

export const countdown = style({
  display: 'inline-flex',
  alignItems: 'baseline',
  gap: vars.space.xs,
  fontFamily: vars.font.family,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
  selectors: {
    '&[data-size="sm"]': { fontSize: vars.font.size.sm },
    '&[data-size="md"]': { fontSize: vars.font.size.md },
    '&[data-size="lg"]': { fontSize: vars.font.size.xl, fontWeight: vars.font.weight.strong },
    '&[data-state="ending"]': { color: vars.tone.negative },
    '&[data-state="done"]': { color: vars.color.textMuted },
  },
});
