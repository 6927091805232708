import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Money } from '@broker/ui';
import type { IntradayRecord } from '@broker/contract';
import { useFormatCalendarDate, useFormatDateTime } from '../../../i18n/formatDate.ts';
import { money } from '../../../i18n/money.ts';
import { RecordItem } from '../../../shell/RecordItem.tsx';
import { RecordStatus } from './RecordStatus.tsx';
import { recordStateText } from './recordText.ts';

/**
 * One application: its amount and (settled) its result; the buying power with the status; its
 * day or when it was made; what its state says (under review, its day, the reason, the credit);
 * settled, the realised P&L, fees and the protected loss.
 */
export function RecordRow({ record }: { record: IntradayRecord }) {
  const { t } = useTranslation();
  const formatTime = useFormatDateTime();
  const formatDate = useFormatCalendarDate();
  const inCurrency = (value: string) => money(value, record.currency);
  const { settlement } = record;
  const lines: [string, ReactNode?][] = [
    [
      t('intraday.records.buyingPower', { amount: inCurrency(record.buyingPower), multiplier: record.multiplier }),
      <RecordStatus key="status" record={record} />,
    ],
    [
      record.day
        ? t('intraday.records.day', { day: formatDate(record.day) })
        : t('intraday.records.createdAt', { time: formatTime(record.createdAt) }),
      record.orderNo,
    ],
    [recordStateText(t, record, { date: formatDate, time: formatTime })],
  ];
  if (settlement) {
    lines.push([
      t('intraday.records.settlement', {
        realisedPnl: inCurrency(settlement.realisedPnl),
        fees: inCurrency(settlement.fees),
        protectedLoss: inCurrency(settlement.protectedLoss),
      }),
    ]);
  }
  return (
    <RecordItem
      title={inCurrency(record.amount)}
      amount={
        record.profit === null ? null : <Money value={record.profit} currency={record.currency} signed colorBySign />
      }
      lines={lines}
    />
  );
}
