import { style } from '@vanilla-extract/css';
import { vars } from '@broker/ui';

export { heading, shortcuts, textLink } from '../../styles/links.css.ts';

/** Layout of the intraday screens (only the kit's `vars`; nothing the kit already has). */

export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

/** A list edge to edge: the rows carry their own inset. */
export const bleed = style({
  marginInline: `calc(-1 * ${vars.space.lg})`,
  background: vars.color.surface,
});

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

/** The buying power of the amount typed, under the amount, in tabular digits. */
export const live = style({
  margin: 0,
  color: vars.color.text,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.strong,
  fontVariantNumeric: 'tabular-nums',
});

/** A rule meter's bar: the track and the part of the limit used (a breach in the danger colour). */
export const meterTrack = style({
  height: vars.space.sm,
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceSunken,
  overflow: 'hidden',
});

export const meterFill = style({
  height: '100%',
  background: vars.color.accent,
  selectors: { '&[data-state="breach"]': { background: vars.tone.negative } },
});

/** A meter's label and its figures, on one line when they fit. */
export const meterHead = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: `0 ${vars.space.md}`,
  fontVariantNumeric: 'tabular-nums',
});

/** A label beside its live value (the countdown to the flatten). */
export const row = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

/** The book's positions: one block each, divided by a line. */
export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column' });

export const item = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  paddingBlock: vars.space.md,
  selectors: { '& + &': { borderTop: `${vars.borderWidth} solid ${vars.color.border}` } },
});
