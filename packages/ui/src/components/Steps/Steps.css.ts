import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css.ts';
import { remAtLeast } from '../../themes/rem.ts';

export const list = style({ margin: 0, padding: 0, listStyle: 'none', fontFamily: vars.font.family });

export const step = style({
  position: 'relative',
  display: 'grid',
  gridTemplateColumns: `${remAtLeast(24, 22)} minmax(0, 1fr)`,
  columnGap: vars.space.md,
  paddingBlockEnd: vars.space.lg,
  selectors: { '&:last-child': { paddingBlockEnd: 0 } },
});

export const marker = style({
  position: 'relative',
  display: 'flex',
  justifyContent: 'center',
  // The connecting line down to the next step.
  selectors: {
    [`${step}:not(:last-child) &::after`]: {
      content: '""',
      position: 'absolute',
      top: remAtLeast(26, 24),
      bottom: `calc(-1 * ${vars.space.lg} + 2px)`,
      width: '2px',
      background: vars.color.border,
    },
    [`${step}[data-status="done"]:not(:last-child) &::after`]: { background: vars.tone.positive },
  },
});

export const icon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: remAtLeast(24, 22),
  height: remAtLeast(24, 22),
  borderRadius: '50%',
  border: `2px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.textMuted,
  selectors: {
    [`${step}[data-status="done"] &`]: {
      background: vars.tone.positiveSoft,
      borderColor: vars.tone.positive,
      color: vars.tone.positive,
    },
    [`${step}[data-status="current"] &`]: {
      background: vars.color.accentSoft,
      borderColor: vars.color.accentText,
      color: vars.color.accentText,
    },
    [`${step}[data-status="failed"] &`]: {
      background: vars.tone.negativeSoft,
      borderColor: vars.tone.negative,
      color: vars.tone.negative,
    },
  },
});

export const currentDot = style({ width: '8px', height: '8px', borderRadius: '50%', background: 'currentColor' });

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  minWidth: 0,
  paddingBlockStart: '1px',
});

export const titleRow = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', columnGap: vars.space.sm });

export const title = style({
  color: vars.color.text,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.tight,
  overflowWrap: 'anywhere',
  selectors: {
    [`${step}[data-status="current"] &`]: { fontWeight: vars.font.weight.strong },
    [`${step}[data-status="upcoming"] &`]: { color: vars.color.textMuted },
    [`${step}[data-status="failed"] &`]: { color: vars.tone.negative, fontWeight: vars.font.weight.strong },
  },
});

export const time = style({
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
  fontVariantNumeric: 'tabular-nums',
});

export const description = style({
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.normal,
  overflowWrap: 'anywhere',
});
