import { style } from '@vanilla-extract/css';
import { vars } from '@broker/ui';

/** Layout of the support centre (only the kit's vars). */

export const conversation = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const start = style({
  margin: 0,
  textAlign: 'center',
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
});

export const earlier = style({ alignSelf: 'center' });

export const messages = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});

/** A message: the user's on the end side, customer service's on the start side. */
export const message = style({
  maxWidth: '85%',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  alignSelf: 'flex-start',
  selectors: { '&[data-author="user"]': { alignSelf: 'flex-end', alignItems: 'flex-end' } },
});

export const bubble = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  border: `${vars.borderWidth} solid ${vars.color.border}`,
  selectors: {
    [`${message}[data-author="user"] &`]: {
      background: vars.color.accentSoft,
      borderColor: 'transparent',
    },
  },
});

/** Plain text as written: line breaks kept, long words broken. */
export const text = style({
  margin: 0,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.normal,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
});

export const image = style({
  display: 'block',
  maxWidth: '100%',
  maxHeight: '16rem',
  borderRadius: vars.radius.sm,
  objectFit: 'contain',
});

export const meta = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.xs });

export const composer = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const composerRow = style({ display: 'flex', alignItems: 'flex-end', gap: vars.space.sm });

export const composerText = style({ flex: 1, minWidth: 0 });
