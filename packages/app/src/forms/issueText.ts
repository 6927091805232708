import type { TFunction } from 'i18next';
import {
  boundsOf,
  displayErrorKey,
  isAboveMaximumKey,
  isBelowMinimumKey,
  formatWindowHours,
  windowErrorKeys,
  type Currency,
  type TimeWindow,
} from '@broker/domain';
import i18next from 'i18next';
import { serverClockOffset } from '../api/serverClock.ts';
import { describeZone } from '../i18n/describeZone.ts';
import { formatDateTimeIn } from '../i18n/formatDate.ts';
import { money } from '../i18n/money.ts';

/**
 * The words of one issue or server answer: the key's text (an unknown key reads as "submitting
 * failed"); an amount outside its bounds also names the bound in its currency ("The minimum is
 * $ 100,00."), from the issue's parameters or the answer's data (`{min?, max?, currency?}`), else
 * in `currency`; a refusal with `{ until }` says when to try again. The one place a form or a
 * toast turns a key into text (docs/forms.md).
 */
export function issueText(t: TFunction, key: string, params?: unknown, currency?: Currency): string {
  // A new password on the server's list of the most common ones (rule `common`).
  if (key === 'error.validation.invalid' && ruleOf(params) === 'common') return t('common.passwordCommon');
  // A new password the strength estimate calls weak (rule `weak`): what counts and how to mend it.
  if (key === 'error.validation.invalid' && ruleOf(params) === 'weak') return t('common.passwordWeak');
  // A guessing brake, a lock-out or a rate limit (`request.tooFrequent` with `{ until }`) says when the next try is allowed.
  const until = untilOf(params);
  if (until !== null) {
    // A wait of seconds (the burst allowance of writes) in seconds; a longer one as the instant, in
    // the date format of the language shown (one format per kind of moment, issue #26).
    const seconds = Math.ceil((Date.parse(until) - (Date.now() + serverClockOffset())) / 1000);
    if (seconds > 0 && seconds <= 60) return t('common.retryInSeconds', { count: seconds });
    return t('common.blockedUntil', { time: formatDateTimeIn(until, i18next.language) });
  }
  const text = t(displayErrorKey(key));
  const bound = isBelowMinimumKey(key) ? 'min' : isAboveMaximumKey(key) ? 'max' : null;
  if (bound === null) return text;
  const bounds = boundsOf(params);
  const value = bounds[bound];
  const shownIn = bounds.currency ?? currency;
  if (value === undefined || shownIn === undefined) return text;
  const amount = money(value, shownIn);
  return `${text} ${t(bound === 'min' ? 'funds.minimumIs' : 'funds.maximumIs', { amount })}`;
}

const windowKeys = new Set<string>(windowErrorKeys);
const isWindow = (data: unknown): data is TimeWindow =>
  typeof data === 'object' && data !== null && 'open' in data && 'close' in data && 'timeZone' in data;

/**
 * A server's refusal in words: `issueText`, and for a refusal outside a time window (deposits,
 * withdrawals, trading) the window's hours and zone: "… (09:00–17:30, Amsterdam, GMT+1)".
 */
export function answerText(t: TFunction, key: string, data: unknown, currency?: Currency): string {
  const text = issueText(t, key, data, currency);
  return windowKeys.has(key) && isWindow(data)
    ? `${text} (${formatWindowHours(data)}, ${describeZone(data.timeZone, t)})`
    : text;
}

/** The field and the rule a `validation.*` issue names in its params (either may be missing). */
export function issueFieldRule(params: unknown): { field: unknown; rule: unknown } {
  const { field, rule } = (typeof params === 'object' && params !== null ? params : {}) as {
    field?: unknown;
    rule?: unknown;
  };
  return { field, rule };
}

const ruleOf = (params: unknown): unknown => issueFieldRule(params).rule;

/** The instant of an answer's `{ until }`, or null. */
function untilOf(params: unknown): string | null {
  const until = typeof params === 'object' && params !== null ? (params as { until?: unknown }).until : undefined;
  return typeof until === 'string' && !Number.isNaN(Date.parse(until)) ? until : null;
}
