import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button, Card, StatusBadge } from '@broker/ui';
import { statusLabelKey, statusTone } from '@broker/domain';
import type { NewShareRecord } from '@broker/contract';
import { OrderSummary, ResultScreen } from '../../../forms/index.ts';
import { useFormatCalendarDate } from '../../../i18n/formatDate.ts';
import { money } from '../../../i18n/money.ts';
import { paths, withQuery } from '../../../routes/paths.ts';

/**
 * After subscribing or paying (the order ticket's result page): what was frozen or paid, the
 * record's status, and the ways on — the user's subscriptions, the position a payment made.
 */
export interface SubscribeResultProps {
  record: NewShareRecord;
  /** After a payment (else after subscribing). */
  paid?: boolean;
  /** Shown on the records screen itself: its button goes back to the list instead of navigating. */
  onToRecords?: () => void;
}

export function SubscribeResult({ record, paid = false, onToRecords }: SubscribeResultProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const formatDate = useFormatCalendarDate();
  const inCurrency = (value: string) => money(value, record.currency);
  const placed = record.status === 'toPay';
  const title = paid ? 'newShare.result.paidTitle' : placed ? 'newShare.result.placedTitle' : 'newShare.result.title';
  const description = paid
    ? t('newShare.result.paid', { date: formatDate(record.listingDate) })
    : placed
      ? t('newShare.result.placed')
      : t('newShare.result.drawing');
  return (
    <ResultScreen
      status="success"
      title={t(title)}
      description={description}
      details={
        <Card>
          <OrderSummary
            items={[
              { label: t('newShare.record.orderNo'), value: record.orderNo },
              { label: t('newShare.record.offeringName'), value: `${record.name} (${record.code})` },
              { label: t('newShare.record.lots'), value: t('newShare.record.lotsValue', { count: record.lots }) },
              { label: t('newShare.record.price'), value: inCurrency(record.price) },
              paid
                ? { label: t('newShare.record.amountDue'), value: inCurrency(record.amountDue ?? record.amount) }
                : { label: t('newShare.record.frozen'), value: inCurrency(record.frozen) },
              {
                label: t('newShare.record.status'),
                value: (
                  <StatusBadge
                    tone={statusTone('newShareRecord', record.status)}
                    label={t(statusLabelKey('newShareRecord', record.status))}
                  />
                ),
                total: true,
              },
            ]}
          />
        </Card>
      }
      actions={
        <>
          {record.positionId ? (
            <Button
              block
              size="lg"
              onClick={() => navigate(withQuery(paths.trade.positionDetail, { id: record.positionId! }))}
            >
              {t('newShare.record.position')}
            </Button>
          ) : null}
          <Button
            block
            size="lg"
            variant={record.positionId ? 'ghost' : 'primary'}
            onClick={onToRecords ?? (() => navigate(paths.newShare.records))}
          >
            {t('newShare.result.toRecords')}
          </Button>
          <Button block size="lg" variant="ghost" onClick={() => navigate(paths.newShare.offerings)}>
            {t('newShare.result.toOfferings')}
          </Button>
        </>
      }
    />
  );
}
