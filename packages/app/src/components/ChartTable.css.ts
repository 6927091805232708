import { style } from '@vanilla-extract/css';
import { rem, vars } from '@broker/ui';

/** A chart's values as a table behind a disclosure (ChartTable.tsx). */

export const summary = style({ cursor: 'pointer', color: vars.color.accentText, fontSize: vars.font.size.sm });

export const tableWrap = style({ maxHeight: rem(256), overflowY: 'auto' });

export const caption = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
  textAlign: 'start',
});

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.font.size.sm,
  fontVariantNumeric: 'tabular-nums',
  color: vars.color.text,
});

export const cell = style({
  padding: `${vars.space.xs} 0`,
  textAlign: 'end',
  borderBottom: `${vars.borderWidth} solid ${vars.color.border}`,
});

export const headCell = style([cell, { textAlign: 'start', fontWeight: vars.font.weight.strong }]);
