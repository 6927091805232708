import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@broker/ui';

globalStyle('html, body', { margin: 0, padding: 0, minHeight: '100%' });
globalStyle('#root', { minHeight: '100dvh' });

export const column = style({
  maxWidth: vars.size.maxWidth,
  minHeight: '100dvh',
  marginInline: 'auto',
  background: vars.color.background,
  selectors: {
    // Room for the fixed tab bar and the home indicator.
    '&[data-tab="true"]': { paddingBottom: `calc(${vars.size.tabBar} + env(safe-area-inset-bottom, 0px))` },
  },
});
