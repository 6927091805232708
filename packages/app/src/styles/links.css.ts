import { style } from '@vanilla-extract/css';
import { vars } from '@broker/ui';

/**
 * The app's shared text styles of the product screens: a text link (a 44 px target), a row of
 * them, and a section heading. Each feature's styles re-export them, so that five slices no
 * longer keep five copies.
 */

export const textLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.touch,
  color: vars.color.accentText,
  fontSize: vars.font.size.sm,
  textDecoration: 'none',
  outline: 'none',
  selectors: {
    '&:hover': { textDecoration: 'underline' },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, borderRadius: vars.radius.sm },
  },
});

/** Text links side by side, wrapping. */
export const shortcuts = style({ display: 'flex', flexWrap: 'wrap', gap: `0 ${vars.space.lg}` });

export const heading = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.strong,
  color: vars.color.text,
});
