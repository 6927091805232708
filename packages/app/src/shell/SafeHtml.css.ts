import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@broker/ui';

export const html = style({
  color: vars.color.text,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.normal,
  overflowWrap: 'anywhere',
});

globalStyle(`${html} > * + *`, { marginTop: vars.space.md });
globalStyle(`${html} :is(p, ul, ol, h2, h3, h4, h5, h6)`, { marginBlock: 0 });
globalStyle(`${html} > * + :is(h2, h3, h4, h5, h6)`, { marginTop: vars.space.lg });
globalStyle(`${html} :is(h2, h3, h4, h5, h6)`, {
  fontWeight: vars.font.weight.strong,
  lineHeight: vars.font.lineHeight.tight,
});
globalStyle(`${html} h2`, { fontSize: vars.font.size.lg });
globalStyle(`${html} :is(h3, h4, h5, h6)`, { fontSize: vars.font.size.md });
globalStyle(`${html} :is(ul, ol)`, { paddingInlineStart: vars.space.xl });
globalStyle(`${html} li + li`, { marginTop: vars.space.xs });
globalStyle(`${html} a`, { color: vars.color.accentText, textDecoration: 'underline' });
globalStyle(`${html} img`, { maxWidth: '100%', height: 'auto' });
