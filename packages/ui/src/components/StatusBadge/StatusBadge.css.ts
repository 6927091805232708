import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css.ts';

export const badge = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  maxWidth: '100%',
  paddingBlock: vars.space.xxs,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.sm,
  fontFamily: vars.font.family,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.strong,
  lineHeight: vars.font.lineHeight.tight,
  // One line; a card's header gives a long status a line of its own (Card), so that it ends in an
  // ellipsis only where a row has no room at all.
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  selectors: {
    '&[data-tone="positive"]': { background: vars.tone.positiveSoft, color: vars.tone.positive },
    '&[data-tone="negative"]': { background: vars.tone.negativeSoft, color: vars.tone.negative },
    '&[data-tone="pending"]': { background: vars.tone.pendingSoft, color: vars.tone.pending },
    '&[data-tone="neutral"]': { background: vars.tone.neutralSoft, color: vars.tone.neutral },
    '&[data-tone="info"]': { background: vars.tone.infoSoft, color: vars.tone.info },
  },
});

export const dot = style({
  width: '6px',
  height: '6px',
  borderRadius: '50%',
  background: 'currentColor',
  flexShrink: 0,
});
