import { useTranslation } from 'react-i18next';
import { DescriptionList, type DescriptionListItem } from '@broker/ui';
import type { LoanPhase } from '@broker/domain';
import type { LoanRecord } from '@broker/contract';
import { useFormatDateTime } from '../../../i18n/formatDate.ts';
import { money, percent, priceMoney } from '../../../i18n/money.ts';
import { LoanStatus } from './LoanStatus.tsx';

/**
 * A loan's figures: its number and state, the amount and the annual rate, when it was asked for;
 * approved, the interest booked so far, what was repaid, the due date and what is still owed (the
 * total); while it runs, what today costs; settled, when.
 */
export function LoanFigures({ record, phase }: { record: LoanRecord; phase: LoanPhase }) {
  const { t } = useTranslation();
  const formatTime = useFormatDateTime();
  const inCurrency = (value: string) => money(value, record.currency);
  const items: DescriptionListItem[] = [
    { label: t('loan.record.orderNo'), value: record.orderNo },
    { label: t('loan.record.status'), value: <LoanStatus phase={phase} /> },
    { label: t('loan.record.amount'), value: inCurrency(record.amount) },
    { label: t('loan.record.rate'), value: percent(phase === 'overdue' ? record.overdueRatePct : record.ratePct) },
    { label: t('loan.record.createdAt'), value: formatTime(record.createdAt) },
  ];
  if (record.status === 'approved') {
    if (record.dueAt) items.push({ label: t('loan.record.dueAt'), value: formatTime(record.dueAt) });
    items.push(
      { label: t('loan.record.interest'), value: inCurrency(record.interest) },
      { label: t('loan.record.repaid'), value: inCurrency(record.repaid) },
    );
    if (record.settledAt) items.push({ label: t('loan.record.settledAt'), value: formatTime(record.settledAt) });
    else items.push({ label: t('loan.record.costPerDay'), value: priceMoney(record.costPerDay, record.currency) });
    items.push({ label: t('loan.record.outstanding'), value: inCurrency(record.outstanding), total: true });
  }
  return <DescriptionList inline items={items} />;
}
