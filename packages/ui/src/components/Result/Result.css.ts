import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css.ts';
import { remAtLeast } from '../../themes/rem.ts';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.md,
  paddingBlock: vars.space.xxl,
  paddingInline: vars.space.lg,
  textAlign: 'center',
  fontFamily: vars.font.family,
});

export const icon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: remAtLeast(80, 72),
  height: remAtLeast(80, 72),
  borderRadius: '50%',
  selectors: {
    '&[data-status="success"]': { background: vars.tone.positiveSoft, color: vars.tone.positive },
    '&[data-status="failure"]': { background: vars.tone.negativeSoft, color: vars.tone.negative },
    '&[data-status="pending"]': { background: vars.tone.pendingSoft, color: vars.tone.pending },
    '&[data-status="info"]': { background: vars.tone.infoSoft, color: vars.tone.info },
  },
});

export const title = style({
  margin: 0,
  color: vars.color.text,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.strong,
  lineHeight: vars.font.lineHeight.tight,
});

export const description = style({ color: vars.color.textMuted, fontSize: vars.font.size.md, maxWidth: '32em' });

export const extra = style({ width: '100%' });

export const actions = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  width: '100%',
  marginBlockStart: vars.space.lg,
});
