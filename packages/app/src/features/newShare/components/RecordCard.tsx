import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button, Card, Countdown, DescriptionList, StatusBadge, Steps, type DescriptionListItem } from '@broker/ui';
import { formatDecimal, statusLabelKey, statusTone } from '@broker/domain';
import type { NewShareRecord } from '@broker/contract';
import { useDeviceTime } from '../../../hooks/useServerNow.ts';
import { useFormatDateTime } from '../../../i18n/formatDate.ts';
import { money } from '../../../i18n/money.ts';
import { paths, withQuery } from '../../../routes/paths.ts';
import { isVerifiable, offeringPath, payDeadlineOf, recordSteps, verifyPath } from '../newShareView.ts';
import * as styles from '../newShare.css.ts';

export interface RecordCardProps {
  record: NewShareRecord;
  /** Pays a due allotment (opens the fund-password dialog). */
  onPay: (record: NewShareRecord) => void;
  /** Declines a due allotment (opens the dialog that says which waiver it will be). */
  onDecline?: (record: NewShareRecord) => void;
  /** Withdraws the subscription; only where the offering's deadline is known (its own screen). */
  onWithdraw?: (record: NewShareRecord) => void;
  /** The pay deadline passed while shown: read the record again (the server waives it). */
  onDeadline?: () => void;
  /** Links to the offering's own screen (the records list) or not (that screen itself). */
  showOffering?: boolean;
}

/**
 * A subscription: what was asked and frozen, where it stands (Steps: subscribed → draw → won or
 * not won → paid or waived), and what can be done — pay by the deadline (counting down) or decline, withdraw
 * before the close, check the draw, see the position a payment made.
 */
export function RecordCard({ record, onPay, onDecline, onWithdraw, onDeadline, showOffering = true }: RecordCardProps) {
  const { t } = useTranslation();
  const formatTime = useFormatDateTime();
  const deviceTime = useDeviceTime();
  const inCurrency = (value: string) => money(value, record.currency);
  const deadline = payDeadlineOf(record);
  const items: DescriptionListItem[] = [
    { label: t('newShare.record.orderNo'), value: record.orderNo },
    { label: t('newShare.record.kind'), value: t(`newShare.kind.${record.kind}`) },
    {
      label: t('newShare.record.lots'),
      value: t('newShare.record.lotsValue', { count: record.lots }),
    },
  ];
  if (record.level !== null)
    items.push({ label: t('newShare.subscribe.level'), value: t('newShare.detail.level', { level: record.level }) });
  items.push(
    { label: t('newShare.record.price'), value: inCurrency(record.price) },
    { label: t('newShare.record.amount'), value: inCurrency(record.amount) },
    { label: t('newShare.record.frozen'), value: inCurrency(record.frozen) },
  );
  if (record.allottedLots !== null)
    items.push({ label: t('newShare.record.allotted'), value: formatDecimal(record.allottedLots, 0) });
  if (record.amountDue !== null)
    items.push({ label: t('newShare.record.amountDue'), value: inCurrency(record.amountDue), total: true });
  items.push({
    label: t('newShare.record.autoPay'),
    value: t(record.autoPay ? 'newShare.record.on' : 'newShare.record.off'),
  });
  const links = [
    showOffering ? (
      <Link key="offering" to={offeringPath({ id: record.newShareId, kind: record.kind })} className={styles.textLink}>
        {t('newShare.record.offering')}
      </Link>
    ) : null,
    isVerifiable(record) ? (
      <Link key="verify" to={verifyPath(record.newShareId)} className={styles.textLink}>
        {t('newShare.verify.link')}
      </Link>
    ) : null,
    record.positionId ? (
      <Link
        key="position"
        to={withQuery(paths.trade.positionDetail, { id: record.positionId })}
        className={styles.textLink}
      >
        {t('newShare.record.position')}
      </Link>
    ) : null,
  ].filter((link) => link !== null);

  return (
    <Card
      title={`${record.name} (${record.code})`}
      extra={
        <StatusBadge
          tone={statusTone('newShareRecord', record.status)}
          label={t(statusLabelKey('newShareRecord', record.status))}
        />
      }
    >
      <div className={styles.recordCard}>
        <DescriptionList items={items} inline />
        {record.overridden ? <p className={styles.muted}>{t('newShare.record.overridden')}</p> : null}
        <Steps
          label={t('newShare.record.steps')}
          statusLabels={{
            done: t('newShare.step.status.done'),
            current: t('newShare.step.status.current'),
            upcoming: t('newShare.step.status.upcoming'),
            failed: t('newShare.step.status.failed'),
          }}
          steps={recordSteps(record).map((step) => ({
            key: step.key,
            status: step.status,
            title: t(`newShare.step.${step.key}`),
            time: step.at ? formatTime(step.at) : undefined,
          }))}
        />
        {deadline ? (
          <div className={styles.row}>
            {/* Seen beside the clock; screen readers hear it with the time from the countdown itself. */}
            <span className={styles.muted} aria-hidden="true">
              {t('newShare.record.payWithin')}
            </span>
            <Countdown
              label={t('newShare.record.payWithin')}
              targetMs={deviceTime(Date.parse(deadline))}
              endedText={t('newShare.record.payEnded')}
              format="units"
              size="sm"
              endingMs={3_600_000}
              onEnd={onDeadline}
            />
          </div>
        ) : null}
        {deadline ? (
          <Button block size="lg" onClick={() => onPay(record)}>
            {t('newShare.record.pay', { amount: inCurrency(record.amountDue ?? record.frozen) })}
          </Button>
        ) : null}
        {deadline ? <p className={styles.muted}>{t('newShare.record.payBy', { time: formatTime(deadline) })}</p> : null}
        {deadline && onDecline ? (
          <Button block variant="secondary" onClick={() => onDecline(record)}>
            {t('newShare.record.decline')}
          </Button>
        ) : null}
        {onWithdraw ? (
          <Button block variant="secondary" onClick={() => onWithdraw(record)}>
            {t('newShare.record.withdraw')}
          </Button>
        ) : null}
        {links.length > 0 ? (
          <nav className={styles.shortcuts} aria-label={t('newShare.record.links', { name: record.name })}>
            {links}
          </nav>
        ) : null}
      </div>
    </Card>
  );
}
