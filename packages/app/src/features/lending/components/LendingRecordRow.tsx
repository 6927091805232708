import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { StatusBadge } from '@broker/ui';
import { lendingTone, statusLabelKey } from '@broker/domain';
import type { LendingRecord } from '@broker/contract';
import { useFormatDateTime } from '../../../i18n/formatDate.ts';
import { money, percent, priceMoney } from '../../../i18n/money.ts';
import { RecordItem } from '../../../shell/RecordItem.tsx';

/**
 * One loan of shares in the records, as its ledger: the stock and the shares, the interest paid;
 * the rate and the user's part with its state; the collateral of the last mark and its coverage;
 * the interest earned to four decimals; when it started and how it ended (or ends). Opens the
 * holding's detail.
 */
export function LendingRecordRow({ loan, to }: { loan: LendingRecord; to: string }) {
  const { t } = useTranslation();
  const formatTime = useFormatDateTime();
  const inCurrency = (value: string) => money(value, loan.currency);
  const lines: [ReactNode, ReactNode?][] = [
    [
      t('lending.records.rate', { rate: percent(loan.ratePct), yours: percent(loan.lenderRatePct) }),
      <StatusBadge key="status" tone={lendingTone(loan.status)} label={t(statusLabelKey('lending', loan.status))} />,
    ],
    [
      t('lending.records.collateral', {
        collateral: inCurrency(loan.collateral),
        coverage: percent(loan.coveragePct),
      }),
    ],
    [t('lending.records.earned', { earned: priceMoney(loan.interestAccrued, loan.currency) }), loan.orderNo],
    [lifeLine(t, loan, formatTime)],
  ];
  if (loan.paymentsInLieu !== '0.00') {
    lines.push([t('lending.records.inLieu', { amount: inCurrency(loan.paymentsInLieu) })]);
  }
  return (
    <RecordItem
      title={t('lending.records.title', { name: loan.name, count: loan.shares })}
      amount={inCurrency(loan.interestPaid)}
      lines={lines}
      to={to}
    />
  );
}

/** When the loan started and how it ended, ends, or runs on. */
function lifeLine(
  t: ReturnType<typeof useTranslation>['t'],
  loan: LendingRecord,
  formatTime: (value: string) => string,
): string {
  const started = formatTime(loan.startedAt);
  if (loan.completedAt) {
    return t(`lending.records.ended.${loan.endReason ?? 'optOut'}`, { started, ended: formatTime(loan.completedAt) });
  }
  if (loan.endingAt) return t('lending.records.ending', { started, ends: formatTime(loan.endingAt) });
  return t('lending.records.running', { started });
}
