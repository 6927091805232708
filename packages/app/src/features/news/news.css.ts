import { style } from '@vanilla-extract/css';
import { rem, vars } from '@broker/ui';

export const panel = style({ paddingTop: vars.space.md, marginInline: `calc(-1 * ${vars.space.lg})` });

export const item = style({
  display: 'flex',
  gap: vars.space.md,
  alignItems: 'flex-start',
  minHeight: rem(96),
  boxSizing: 'border-box',
  paddingBlock: vars.space.md,
  paddingInline: vars.space.lg,
  background: vars.color.surface,
  color: 'inherit',
  textDecoration: 'none',
  borderBottom: `${vars.borderWidth} solid ${vars.color.border}`,
  outline: 'none',
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '-2px' },
    '&:active': { background: vars.color.surfaceSunken },
  },
});

export const itemText = style({ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column', gap: vars.space.xs });

const clamp = (lines: number) =>
  ({
    display: '-webkit-box',
    WebkitBoxOrient: 'vertical',
    WebkitLineClamp: lines,
    overflow: 'hidden',
  }) as const;

export const itemTitle = style({
  ...clamp(2),
  margin: 0,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.strong,
  lineHeight: vars.font.lineHeight.tight,
  color: vars.color.text,
});

export const itemSummary = style({
  ...clamp(2),
  margin: 0,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.normal,
  color: vars.color.textMuted,
});

export const meta = style({
  margin: 0,
  fontSize: vars.font.size.xs,
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
});

export const thumb = style({
  flexShrink: 0,
  width: rem(96),
  height: rem(72),
  objectFit: 'cover',
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceSunken,
});

export const article = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.lg,
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
});

export const title = style({
  margin: 0,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.strong,
  lineHeight: vars.font.lineHeight.tight,
  color: vars.color.text,
});

export const cover = style({
  width: '100%',
  aspectRatio: '16 / 9',
  objectFit: 'cover',
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
});

export const summary = style({
  margin: 0,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.normal,
  color: vars.color.text,
});
