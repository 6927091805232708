import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@broker/ui';

export { shortcuts, textLink } from '../../styles/links.css.ts';

/** A list edge to edge: the rows carry their own inset, as the kit's QuoteRow does. */
export const bleed = style({
  marginInline: `calc(-1 * ${vars.space.lg})`,
  background: vars.color.surface,
});

/** A quote row as a link: the whole row opens the instrument. */
export const rowLink = style({
  display: 'block',
  color: 'inherit',
  textDecoration: 'none',
  borderBottom: `${vars.borderWidth} solid ${vars.color.border}`,
  outline: 'none',
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '-2px' },
    '&:active': { background: vars.color.surfaceSunken },
  },
});

/** A row with an action beside its link (the search's watch toggle). */
export const rowWithAction = style({
  display: 'flex',
  alignItems: 'stretch',
  background: vars.color.surface,
  borderBottom: `${vars.borderWidth} solid ${vars.color.border}`,
});

export const rowMain = style({
  flex: 1,
  minWidth: 0,
  display: 'block',
  color: 'inherit',
  textDecoration: 'none',
  outline: 'none',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '-2px' } },
});

export const rowAction = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: vars.size.touch,
  paddingInline: vars.space.md,
  border: 0,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[aria-pressed="true"]': { color: vars.color.accent },
    '&[aria-disabled="true"]': { opacity: 0.5, cursor: 'progress' },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '-2px' },
  },
});

globalStyle(`${rowAction} svg`, { width: vars.font.size.xl, height: vars.font.size.xl });

/** Controls above a list: the market switcher, the sort. */
export const controls = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const controlLabel = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
});

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

/** An index card of the strip as a link. */
export const cardLink = style({
  display: 'block',
  height: '100%',
  color: 'inherit',
  textDecoration: 'none',
  borderRadius: vars.radius.md,
  outline: 'none',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' } },
});

export const plainList = style({ margin: 0, padding: 0, listStyle: 'none' });

export const groupTitle = style({
  margin: 0,
  paddingBlock: vars.space.sm,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.strong,
  color: vars.color.textMuted,
});

/** A tab's panel: its controls above its list. */
export const panel = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, paddingTop: vars.space.md });

/** The sort button, at the list's right edge. */
export const sortRow = style({
  display: 'flex',
  justifyContent: 'flex-end',
  marginBlock: `calc(-1 * ${vars.space.xs})`,
});

/** The labels beside a row's code: its board (over the counter) and the quote's age, side by side. */
export const quoteLabels = style({ display: 'inline-flex', flexWrap: 'wrap', gap: vars.space.xxs, minWidth: 0 });
