import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css.ts';
import { remAtLeast } from '../../themes/rem.ts';

export const group = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  fontFamily: vars.font.family,
});

export const legend = style({
  color: vars.color.text,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.strong,
});

export const options = style({
  display: 'flex',
  flexDirection: 'column',
  selectors: {
    '&[data-orientation="horizontal"]': { flexDirection: 'row', flexWrap: 'wrap', columnGap: vars.space.lg },
  },
});

export const radio = style({
  appearance: 'none',
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  minHeight: vars.size.touch,
  paddingBlock: vars.space.sm,
  paddingInline: 0,
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.text,
  fontFamily: vars.font.family,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.normal,
  textAlign: 'start',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
    '&[aria-disabled="true"]': { cursor: 'not-allowed', color: vars.color.textMuted },
  },
});

export const dot = style({
  flexShrink: 0,
  position: 'relative',
  width: remAtLeast(20, 20),
  height: remAtLeast(20, 20),
  marginBlockStart: '0.1em',
  borderRadius: '50%',
  border: `2px solid ${vars.color.textMuted}`,
  background: vars.color.surface,
  selectors: {
    [`${radio}[aria-checked="true"] &`]: { borderColor: vars.color.accent },
    [`${radio}[aria-checked="true"] &::after`]: {
      content: '""',
      position: 'absolute',
      inset: '3px',
      borderRadius: '50%',
      background: vars.color.accent,
    },
    [`${radio}[aria-disabled="true"] &`]: { opacity: 0.5 },
    [`${group}[data-invalid="true"] &`]: { borderColor: vars.tone.negative },
  },
});

export const text = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs });

export const description = style({ color: vars.color.textMuted, fontSize: vars.font.size.sm });

export const hint = style({ color: vars.color.textMuted, fontSize: vars.font.size.sm });

export const error = style({ color: vars.tone.negative, fontSize: vars.font.size.sm });
