import { style } from '@vanilla-extract/css';
import { vars } from '@broker/ui';

/**
 * A screen's column and its two kinds of running text, the same in every feature that shows
 * them (only the kit's `vars`): re-exported by the features' own style files.
 */

export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

/** Text at the size of the screen's body. */
export const text = style({
  margin: 0,
  color: vars.color.text,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.normal,
});

/** A note beside the main text: smaller and quieter. */
export const muted = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.normal,
});
