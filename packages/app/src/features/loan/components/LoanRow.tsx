import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { LoanRecord } from '@broker/contract';
import { useServerNow } from '../../../hooks/useServerNow.ts';
import { useFormatDateTime } from '../../../i18n/formatDate.ts';
import { money, percent } from '../../../i18n/money.ts';
import { RecordItem } from '../../../shell/RecordItem.tsx';
import { loanState } from '../loanView.ts';
import { LoanStatus } from './LoanStatus.tsx';
import { loanStateText } from './loanText.ts';

/**
 * One loan: its amount and what it still owes; the annual rate and the term with its state; when
 * it was asked for and its number; what its state says (under review, the due date, overdue,
 * settled, the reason of a rejection); approved, its interest, repaid and outstanding.
 */
export function LoanRow({ record, dueSoonDays }: { record: LoanRecord; dueSoonDays: number }) {
  const { t } = useTranslation();
  const now = useServerNow();
  const formatTime = useFormatDateTime();
  const inCurrency = (value: string) => money(value, record.currency);
  const phase = loanState(record, now, dueSoonDays);
  const lines: [ReactNode, ReactNode?][] = [
    [
      t('loan.records.terms', {
        rate: percent(record.ratePct),
        term: t('loan.terms.termValue', { count: record.termDays }),
      }),
      <LoanStatus key="status" phase={phase} />,
    ],
    [t('loan.records.createdAt', { time: formatTime(record.createdAt) }), record.orderNo],
    [loanStateText(t, record, phase, formatTime)],
  ];
  if (record.status === 'approved') {
    lines.push([
      t('loan.records.figures', {
        interest: inCurrency(record.interest),
        repaid: inCurrency(record.repaid),
        outstanding: inCurrency(record.outstanding),
      }),
    ]);
  }
  return (
    <RecordItem
      title={inCurrency(record.amount)}
      amount={record.status === 'approved' && record.settledAt === null ? inCurrency(record.outstanding) : null}
      lines={lines}
    />
  );
}
