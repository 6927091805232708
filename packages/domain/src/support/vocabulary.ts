/**
 * The support slice's words and limits (docs/slices.md): who writes a message of a support
 * conversation, and the bounds the server enforces and the composer checks first.
 */
export const supportAuthors = ['user', 'operator'] as const;
export type SupportAuthor = (typeof supportAuthors)[number];

export const supportLimits = {
  /** A message's text, after trimming its ends (UTF-16 code units, as an input's maxLength counts). */
  textMax: 2000,
  /** Messages one account may send within `rateWindowMs` (besides the 2-second rule every rid write has). */
  perWindow: 10,
  rateWindowMs: 60_000,
  /** The support link (config `kefu`): at most this long. */
  linkMax: 512,
} as const;
