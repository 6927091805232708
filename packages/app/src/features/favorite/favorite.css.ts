import { style } from '@vanilla-extract/css';
import { vars } from '@broker/ui';

export const fieldset = style({ margin: 0, padding: 0, border: 0, minWidth: 0 });

export const legend = style({
  padding: 0,
  marginBottom: vars.space.sm,
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
});

export const checkList = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
  background: vars.color.surface,
  borderRadius: vars.radius.md,
});

export const checkRow = style({
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  selectors: { '& + &': { borderTop: `${vars.borderWidth} solid ${vars.color.border}` } },
});

export const checkName = style({ fontWeight: vars.font.weight.strong });

export const checkCode = style({ color: vars.color.textMuted, fontSize: vars.font.size.sm });

export const editBar = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const editSelectAll = style({ flex: 1, minWidth: 0 });

export const results = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const resultsNote = style({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.textMuted });
