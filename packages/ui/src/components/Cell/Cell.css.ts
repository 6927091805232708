import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css.ts';
import { remAtLeast } from '../../themes/rem.ts';

export const group = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  fontFamily: vars.font.family,
});

export const groupTitle = style({
  paddingInline: vars.space.lg,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.strong,
});

export const groupBody = style({
  display: 'flex',
  flexDirection: 'column',
  background: vars.color.surface,
  borderRadius: vars.radius.md,
  overflow: 'hidden',
  selectors: { '&[data-inset="false"]': { borderRadius: 0 } },
});

export const cell = style({
  appearance: 'none',
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  width: '100%',
  minHeight: remAtLeast(56, 56),
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.lg,
  margin: 0,
  border: 'none',
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.family,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.tight,
  textAlign: 'start',
  textDecoration: 'none',
  outline: 'none',
  selectors: {
    // A hairline between rows, inset past the padding.
    [`${groupBody} > &:not(:last-child)::after, ${groupBody} > :not(:last-child) > &::after`]: {
      content: '""',
      position: 'absolute',
      insetInline: `${vars.space.lg} 0`,
      bottom: 0,
      borderBottom: `${vars.borderWidth} solid ${vars.color.border}`,
    },
    '&[data-clickable="true"]': { cursor: 'pointer' },
    '&[data-clickable="true"]:active': { background: vars.color.surfaceSunken },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '-2px' },
  },
});

export const icon = style({ flexShrink: 0, display: 'inline-flex', color: vars.color.textMuted });

export const main = style({ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column', gap: vars.space.xxs });

export const title = style({ color: vars.color.text, fontSize: vars.font.size.md, overflowWrap: 'anywhere' });

export const description = style({
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.normal,
  overflowWrap: 'anywhere',
});

export const value = style({
  flexShrink: 0,
  maxWidth: '55%',
  color: vars.color.textMuted,
  fontSize: vars.font.size.md,
  fontVariantNumeric: 'tabular-nums',
  textAlign: 'end',
  overflowWrap: 'anywhere',
});

export const chevron = style({
  flexShrink: 0,
  display: 'inline-flex',
  color: vars.color.textMuted,
  marginInlineEnd: `calc(-1 * ${vars.space.xs})`,
});
