import { style } from '@vanilla-extract/css';
import { vars } from '@broker/ui';

export const form = style({ display: 'grid', gap: vars.space.lg });

export const switchLine = style({
  margin: 0,
  textAlign: 'center',
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
});

const focusRing = { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px', borderRadius: vars.radius.sm };

export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.touch,
  color: vars.color.accentText,
  fontWeight: vars.font.weight.strong,
  textDecoration: 'underline',
  textUnderlineOffset: '0.15em',
  selectors: { '&:focus-visible': focusRing },
});

export const textButton = style({
  appearance: 'none',
  alignSelf: 'center',
  minHeight: vars.size.touch,
  padding: `0 ${vars.space.sm}`,
  border: 'none',
  background: 'transparent',
  color: vars.color.accentText,
  fontFamily: vars.font.family,
  fontSize: vars.font.size.sm,
  textAlign: 'center',
  textDecoration: 'underline',
  textUnderlineOffset: '0.15em',
  cursor: 'pointer',
  selectors: { '&:focus-visible': focusRing },
});
