import { style } from '@vanilla-extract/css';
import { remAtLeast, vars } from '@broker/ui';

export const code = style({
  color: vars.color.text,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.strong,
  fontVariantNumeric: 'tabular-nums',
  letterSpacing: '0.08em',
  userSelect: 'all',
});

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const sectionHeader = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const sectionTitle = style({
  margin: 0,
  color: vars.color.text,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.strong,
});

export const more = style({
  display: 'inline-flex',
  alignItems: 'center',
  flexShrink: 0,
  minHeight: vars.size.touch,
  whiteSpace: 'nowrap',
  color: vars.color.accentText,
  fontSize: vars.font.size.md,
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' } },
});

export const skeletonRow = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  minHeight: remAtLeast(56, 56),
});
