import { style } from '@vanilla-extract/css';
import { vars } from '@broker/ui';

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

/** The nav bar's link to the exchange history: an icon with a touch-sized hit area. */
export const historyLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: vars.size.touch,
  minHeight: vars.size.touch,
  color: 'inherit',
  borderRadius: vars.radius.md,
  outline: 'none',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focus}` } },
});

export const pair = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const selectField = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const selectLabel = style({
  color: vars.color.text,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.strong,
});

/** A currency choice: a button that opens the picker. */
export const select = style({
  appearance: 'none',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  minHeight: vars.size.control,
  paddingInline: vars.space.md,
  background: vars.color.surface,
  color: vars.color.text,
  border: `${vars.borderWidth} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  fontFamily: vars.font.family,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.strong,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&:focus-visible': { borderColor: vars.color.focus, outline: `1px solid ${vars.color.focus}` },
    '&[data-invalid="true"]': { borderColor: vars.tone.negative },
  },
});

export const selectError = style({
  margin: 0,
  color: vars.tone.negative,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.normal,
});

export const swap = style({ display: 'flex', justifyContent: 'center' });

export const amountHint = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const figures = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, margin: 0 });

export const figure = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  gap: vars.space.md,
});

export const figureLabel = style({ color: vars.color.textMuted, fontSize: vars.font.size.sm });

export const figureValue = style({ margin: 0, textAlign: 'end', fontVariantNumeric: 'tabular-nums' });

export const note = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.normal,
});

export const done = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const link = style({ color: vars.color.accentText, fontWeight: vars.font.weight.strong });
