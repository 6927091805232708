import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css.ts';
import { visuallyHiddenRules } from '../VisuallyHidden/visuallyHiddenRules.ts';

export const root = style({
  position: 'relative',
  // The canvas reads its label font from here: the kit's family at the small size.
  fontFamily: vars.font.family,
  fontSize: vars.font.size.xs,
  color: vars.color.text,
  background: vars.color.surface,
});

export const surface = style({
  position: 'relative',
  width: '100%',
  // One finger pans the chart sideways; vertical swipes still scroll the page.
  touchAction: 'pan-y',
  userSelect: 'none',
  WebkitUserSelect: 'none',
  WebkitTouchCallout: 'none',
  WebkitTapHighlightColor: 'transparent',
  cursor: 'crosshair',
  outline: 'none',
  borderRadius: vars.radius.sm,
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

export const canvas = style({
  position: 'absolute',
  inset: 0,
  display: 'block',
  width: '100%',
  height: '100%',
});

export const placeholder = style({
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'center',
  background: vars.color.surface,
});

/**
 * The screen-reader table's frame: visually hidden like the kit's other screen-reader texts, and
 * cheap to lay out again when a live tick changes a row (containment keeps it to itself). A block,
 * not the table itself: a table grows to its rows whatever its height says, neither `overflow` nor
 * size containment applies to it, and its couple of thousand px of rows made the page that much
 * taller. The frame is 1 px, clips them and takes them out of the page's scroll height. The
 * hidden box and the containment must stay together, or every tick lays out a hundred-odd rows
 * again.
 */
export const tableFrame = style({
  ...visuallyHiddenRules,
  contain: 'strict',
});

/** Fixed layout: the browser reads only the first row to size the columns. */
export const table = style({ tableLayout: 'fixed' });
