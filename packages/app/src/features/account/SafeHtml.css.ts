import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@broker/ui';

export const html = style({
  color: vars.color.text,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.normal,
  overflowWrap: 'anywhere',
});

globalStyle(`${html} > :first-child`, { marginTop: 0 });
globalStyle(`${html} > :last-child`, { marginBottom: 0 });
globalStyle(`${html} p, ${html} ul, ${html} ol`, { margin: `0 0 ${vars.space.md}` });
globalStyle(`${html} h2, ${html} h3, ${html} h4`, {
  margin: `${vars.space.lg} 0 ${vars.space.sm}`,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.strong,
  lineHeight: vars.font.lineHeight.tight,
});
globalStyle(`${html} a`, { color: vars.color.accentText });
globalStyle(`${html} img`, { maxWidth: '100%', height: 'auto' });
