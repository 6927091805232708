import { style } from '@vanilla-extract/css';
import { vars, remAtLeast } from '@broker/ui';

export const page = style({
  minHeight: '100dvh',
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'space-between',
  padding: `${vars.space.xxl} ${vars.space.xl}`,
  background: vars.color.chrome,
  color: vars.color.onChrome,
});

export const brand = style({
  flex: 1,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.md,
  textAlign: 'center',
});

export const logo = style({ width: remAtLeast(88, 72), height: remAtLeast(88, 72) });

export const title = style({
  fontSize: vars.font.size.display,
  fontWeight: vars.font.weight.strong,
  lineHeight: vars.font.lineHeight.tight,
});

export const tagline = style({ fontSize: vars.font.size.md });

export const language = style({ display: 'grid', gap: vars.space.xs, fontSize: vars.font.size.sm });

export const select = style({
  minHeight: vars.size.touch,
  padding: `0 ${vars.space.md}`,
  borderRadius: vars.radius.md,
  border: `${vars.borderWidth} solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.font.size.md,
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' } },
});

export const actions = style({ display: 'grid', gap: vars.space.lg });
