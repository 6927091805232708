import type { Issue } from '../validation/issue.ts';
import { checkText, invalid } from '../validation/issue.ts';

/**
 * The login password policy (OWASP ASVS 4 §2.1, level 2): at least 8 characters, up to 128 so
 * that passphrases fit, any characters, no composition rules, and none of the most common
 * passwords (the server checks the list: the client does not ship it). Existing passwords keep
 * working until changed: login checks only that one was given.
 */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

/**
 * The new-password checks of registration and a password change: the length, then the strength
 * estimate (a weak one is refused: the hint the user saw while typing is the rule), then `common`
 * from the server's list.
 */
export function checkNewPassword(field: string, value: unknown, common?: boolean): Issue | null {
  const size = checkText(field, value, PASSWORD_MIN, PASSWORD_MAX);
  if (size) return size;
  if (typeof value === 'string' && passwordStrength(value) === 'weak') return invalid(field, 'weak');
  return common === true ? invalid(field, 'common') : null;
}

export const passwordStrengths = ['weak', 'fair', 'strong'] as const;
export type PasswordStrength = (typeof passwordStrengths)[number];

/** Keyboard rows, as runs typed along them ("qwerty", "asdf") are as easy to guess as "abcd". */
const keyboardRows = ['1234567890', 'qwertyuiop', 'asdfghjkl', 'zxcvbnm', 'azertyuiop', 'qwertzuiop', 'yxcvbnm'];

/** Whether `b` follows `a` in a run: the same character, the next or previous code point, or a neighbour on a keyboard row. */
function step(a: string, b: string): number | null {
  if (a === b) return 0;
  const delta = b.codePointAt(0)! - a.codePointAt(0)!;
  if (delta === 1 || delta === -1) return delta;
  const [lowA, lowB] = [a.toLowerCase(), b.toLowerCase()];
  for (const row of keyboardRows) {
    const [at, next] = [row.indexOf(lowA), row.indexOf(lowB)];
    if (at >= 0 && next >= 0 && Math.abs(next - at) === 1) return (next - at) * 10;
  }
  return null;
}

/**
 * The characters that count: a run of one step (a repeated character, "abcd", "4321", "qwer")
 * counts its first two characters only, so "aaaaaaaa", "abcdefgh" and "12345678" count 2.
 */
function effectiveLength(characters: readonly string[]): number {
  let count = 0;
  for (let index = 0; index < characters.length; index += 1) {
    const previous = index >= 1 ? step(characters[index - 1]!, characters[index]!) : null;
    const before = index >= 2 ? step(characters[index - 2]!, characters[index - 1]!) : null;
    if (previous === null || previous !== before) count += 1;
  }
  return count;
}

/** A password that is one block typed again and again ("ab12ab12ab12") counts as that block. */
function repeatedBlock(characters: readonly string[]): readonly string[] {
  for (let period = 1; period <= characters.length / 2; period += 1) {
    if (characters.every((character, index) => character === characters[index % period])) {
      return characters.slice(0, period);
    }
  }
  return characters;
}

/**
 * The strength estimate, shown while typing and applied as the rule: the length that counts
 * (runs, repeats and a repeated block left out) first, mixing kinds of characters a little. Under 8 characters that
 * count, or fewer than 4 different ones, is weak (refused); 12 or more of two kinds, or 16 or
 * more of any, are strong.
 */
export function passwordStrength(password: string): PasswordStrength {
  const characters = [...password];
  const length = effectiveLength(repeatedBlock(characters));
  if (length < PASSWORD_MIN || new Set(characters).size < 4) return 'weak';
  const kinds = [/[a-z]/, /[A-Z]/, /\d/, /[^A-Za-z\d]/].filter((kind) => kind.test(password)).length;
  if (length >= 16 || (length >= 12 && kinds >= 2)) return 'strong';
  return 'fair';
}
