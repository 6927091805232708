import { style } from '@vanilla-extract/css';
import { rem, vars } from '@broker/ui';

export { shortcuts, textLink } from '../../styles/links.css.ts';

/** Layout of the new-share screens (only the kit's `vars`; nothing the kit already has). */

export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

/** Blocks of one piece (an offering's facts, then its calendar), apart. */
export const column = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

/** A list edge to edge: the rows carry their own inset. */
export const bleed = style({
  marginInline: `calc(-1 * ${vars.space.lg})`,
  background: vars.color.surface,
});

export const row = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const actions = style({ display: 'flex', gap: vars.space.sm, flexWrap: 'wrap' });

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

/** A details sheet's content, inset like its header. */
export const sheetBody = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  padding: `${vars.space.md} ${vars.space.lg} ${vars.space.lg}`,
});

export const sheetNote = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm });

export const plainList = style({ margin: 0, padding: 0, listStyle: 'none' });

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const sectionHeader = style({
  display: 'flex',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const sectionTitle = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.strong,
  color: vars.color.text,
});

/** A hash or seed: long hexadecimal text that wraps anywhere, in tabular digits. */
export const code = style({
  margin: 0,
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  fontSize: vars.font.size.sm,
  overflowWrap: 'anywhere',
  color: vars.color.text,
});

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.font.size.sm,
  fontVariantNumeric: 'tabular-nums',
  color: vars.color.text,
});

export const cell = style({
  padding: `${vars.space.xs} ${vars.space.xs}`,
  textAlign: 'end',
  borderBottom: `${vars.borderWidth} solid ${vars.color.border}`,
});

export const headCell = style([cell, { fontWeight: vars.font.weight.strong }]);

/** The scrollable frame of a wide table, focusable so that keyboard users can scroll it. */
export const tableWrap = style({
  maxHeight: rem(320),
  overflow: 'auto',
  outline: 'none',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' } },
});

/** A record's card: its facts, its steps and its actions. */
export const recordCard = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const listGap = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});

/** A tab's panel: its list under the tabs. */
export const panel = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, paddingTop: vars.space.md });

/** A record's card in a list, apart from the next. */
export const recordItem = style({ paddingBottom: vars.space.md });

export const caption = style({
  captionSide: 'top',
  textAlign: 'start',
  paddingBottom: vars.space.xs,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
});
