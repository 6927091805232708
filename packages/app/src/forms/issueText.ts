import type { TFunction } from 'i18next';
import { boundsOf, displayErrorKey, isAboveMaximumKey, isBelowMinimumKey, type Currency } from '@broker/domain';
import { money } from '../i18n/money.ts';

/**
 * The words of one issue or server answer: the key's text (an unknown key reads as "submitting
 * failed"); an amount outside its bounds also names the bound in its currency ("The minimum is
 * $ 100,00."), from the issue's parameters or the answer's data (`{min?, max?, currency?}`), else
 * in `currency`. The one place a form turns a key into text (docs/forms.md).
 */
export function issueText(t: TFunction, key: string, params?: unknown, currency?: Currency): string {
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
