import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@broker/ui';

export const article = style({
  display: 'grid',
  gap: vars.space.md,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  boxShadow: vars.shadow.card,
});

export const updated = style({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.textMuted });

/** Server HTML: readable paragraphs, lists and headings in the theme's type scale. */
export const content = style({
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.normal,
  color: vars.color.text,
  overflowWrap: 'anywhere',
});

globalStyle(`${content} > * + *`, { marginTop: vars.space.md });
globalStyle(`${content} :is(p, ul, ol, h2, h3, h4, h5, h6)`, { marginBottom: 0 });
globalStyle(`${content} :is(h2, h3, h4, h5, h6)`, {
  fontWeight: vars.font.weight.strong,
  lineHeight: vars.font.lineHeight.tight,
});
globalStyle(`${content} h2`, { fontSize: vars.font.size.lg });
globalStyle(`${content} :is(h3, h4, h5, h6)`, { fontSize: vars.font.size.md });
globalStyle(`${content} :is(ul, ol)`, { paddingInlineStart: vars.space.xl });
globalStyle(`${content} li + li`, { marginTop: vars.space.xs });
globalStyle(`${content} a`, { color: vars.color.accentText, textDecoration: 'underline' });
globalStyle(`${content} img`, { maxWidth: '100%', height: 'auto' });
