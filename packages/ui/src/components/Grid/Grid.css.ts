import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css.ts';
import { remAtLeast } from '../../themes/rem.ts';

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(4, minmax(0, 1fr))',
  rowGap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  selectors: { '&[data-columns="5"]': { gridTemplateColumns: 'repeat(5, minmax(0, 1fr))' } },
});

export const item = style({ display: 'flex', minWidth: 0 });

export const entry = style({
  appearance: 'none',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'flex-start',
  gap: vars.space.xs,
  width: '100%',
  minHeight: remAtLeast(72, 64),
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.xxs,
  border: 'none',
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.text,
  fontFamily: vars.font.family,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.tight,
  textAlign: 'center',
  textDecoration: 'none',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '-2px' },
    '&:active': { background: vars.color.surfaceSunken },
  },
});

export const iconWrap = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: remAtLeast(40, 36),
  height: remAtLeast(40, 36),
  borderRadius: vars.radius.md,
  background: vars.color.accentSoft,
  color: vars.color.accentText,
});

export const badge = style({ position: 'absolute', top: '-6px', insetInlineEnd: '-10px' });

export const label = style({ overflowWrap: 'anywhere', hyphens: 'auto' });
