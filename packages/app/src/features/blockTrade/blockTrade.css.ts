import { style } from '@vanilla-extract/css';
import { vars } from '@broker/ui';

export { shortcuts, textLink } from '../../styles/links.css.ts';

/** Layout of the block-trade screens (only the kit's `vars`; nothing the kit already has). */

export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

/** A list edge to edge: the rows carry their own inset. */
export const bleed = style({
  marginInline: `calc(-1 * ${vars.space.lg})`,
  background: vars.color.surface,
});

export const plainList = style({ margin: 0, padding: 0, listStyle: 'none' });

/** Things on one line that wrap when they do not fit (a price and its badges). */
export const inline = style({
  display: 'inline-flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: vars.space.xs,
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

/** The offer's price at the top of its screen, in tabular digits. */
export const price = style({
  margin: 0,
  color: vars.color.text,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.strong,
  fontVariantNumeric: 'tabular-nums',
});

/** The home tab's section: its heading, the offers, the way to all of them. */
export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const sectionTitle = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.strong,
  color: vars.color.text,
});
