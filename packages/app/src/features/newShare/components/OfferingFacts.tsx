import { useTranslation } from 'react-i18next';
import { Money, PriceChange, DescriptionList, type DescriptionListItem } from '@broker/ui';
import { formatCurrency, formatDecimal } from '@broker/domain';
import { percent } from '../../../i18n/money.ts';
import type { NewShare } from '@broker/contract';
import { useFormatCalendarDate, useFormatDateTime } from '../../../i18n/formatDate.ts';
import { OfferingStatus } from './NewShareRow.tsx';
import * as styles from '../newShare.css.ts';

/** Everything about an offering: the company and its bank, the price and lots, and its calendar. */
export function OfferingFacts({ offering }: { offering: NewShare }) {
  const { t } = useTranslation();
  const formatTime = useFormatDateTime();
  const formatDate = useFormatCalendarDate();
  const money = (value: string) => <Money value={value} currency={offering.currency} />;

  const facts: DescriptionListItem[] = [
    {
      label: t('newShare.detail.status'),
      value: <OfferingStatus status={offering.status} />,
    },
    { label: t('newShare.detail.code'), value: offering.code },
    { label: t('newShare.detail.exchange'), value: offering.issuingMarket },
    { label: t('newShare.detail.sponsor'), value: offering.sponsor },
    { label: t('newShare.issuePrice'), value: money(offering.issuePrice) },
  ];
  if (offering.marketPrice !== null)
    facts.push({ label: t('newShare.firstTrade'), value: money(offering.marketPrice) });
  if (offering.priceDiff !== null && offering.premiumPct !== null) {
    facts.push({
      label: t('newShare.premium'),
      value: <PriceChange change={offering.priceDiff} changePct={offering.premiumPct} size="sm" />,
    });
  }
  facts.push(
    { label: t('newShare.detail.lotSize'), value: formatDecimal(offering.lotSize, 0) },
    {
      label: t('newShare.detail.lots'),
      value: t('newShare.detail.lotsRange', {
        min: formatDecimal(offering.minLots, 0),
        max: formatDecimal(offering.maxLots, 0),
      }),
    },
  );
  for (const level of offering.levels ?? []) {
    facts.push({
      label: t('newShare.detail.level', { level: level.level }),
      value: t('newShare.detail.levelFrom', { amount: formatCurrency(level.minAmount, offering.currency) }),
    });
  }
  facts.push({ label: t('newShare.detail.totalQuantity'), value: formatDecimal(offering.totalQuantity, 0) });
  if (offering.kind !== 'placement') {
    facts.push({
      label: t('newShare.detail.winRate'),
      value: offering.winRatePct === null ? t('newShare.detail.notDrawn') : percent(offering.winRatePct),
    });
  }

  const calendar: DescriptionListItem[] = [
    { label: t('newShare.detail.subscribeStart'), value: formatTime(offering.subscribeStart) },
    { label: t('newShare.detail.subscribeEnd'), value: formatTime(offering.subscribeEnd) },
    { label: t('newShare.detail.drawDate'), value: formatDate(offering.drawDate) },
    { label: t('newShare.detail.allotmentDate'), value: formatDate(offering.allotmentDate) },
  ];
  if (offering.listingDate) {
    calendar.push({ label: t('newShare.detail.listingDate'), value: formatDate(offering.listingDate) });
  }

  return (
    <div className={styles.column}>
      <DescriptionList items={facts} inline />
      {offering.kind === 'auction' ? <p className={styles.sheetNote}>{t('newShare.detail.bidHint')}</p> : null}
      <DescriptionList items={calendar} inline />
      <p className={styles.sheetNote}>{t('newShare.detail.timesNote')}</p>
    </div>
  );
}
