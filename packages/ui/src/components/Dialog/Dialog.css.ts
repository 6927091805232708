import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css.ts';

export const content = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.xl,
  paddingBottom: vars.space.lg,
  overflowY: 'auto',
  textAlign: 'center',
});

export const title = style({
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.strong,
  lineHeight: vars.font.lineHeight.tight,
  overflowWrap: 'anywhere',
});

export const message = style({
  color: vars.color.textMuted,
  fontSize: vars.font.size.md,
  overflowWrap: 'anywhere',
  whiteSpace: 'pre-line',
});

export const actions = style({
  display: 'flex',
  flexDirection: 'row',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  padding: vars.space.lg,
  paddingTop: 0,
  flexShrink: 0,
});

/** Each button takes half the row, or the whole row when the texts are long. */
export const action = style({ flex: '1 1 40%', display: 'flex', minWidth: 0 });
