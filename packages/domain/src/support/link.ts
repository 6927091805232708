import type { Issues } from '../validation/issue.ts';
import { collect, invalid } from '../validation/issue.ts';
import { hasForbiddenCharacters } from './text.ts';
import { supportLimits } from './vocabulary.ts';

/**
 * An https URL: a host of letters, digits, dots and hyphens (no user name, so that
 * `https://bank.example@evil.example` is refused), an optional port, then printable ASCII only
 * (other characters percent-encoded), never whitespace.
 */
const HTTPS_URL = /^https:\/\/[A-Za-z0-9](?:[A-Za-z0-9.-]*[A-Za-z0-9])?(?::\d{1,5})?(?:[/?#][!-~]*)?$/;

/**
 * The external support link (config `kefu`, set by an operator's `config/set` or SUPPORT_URL):
 * empty (the app's own support centre) or an https URL of at most 512 characters. The app
 * follows only a link this accepts, so that no `javascript:` or plain-http link is ever opened.
 */
export function validateSupportLink(value: unknown, field = 'value'): Issues {
  if (value === '') return [];
  if (typeof value !== 'string') return [invalid(field, 'type')];
  return collect(
    value.length > supportLimits.linkMax && invalid(field, 'size', { max: supportLimits.linkMax }),
    (hasForbiddenCharacters(value) || !HTTPS_URL.test(value)) && invalid(field, 'format'),
  ).slice(0, 1);
}

/** True for a non-empty link the app may open (see validateSupportLink). */
export const isSupportLink = (value: unknown): value is string =>
  value !== '' && validateSupportLink(value).length === 0;
