import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css.ts';

// The app's funds DetailList, moved into the kit: the same declarations, so that screens that
// swap it in look the same. Layout and total are data attributes instead of class pairs.

export const list = style({
  margin: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  textAlign: 'start',
});

export const row = style({
  display: 'flex',
  selectors: {
    /** The value under its label (addresses, account numbers). */
    '&[data-layout="stacked"]': { flexDirection: 'column', gap: vars.space.xxs },
    /**
     * Label left, value right (amounts). When both do not fit on one line the value moves under
     * its label, whole, rather than an order number or an amount breaking in two.
     */
    '&[data-layout="inline"]': {
      alignItems: 'baseline',
      justifyContent: 'space-between',
      flexWrap: 'wrap',
      columnGap: vars.space.md,
      rowGap: vars.space.xxs,
    },
    /** The total of a summary, under a hairline. */
    '&[data-total="true"]': {
      borderTop: `${vars.borderWidth} solid ${vars.color.border}`,
      paddingTop: vars.space.sm,
    },
  },
});

export const label = style({ color: vars.color.textMuted, fontSize: vars.font.size.sm });

/** The value, with its action (copy) at the end of the line. */
export const data = style({
  margin: 0,
  display: 'flex',
  alignItems: 'center',
  selectors: {
    '&[data-layout="stacked"]': { justifyContent: 'space-between', gap: vars.space.md },
    '&[data-layout="inline"]': {
      justifyContent: 'flex-end',
      gap: vars.space.sm,
      textAlign: 'end',
      marginInlineStart: 'auto',
      maxWidth: '100%',
    },
  },
});

export const value = style({
  minWidth: 0,
  color: vars.color.text,
  fontSize: vars.font.size.md,
  fontVariantNumeric: 'tabular-nums',
  overflowWrap: 'anywhere',
  selectors: { '&[data-total="true"]': { fontWeight: vars.font.weight.strong } },
});
