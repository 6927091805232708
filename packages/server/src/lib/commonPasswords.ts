import { dictionary } from '@zxcvbn-ts/language-common';

/**
 * The most common passwords (ASVS 2.1.7): the list of @zxcvbn-ts/language-common, about 49,000
 * passwords ranked by how often they appear in breaches (the list zxcvbn's strength estimator
 * uses, kept up by the zxcvbn-ts project), compared case-insensitively. Only the server holds it:
 * the app's strength hint needs no list, and the register screen's chunk stays small.
 */
let common: ReadonlySet<string> | undefined;

export function isCommonPassword(password: string): boolean {
  common ??= new Set((dictionary['passwords-common'] as readonly string[]).map((entry) => entry.toLowerCase()));
  return common.has(password.normalize('NFC').toLowerCase());
}
