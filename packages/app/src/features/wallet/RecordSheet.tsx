import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useDeviceTime } from '../../hooks/useServerNow.ts';
import { Countdown, Money, Sheet, StatusBadge, Steps, type StepItem } from '@broker/ui';
import { processingDeadline, reviewTone, reviewTracker, statusLabelKey, type TrackerStep } from '@broker/domain';
import { useFormatDateTime } from '../../i18n/formatDate.ts';
import { isDeposit, shortDestination, type ReviewedRecord } from './walletView.ts';
import * as styles from './RecordSheet.css.ts';

export interface RecordSheetProps {
  /** The deposit or withdrawal to show; null closes the sheet. */
  record: ReviewedRecord | null;
  onClose: () => void;
}

/**
 * A deposit's or a withdrawal's details and its tracker: submitted → in review → credited / paid
 * out, or rejected with the operator's reason; while pending, the stated processing time and a
 * live countdown to createdAt + 24 h.
 */
export function RecordSheet({ record, onClose }: RecordSheetProps) {
  const { t } = useTranslation();
  const deposit = record && isDeposit(record) ? record : null;
  const withdrawal = record && !isDeposit(record) ? record : null;
  const title = deposit ? t('wallet.records.detail.depositTitle') : t('wallet.records.detail.withdrawalTitle');
  let description: string | undefined;
  if (deposit) description = t('wallet.records.depositVia', { channel: deposit.channelName });
  if (withdrawal) description = t('wallet.records.withdrawalTo', { destination: shortDestination(withdrawal) });
  return (
    <Sheet
      open={record !== null}
      onClose={onClose}
      title={title}
      description={description}
      closeLabel={t('common.close')}
    >
      {record ? <RecordDetails record={record} /> : null}
    </Sheet>
  );
}

function RecordDetails({ record }: { record: ReviewedRecord }) {
  const { t } = useTranslation();
  const format = useFormatDateTime();
  const deposit = isDeposit(record) ? record : null;
  const withdrawal = isDeposit(record) ? null : record;

  const rows: [string, ReactNode][] = [
    [t('wallet.records.orderNo'), record.orderNo],
    [t('wallet.records.detail.createdAt'), format(record.createdAt)],
    [t('wallet.records.detail.amount'), <Money key="amount" value={record.amount} currency={record.currency} />],
  ];
  if (deposit) {
    rows.push([t('wallet.records.detail.channel'), deposit.channelName]);
    if (deposit.creditedAmount !== null) {
      rows.push([
        t('wallet.records.detail.credited'),
        <Money key="credited" value={deposit.creditedAmount} currency={record.currency} />,
      ]);
    }
  }
  if (withdrawal) {
    rows.push(
      [t('wallet.records.detail.destination'), withdrawal.destination],
      [t('wallet.records.detail.fee'), <Money key="fee" value={withdrawal.fee} currency={record.currency} />],
      [
        t('wallet.records.detail.netAmount'),
        <Money key="net" value={withdrawal.netAmount} currency={record.currency} />,
      ],
    );
  }
  rows.push([
    t('wallet.records.detail.status'),
    <StatusBadge
      key="status"
      tone={reviewTone(record.status)}
      label={t(statusLabelKey(deposit ? 'deposit' : 'withdrawal', record.status))}
    />,
  ]);

  const processing = deposit ? t('wallet.records.processing.deposit') : t('wallet.records.processing.withdrawal');
  const stepTitle = (step: TrackerStep): string => {
    if (step.key === 'submitted') return t('wallet.records.tracker.submitted');
    if (step.key === 'review')
      return step.status === 'current' ? t('wallet.records.tracker.inReview') : t('wallet.records.tracker.review');
    if (step.status === 'failed') return t('wallet.records.tracker.rejected');
    return deposit ? t('wallet.records.tracker.credited') : t('wallet.records.tracker.paidOut');
  };
  const deviceTime = useDeviceTime();
  const stepDescription = (step: TrackerStep): ReactNode => {
    if (step.key === 'review' && step.status === 'current') {
      return (
        <span className={styles.stepText}>
          <span>{processing}</span>
          <Countdown
            targetMs={deviceTime(processingDeadline(record.createdAt))}
            label={t('wallet.records.countdown.label')}
            endedText={t('wallet.records.countdown.ended')}
            format="units"
            size="sm"
          />
        </span>
      );
    }
    if (step.key === 'outcome' && step.status === 'failed') {
      return (
        <span className={styles.stepText}>
          <span>
            {record.remark
              ? t('wallet.records.tracker.reason', { remark: record.remark })
              : t('wallet.records.tracker.noReason')}
          </span>
          {withdrawal ? <span>{t('wallet.records.tracker.released')}</span> : null}
        </span>
      );
    }
    return undefined;
  };
  const steps: StepItem[] = reviewTracker(record).map((step) => ({
    key: step.key,
    status: step.status,
    title: stepTitle(step),
    time: step.at && step.status !== 'current' && step.status !== 'upcoming' ? format(step.at) : undefined,
    description: stepDescription(step),
  }));

  return (
    <div className={styles.sheetBody}>
      <dl className={styles.summary}>
        {rows.map(([label, value]) => (
          <div key={label} className={styles.summaryRow}>
            <dt className={styles.summaryLabel}>{label}</dt>
            <dd className={styles.summaryValue}>{value}</dd>
          </div>
        ))}
      </dl>
      <Steps label={t('wallet.records.tracker.label')} steps={steps} />
    </div>
  );
}
