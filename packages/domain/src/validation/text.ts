/**
 * Characters no text field may carry (one rule for every text the API takes: the contract's
 * schemas refuse them, the support slice's validators too). Texts are stored and shown as plain
 * text, never as HTML, so markup is harmless; what is refused could still mislead a reader or a
 * log, or is refused by the database: control characters (C0 but tab and line feed, DEL, C1 —
 * NUL among them, which PostgreSQL cannot store), the bidirectional embeddings, overrides and
 * isolates that reorder what is shown (U+202A–U+202E, U+2066–U+2069, "Trojan source"), and lone
 * surrogates (not text; PostgreSQL refuses them).
 */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const FORBIDDEN = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]|\p{Cs}/u;

/** True when `text` has a character no text field may carry (see above). */
export const hasForbiddenCharacters = (text: string): boolean => FORBIDDEN.test(text);
