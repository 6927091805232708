import type { TFunction } from 'i18next';
import { boundsOf, isAboveMaximumKey, isBelowMinimumKey, isBoundsKey, type Currency, type Issue } from '@broker/domain';
import { money } from './money.ts';

/**
 * The text of an amount outside its bounds with the bound itself, formatted in the currency:
 * "The withdrawal amount is below the minimum. The minimum is $ 100,00." The bound comes from
 * the issue's params or the server's error data (`{min?, max?, currency?}`).
 */
export function boundsText(key: string, data: unknown, currency: Currency, t: TFunction): string {
  const bounds = boundsOf(data);
  const shownIn = bounds.currency ?? currency;
  const text = t(key);
  if (isBelowMinimumKey(key) && bounds.min !== undefined) {
    return `${text} ${t('funds.minimumIs', { amount: money(bounds.min, shownIn) })}`;
  }
  if (isAboveMaximumKey(key) && bounds.max !== undefined) {
    return `${text} ${t('funds.maximumIs', { amount: money(bounds.max, shownIn) })}`;
  }
  return text;
}

/** Translated texts by field, the first issue of each field; amount bounds carry the bound. */
export function issueTexts(issues: readonly Issue[], currency: Currency, t: TFunction): Record<string, string> {
  const texts: Record<string, string> = {};
  for (const issue of issues) {
    texts[issue.field] ??= isBoundsKey(issue.key)
      ? boundsText(issue.key, issue.params, currency, t)
      : t(issue.key, { ...issue.params });
  }
  return texts;
}
