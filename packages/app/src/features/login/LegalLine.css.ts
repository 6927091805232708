import { style } from '@vanilla-extract/css';
import { vars } from '@broker/ui';

export const line = style({
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.normal,
  textAlign: 'center',
  color: vars.color.textMuted,
  selectors: { '&[data-tone="chrome"]': { color: vars.color.onChrome } },
});

export const link = style({
  color: vars.color.accentText,
  textDecoration: 'underline',
  textUnderlineOffset: '0.15em',
  selectors: {
    [`${line}[data-tone="chrome"] &`]: { color: vars.color.onChrome },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px', borderRadius: vars.radius.sm },
  },
});
