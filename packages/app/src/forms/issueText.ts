import type { TFunction } from 'i18next';
import { amountBoundOf, displayErrorKey, formatCurrency, isCurrency, type Currency } from '@broker/domain';

const NBSP = '\u00a0';

/**
 * The words of one issue or server answer: the key's text (an unknown key reads as "submitting
 * failed"); an amount outside its bounds also names the bound in its currency ("The minimum is
 * $ 100,00."), from the issue's parameters or the answer's data (`{min?, max?, currency?}`), else
 * in `currency`. The one place a form turns a key into text (docs/forms.md).
 */
export function issueText(t: TFunction, key: string, params?: unknown, currency?: Currency): string {
  const text = t(displayErrorKey(key));
  const bound = amountBoundOf(key);
  if (bound === null || typeof params !== 'object' || params === null) return text;
  const record = params as Record<string, unknown>;
  const value = record[bound];
  const shownIn = isCurrency(record.currency) ? record.currency : currency;
  if ((typeof value !== 'string' && typeof value !== 'number') || shownIn === undefined) return text;
  const amount = formatCurrency(String(value), shownIn).replaceAll(' ', NBSP);
  return `${text} ${t(bound === 'min' ? 'funds.minimumIs' : 'funds.maximumIs', { amount })}`;
}
