import { useTranslation } from 'react-i18next';
import { boundsOf, type Currency } from '@broker/domain';
import { issueText } from '../../../forms/index.ts';
import { money } from '../../../i18n/money.ts';

/**
 * The loan forms' own words for a few refusals (`useDomainForm`'s `describe`), else null for the
 * shared text: a credit score too low *to borrow* (the shared text speaks of withdrawing), and the
 * quota left or the amount still owed after the shared text, from the issue's or answer's `max`.
 */
export function useLoanIssueWords(currency: Currency) {
  const { t } = useTranslation();
  return (key: string, params: unknown): string | null => {
    if (key === 'error.creditScore.insufficient') {
      const min = (params as { min?: unknown } | null)?.min;
      return typeof min === 'number' ? t('loan.errors.creditScoreMin', { min }) : t('loan.errors.creditScore');
    }
    const max = boundsOf(params).max;
    if (max === undefined) return null;
    if (key === 'error.credit.quotaInsufficient') {
      return `${issueText(t, key)} ${t('loan.errors.quotaLeft', { amount: money(max, currency) })}`;
    }
    if (key === 'error.repay.exceedsBorrowed') {
      return `${issueText(t, key)} ${t('loan.errors.owed', { amount: money(max, currency) })}`;
    }
    return null;
  };
}
