import { style } from '@vanilla-extract/css';
import { vars } from '@broker/ui';

/** Layout of the trading screens (only the kit's `vars`; nothing the kit already has). */

export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const row = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const actions = style({ display: 'flex', gap: vars.space.sm, flexWrap: 'wrap' });

export const muted = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.normal,
});

export const text = style({
  margin: 0,
  color: vars.color.text,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.normal,
});

/** An error under a control that has no error slot of its own (the leverage switch, a question). */
export const fieldError = style({
  margin: 0,
  color: vars.tone.negative,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.normal,
});

export const group = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const groupLabel = style({
  margin: 0,
  color: vars.color.text,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.strong,
});

export const price = style({
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.strong,
  fontVariantNumeric: 'tabular-nums',
  color: vars.color.text,
});

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
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

export const totals = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', gap: vars.space.md });

/** A quiet full-width button that shows or hides a part of the screen (the trade tab's charts). */
export const disclosure = style({
  alignSelf: 'flex-start',
  minHeight: '44px',
  padding: `${vars.space.xs} 0`,
  border: 'none',
  background: 'none',
  color: vars.color.accentText,
  fontSize: vars.font.size.md,
  cursor: 'pointer',
  textDecoration: 'underline',
});
