import { style } from '@vanilla-extract/css';
import { vars } from '../themes/contract.css.ts';

/** A visible focus ring for keyboard users only. */
export const focusRing = style({
  outline: 'none',
  selectors: {
    '&:focus-visible': {
      outline: `2px solid ${vars.color.focus}`,
      outlineOffset: '2px',
    },
  },
});
