import { style } from '@vanilla-extract/css';
import { vars } from '@broker/ui';

/** One record of a list: a row of at least 56 px with a hairline under it. */
export const item = style({
  appearance: 'none',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  width: '100%',
  minHeight: vars.size.touch,
  margin: 0,
  paddingBlock: vars.space.md,
  paddingInline: vars.space.lg,
  border: 'none',
  borderBottom: `${vars.borderWidth} solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.family,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.tight,
  textAlign: 'start',
  // A row may be a link: no underline, the row's own colour.
  textDecoration: 'none',
  outline: 'none',
  selectors: {
    '&[data-clickable="true"]': { cursor: 'pointer' },
    '&[data-clickable="true"]:active': { background: vars.color.surfaceSunken },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '-2px' },
  },
});

export const body = style({ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column', gap: vars.space.xs });

/** Title on the left, the amount on the right. */
export const head = style({
  display: 'flex',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const title = style({ minWidth: 0, overflowWrap: 'anywhere' });

export const amount = style({ flexShrink: 0, whiteSpace: 'nowrap', fontWeight: vars.font.weight.strong });

/** A detail line: muted text on the left, e.g. a status or a balance on the right. */
export const line = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.normal,
});

export const left = style({ minWidth: 0, overflowWrap: 'anywhere' });

export const right = style({ flexShrink: 0, whiteSpace: 'nowrap' });

export const chevron = style({ flexShrink: 0, display: 'inline-flex', color: vars.color.textMuted });
