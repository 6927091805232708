import { style } from '@vanilla-extract/css';
import { customerServiceBallRoom, customerServiceBallTuckRoom, vars } from '@broker/ui';

export const page = style({ display: 'flex', flexDirection: 'column', minHeight: '100%' });

export const content = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.lg,
  // Room for the tucked customer-service ball at either side: no price lies under it (issue #26).
  paddingInline: `max(${vars.space.lg}, ${customerServiceBallTuckRoom})`,
  // Room for the resting customer-service ball: scrolled to the end, the last line clears it.
  paddingBottom: `calc(${vars.space.lg} + ${customerServiceBallRoom})`,
});

export const noticeLink = style({
  display: 'block',
  borderRadius: vars.radius.sm,
  textDecoration: 'none',
  color: 'inherit',
  outline: 'none',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' } },
});

export const checkInBody = style({ display: 'grid', gap: vars.space.md });

export const checkInText = style({
  margin: 0,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.normal,
  color: vars.color.text,
});

export const checkInFacts = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
});

export const sandbox = style({
  margin: 0,
  textAlign: 'center',
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.normal,
  color: vars.color.textMuted,
});

/** A home tab's panel, apart from its tabs. */
export const tabPanel = style({ paddingTop: vars.space.md });
