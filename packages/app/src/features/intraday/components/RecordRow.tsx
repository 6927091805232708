import { useId, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Money } from '@broker/ui';
import type { IntradayRecord } from '@broker/contract';
import { useFormatCalendarDate, useFormatDateTime } from '../../../i18n/formatDate.ts';
import { money } from '../../../i18n/money.ts';
import { paths, withQuery } from '../../../routes/paths.ts';
import { RecordItem } from '../../../shell/RecordItem.tsx';
import { RecordStatus } from './RecordStatus.tsx';
import { recordStateText } from './recordText.ts';
import { hasSession } from '../intradayView.ts';
import * as styles from '../intraday.css.ts';

/**
 * One application: its amount and (settled) its result; the buying power with the status; its
 * day or when it was made; what its state says (under review, its day, the reason, the credit);
 * settled, the realised P&L, fees and the protected loss; approved, the link to its session
 * report (described by its order number, so each row's link says whose report it opens).
 */
export function RecordRow({ record }: { record: IntradayRecord }) {
  const { t } = useTranslation();
  const formatTime = useFormatDateTime();
  const formatDate = useFormatCalendarDate();
  const inCurrency = (value: string) => money(value, record.currency);
  const orderNoId = useId();
  const { settlement } = record;
  const lines: [ReactNode, ReactNode?][] = [
    [
      t('intraday.records.buyingPower', { amount: inCurrency(record.buyingPower), multiplier: record.multiplier }),
      <RecordStatus key="status" record={record} />,
    ],
    [
      record.day
        ? t('intraday.records.day', { day: formatDate(record.day) })
        : t('intraday.records.createdAt', { time: formatTime(record.createdAt) }),
      <span key="orderNo" id={orderNoId}>
        {record.orderNo}
      </span>,
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
  if (hasSession(record)) {
    lines.push([
      <Link
        key="report"
        to={withQuery(paths.intraday.report, { id: record.id })}
        className={styles.textLink}
        aria-describedby={orderNoId}
      >
        {t('intraday.records.report')}
      </Link>,
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
