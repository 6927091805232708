import { style } from '@vanilla-extract/css';
import { vars } from '@broker/ui';

export { heading, shortcuts, textLink } from '../../styles/links.css.ts';
export { muted, stack, text } from '../../styles/text.css.ts';

/** Layout of the loan screens (only the kit's `vars`; nothing the kit already has). */

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

/** A list edge to edge: the rows carry their own inset. */
export const bleed = style({
  marginInline: `calc(-1 * ${vars.space.lg})`,
  background: vars.color.surface,
});

/** The credit warning: never scrolled away in a marquee, read at the size of the text around it. */
export const warning = style({ fontWeight: vars.font.weight.strong });

/** The amount to repay and its "all" shortcut: the shortcut under the field, at its right edge. */
export const shortcut = style({
  display: 'flex',
  justifyContent: 'flex-end',
  marginTop: `calc(-1 * ${vars.space.md})`,
});

/** The sheet's live area: the figures as the amount is typed, or what to type. */
export const sheet = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });
