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

/** The new-password checks of registration and a password change; `common` from the server's list. */
export function checkNewPassword(field: string, value: unknown, common?: boolean): Issue | null {
  return checkText(field, value, PASSWORD_MIN, PASSWORD_MAX) ?? (common === true ? invalid(field, 'common') : null);
}

export const passwordStrengths = ['weak', 'fair', 'strong'] as const;
export type PasswordStrength = (typeof passwordStrengths)[number];

/**
 * A hint while typing (never a rule): length counts most, mixing kinds of characters a little.
 * Under the minimum or one repeated character is weak; 12 or more characters of two kinds, or 16
 * or more of any, are strong.
 */
export function passwordStrength(password: string): PasswordStrength {
  const length = [...password].length;
  if (length < PASSWORD_MIN || new Set(password).size <= 2) return 'weak';
  const kinds = [/[a-z]/, /[A-Z]/, /\d/, /[^A-Za-z\d]/].filter((kind) => kind.test(password)).length;
  if (length >= 16 || (length >= 12 && kinds >= 2)) return 'strong';
  return kinds >= 3 || length >= 10 ? 'fair' : 'weak';
}
