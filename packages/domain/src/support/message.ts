import type { Issue, Issues } from '../validation/issue.ts';
import { collect, invalid, isBlank, issue, requiredIssue } from '../validation/issue.ts';
import { hasForbiddenCharacters } from './text.ts';
import { supportLimits } from './vocabulary.ts';

/** A message as the composer (user) or an operator's reply sends it: text, an image, or both. */
export interface SupportMessageInput {
  text?: unknown;
  /** The uploaded image's path (user), or any marker that an image comes with it (operator). */
  image?: unknown;
}

const hasImage = (image: unknown): boolean => typeof image === 'string' && image.trim() !== '';

function checkMessageText(text: unknown, withImage: boolean): Issue | null {
  if (isBlank(text)) return withImage ? null : requiredIssue('text');
  if (typeof text !== 'string') return invalid('text', 'type');
  if (text.trim().length > supportLimits.textMax)
    return invalid('text', 'size', { min: 1, max: supportLimits.textMax });
  return hasForbiddenCharacters(text) ? invalid('text', 'format') : null;
}

/**
 * A support message (user `support/send`, operator `support/reply`): text of 1–2000 characters
 * after trimming, or an image, or both; no control characters or bidi overrides in the text
 * (text.ts). Returns every field issue (the server answers the first).
 */
export function validateSupportMessage(input: SupportMessageInput): Issues {
  const withImage = hasImage(input.image);
  return collect(
    input.image !== undefined && input.image !== null && typeof input.image !== 'string' && invalid('image', 'type'),
    checkMessageText(input.text, withImage),
  );
}

/** The text as stored: its ends trimmed; '' when the message is only an image. */
export const supportText = (text: unknown): string => (typeof text === 'string' ? text.trim() : '');

/**
 * The per-account rate: `sentInWindow` messages already sent within the last
 * `supportLimits.rateWindowMs` → `request.tooFrequent` once the account has sent `perWindow`.
 */
export function checkSupportRate(sentInWindow: number): Issue | null {
  return sentInWindow >= supportLimits.perWindow
    ? issue('request', 'error.request.tooFrequent', { max: supportLimits.perWindow })
    : null;
}
