import { useTranslation } from 'react-i18next';
import { DescriptionList, type DescriptionListItem } from '@broker/ui';
import type { LendingRecord } from '@broker/contract';
import { useFormatDateTime } from '../../../i18n/formatDate.ts';
import { money, percent, priceMoney } from '../../../i18n/money.ts';

/**
 * A loan of shares as its ledger: the shares out, the rate the borrower pays and the user's part,
 * the collateral of the last close's mark and its coverage now, the interest earned to four
 * decimals and paid to date, a day's interest now, and payments in lieu of dividends.
 */
export function LendingFigures({ loan }: { loan: LendingRecord }) {
  const { t } = useTranslation();
  const formatTime = useFormatDateTime();
  const inCurrency = (value: string) => money(value, loan.currency);
  const exact = (value: string) => priceMoney(value, loan.currency);
  const items: DescriptionListItem[] = [
    { label: t('lending.figures.shares'), value: String(loan.shares) },
    {
      label: t('lending.figures.rate'),
      value: t('lending.figures.rateValue', { rate: percent(loan.ratePct), yours: percent(loan.lenderRatePct) }),
    },
    {
      label: t('lending.figures.collateral'),
      value: t('lending.figures.collateralValue', {
        collateral: inCurrency(loan.collateral),
        value: inCurrency(loan.value),
        time: formatTime(loan.markedAt),
      }),
    },
    { label: t('lending.figures.earned'), value: exact(loan.interestAccrued) },
    { label: t('lending.figures.paid'), value: inCurrency(loan.interestPaid) },
  ];
  if (loan.status === 'borrowing') {
    items.splice(3, 0, { label: t('lending.figures.coverage'), value: percent(loan.coveragePct) });
    items.push({ label: t('lending.figures.perDay'), value: exact(loan.interestPerDay) });
  }
  if (loan.paymentsInLieu !== '0.00') {
    items.push({ label: t('lending.figures.inLieu'), value: inCurrency(loan.paymentsInLieu) });
  }
  return <DescriptionList items={items} />;
}
