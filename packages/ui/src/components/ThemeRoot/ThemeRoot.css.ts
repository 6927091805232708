import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css.ts';

export const root = style({
  minHeight: '100%',
  background: vars.color.background,
  color: vars.color.text,
  fontFamily: vars.font.family,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.normal,
  WebkitFontSmoothing: 'antialiased',
  WebkitTextSizeAdjust: '100%',
});

globalStyle(`${root} *, ${root} *::before, ${root} *::after`, { boxSizing: 'border-box' });
globalStyle(`${root} :where(h1, h2, h3, h4, p, ul, ol, figure)`, { margin: 0 });
globalStyle(`${root} :where(button, input, select, textarea)`, { font: 'inherit', color: 'inherit' });
globalStyle(`${root} :where(a)`, { color: vars.color.accentText });

export const portal = style({ position: 'relative', zIndex: vars.z.popup });
