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
  /** A contact address before sign-in (support/contact): an e-mail address of at most this many characters. */
  contactMax: 254,
  /** A phone number of a contact: this many digits at least and at most (spaces and a leading + aside). */
  phoneDigitsMin: 8,
  phoneDigitsMax: 15,
  /** The message of a contact before sign-in, after trimming. */
  contactMessageMin: 10,
  contactMessageMax: 1000,
  /** The account name a contact believes is theirs (optional). */
  contactAccountMax: 64,
} as const;
