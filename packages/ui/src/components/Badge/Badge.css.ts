import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css.ts';
import { remAtLeast } from '../../themes/rem.ts';

export const anchor = style({ position: 'relative', display: 'inline-flex', verticalAlign: 'middle' });

export const count = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: remAtLeast(18, 18),
  height: remAtLeast(18, 18),
  paddingInline: '5px',
  borderRadius: vars.radius.pill,
  background: vars.tone.negative,
  color: vars.color.textInverse,
  fontFamily: vars.font.family,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.strong,
  lineHeight: 1,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
  boxShadow: `0 0 0 2px ${vars.color.surface}`,
  selectors: {
    [`${anchor} > &`]: { position: 'absolute', top: 0, insetInlineEnd: 0, transform: 'translate(50%, -50%)' },
    [`[dir="rtl"] ${anchor} > &`]: { transform: 'translate(-50%, -50%)' },
  },
});

export const dot = style({
  display: 'inline-block',
  flexShrink: 0,
  width: '8px',
  height: '8px',
  borderRadius: '50%',
  background: vars.tone.negative,
  boxShadow: `0 0 0 2px ${vars.color.surface}`,
  selectors: {
    '&[data-tone="positive"]': { background: vars.tone.positive },
    '&[data-tone="pending"]': { background: vars.tone.pending },
    '&[data-tone="info"]': { background: vars.tone.info },
    '&[data-tone="neutral"]': { background: vars.tone.neutral },
    [`${anchor} > &`]: { position: 'absolute', top: 0, insetInlineEnd: 0 },
  },
});
