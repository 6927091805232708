import { useTranslation } from 'react-i18next';
import { DescriptionList, Money, type DescriptionListItem } from '@broker/ui';
import type { IntradayRecord } from '@broker/contract';
import { useFormatCalendarDate, useFormatDateTime } from '../../../i18n/formatDate.ts';
import { money } from '../../../i18n/money.ts';
import { RecordStatus } from './RecordStatus.tsx';

/**
 * An application's figures: its number and status, the amount, k and the buying power, when it
 * was made and its day; settled, the credit, realised P&L, fees, the protected loss and the result.
 */
export function RecordFigures({ record }: { record: IntradayRecord }) {
  const { t } = useTranslation();
  const formatTime = useFormatDateTime();
  const formatDate = useFormatCalendarDate();
  const inCurrency = (value: string) => money(value, record.currency);
  const items: DescriptionListItem[] = [
    { label: t('intraday.record.orderNo'), value: record.orderNo },
    { label: t('intraday.record.status'), value: <RecordStatus record={record} /> },
    { label: t('intraday.record.amount'), value: inCurrency(record.amount) },
    {
      label: t('intraday.record.buyingPower'),
      value: t('intraday.record.buyingPowerValue', {
        amount: inCurrency(record.buyingPower),
        multiplier: record.multiplier,
      }),
    },
    { label: t('intraday.record.createdAt'), value: formatTime(record.createdAt) },
  ];
  if (record.day) items.push({ label: t('intraday.record.day'), value: formatDate(record.day) });
  const { settlement } = record;
  if (settlement) {
    items.push(
      { label: t('intraday.record.realisedPnl'), value: inCurrency(settlement.realisedPnl) },
      { label: t('intraday.record.fees'), value: inCurrency(settlement.fees) },
      { label: t('intraday.record.protectedLoss'), value: inCurrency(settlement.protectedLoss) },
      { label: t('intraday.record.credit'), value: inCurrency(settlement.credit) },
    );
  }
  if (record.profit !== null) {
    items.push({
      label: t('intraday.record.profit'),
      value: <Money value={record.profit} currency={record.currency} signed colorBySign />,
      total: true,
    });
  }
  return <DescriptionList inline items={items} />;
}
