import { style } from '@vanilla-extract/css';
import { vars } from '@broker/ui';

/** The sheet's content, inset like its header. */
export const sheetBody = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  padding: `${vars.space.md} ${vars.space.lg} ${vars.space.lg}`,
});

export const summary = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, margin: 0 });

export const summaryRow = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  gap: vars.space.md,
});

export const summaryLabel = style({ color: vars.color.textMuted, fontSize: vars.font.size.sm, flexShrink: 0 });

export const summaryValue = style({ margin: 0, textAlign: 'end', overflowWrap: 'anywhere' });

export const stepText = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs });
