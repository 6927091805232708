import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css.ts';
import { rem, remAtLeast } from '../../themes/rem.ts';

export const root = style({ display: 'grid', gap: vars.space.sm, width: '100%' });

export const label = style({
  color: vars.color.text,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.strong,
});

export const hint = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm });

export const frame = style({
  position: 'relative',
  display: 'grid',
  placeItems: 'center',
  width: '100%',
  aspectRatio: '4 / 3',
  overflow: 'hidden',
  borderRadius: vars.radius.md,
  border: `${vars.borderWidth} dashed ${vars.color.border}`,
  background: vars.color.surfaceSunken,
  color: vars.color.textMuted,
  selectors: {
    '&[data-has-image="true"]': { borderStyle: 'solid', background: vars.color.surface },
    '&[data-error="true"]': { borderColor: vars.tone.negative },
  },
});

export const placeholderIcon = style({ width: rem(40), height: rem(40), minWidth: '32px', minHeight: '32px' });

export const image = style({ width: '100%', height: '100%', objectFit: 'contain', display: 'block' });

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const overlay = style({
  position: 'absolute',
  inset: 0,
  display: 'grid',
  placeItems: 'center',
  background: vars.color.overlay,
  color: vars.color.textInverse,
});

export const overlayIcon = style({
  width: remAtLeast(32, 28),
  height: remAtLeast(32, 28),
  animation: `${spin} 0.9s linear infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animationDuration: '2.7s' } },
});

export const status = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
  selectors: { '&:empty': { display: 'none' } },
});

export const error = style({
  margin: 0,
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.sm,
  background: vars.tone.negativeSoft,
  color: vars.color.text,
  fontSize: vars.font.size.sm,
});

/** The form's error, as a field shows it (Field's error). */
export const fieldError = style({
  margin: 0,
  color: vars.tone.negative,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.normal,
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
