import type { Issue, Issues } from '../validation/issue.ts';
import { checkText, collect, invalid, isBlank, requiredIssue } from '../validation/issue.ts';
import { hasForbiddenCharacters } from './text.ts';

/** The limits of a contact before sign-in (support/contact). */
export const supportContactLimits = {
  /** A contact address: an e-mail address of at most this many characters. */
  contactMax: 254,
  /** A phone number of a contact: this many digits at least and at most (spaces and a leading + aside). */
  phoneDigitsMin: 8,
  phoneDigitsMax: 15,
  /** The message, after trimming. */
  contactMessageMin: 10,
  contactMessageMax: 1000,
  /** The account name a contact believes is theirs (optional). */
  contactAccountMax: 64,
} as const;

/** What someone without a session sends customer service (support/contact, the login screen's "forgot password"). */
export interface SupportContactInput {
  /** Where customer service answers: an e-mail address or a phone number. */
  contact: unknown;
  message: unknown;
  /** The account name the user thinks they have (optional). */
  account?: unknown;
}

/** An e-mail address: something, one @, a domain with a dot; no spaces. */
const EMAIL = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;
/** A phone number as typed: an optional leading +, then digits and spaces. */
const PHONE = /^\+?[\d ]+$/;

/** True for an e-mail address of at most `contactMax` characters. */
const isEmail = (value: string): boolean => value.length <= supportContactLimits.contactMax && EMAIL.test(value);

/** True for a phone number of 8–15 digits (spaces and a leading + allowed). */
function isPhone(value: string): boolean {
  if (!PHONE.test(value)) return false;
  const digits = value.replace(/\D/g, '').length;
  return digits >= supportContactLimits.phoneDigitsMin && digits <= supportContactLimits.phoneDigitsMax;
}

function checkContact(value: unknown): Issue | null {
  if (isBlank(value)) return requiredIssue('contact');
  if (typeof value !== 'string') return invalid('contact', 'type');
  const contact = value.trim();
  return hasForbiddenCharacters(contact) || !(isEmail(contact) || isPhone(contact))
    ? invalid('contact', 'format')
    : null;
}

/** A text of `min`–`max` characters after trimming, without the characters no text may carry. */
function checkPlainText(field: string, value: unknown, min: number, max: number, required: boolean): Issue | null {
  const issue = checkText(field, value, min, max, required);
  if (issue !== null || typeof value !== 'string') return issue;
  return hasForbiddenCharacters(value) ? invalid(field, 'format') : null;
}

/**
 * A message to customer service before sign-in (support/contact; docs/decisions.md "Support
 * before sign-in"): the contact is an e-mail address (≤ 254 characters) or a phone number (an
 * optional +, 8–15 digits, spaces allowed), else `validation.invalid` rule `format` on `contact`;
 * the message 10–1000 characters after trimming; the account name, when given, at most 64. No
 * control characters or bidi overrides anywhere (validation/text.ts). Returns every field issue
 * in the form's order (the server answers the first).
 */
export function validateSupportContact(input: SupportContactInput): Issues {
  return collect(
    checkContact(input.contact),
    checkPlainText('account', input.account, 1, supportContactLimits.contactAccountMax, false),
    checkPlainText(
      'message',
      input.message,
      supportContactLimits.contactMessageMin,
      supportContactLimits.contactMessageMax,
      true,
    ),
  );
}
