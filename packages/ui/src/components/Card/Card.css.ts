import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css.ts';

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.lg,
  background: vars.color.surface,
  color: vars.color.text,
  border: `${vars.borderWidth} solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.card,
  fontFamily: vars.font.family,
  selectors: {
    '&[data-padding="none"]': { padding: 0 },
    '&[data-padding="sm"]': { padding: vars.space.md },
    '&[data-tone="accent"]': { background: vars.color.chrome, color: vars.color.onChrome, borderColor: 'transparent' },
  },
});

/**
 * The title and its extra (a status badge…) on one line while both fit; a long pair wraps, the
 * extra under the title, rather than running out of the card on a narrow phone.
 */
export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  minHeight: vars.size.touch,
  marginBlock: `calc(-1 * ${vars.space.sm})`,
});

export const title = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.strong,
  lineHeight: vars.font.lineHeight.tight,
});

export const extra = style({ display: 'inline-flex', alignItems: 'center', maxWidth: '100%', minWidth: 0 });
