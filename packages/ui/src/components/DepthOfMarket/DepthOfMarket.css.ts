import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css.ts';
import { rem } from '../../themes/rem.ts';

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  tableLayout: 'fixed',
  fontFamily: vars.font.family,
  fontSize: vars.font.size.sm,
  fontVariantNumeric: 'tabular-nums',
  lineHeight: vars.font.lineHeight.tight,
  color: vars.color.text,
});

export const head = style({
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.sm,
  color: vars.color.textMuted,
  fontWeight: vars.font.weight.regular,
  fontSize: vars.font.size.xs,
  textAlign: 'end',
  selectors: { '&:first-child': { textAlign: 'start', width: '28%' } },
});

export const row = style({ height: rem(28) });

export const level = style({
  paddingInline: vars.space.sm,
  color: vars.color.textMuted,
  fontWeight: vars.font.weight.regular,
  textAlign: 'start',
  whiteSpace: 'nowrap',
});

export const price = style({
  paddingInline: vars.space.sm,
  textAlign: 'end',
  whiteSpace: 'nowrap',
  selectors: {
    '&[data-sign="up"]': { color: vars.market.up },
    '&[data-sign="down"]': { color: vars.market.down },
    '&[data-sign="flat"]': { color: vars.market.flat },
  },
});

export const volume = style({
  position: 'relative',
  isolation: 'isolate',
  paddingInline: vars.space.sm,
  textAlign: 'end',
  whiteSpace: 'nowrap',
});

/** Grows from the inline end, behind the volume, in the side's soft up/down colour. */
export const bar = style({
  position: 'absolute',
  insetBlock: '2px',
  insetInlineEnd: 0,
  zIndex: -1,
  borderRadius: vars.radius.sm,
  selectors: {
    '&[data-side="ask"]': { background: vars.market.downSoft },
    '&[data-side="bid"]': { background: vars.market.upSoft },
  },
});

export const spread = style({
  borderBlock: `${vars.borderWidth} solid ${vars.color.border}`,
  color: vars.color.textMuted,
});

export const spreadValue = style({
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.sm,
  textAlign: 'end',
  color: vars.color.text,
  whiteSpace: 'nowrap',
});
