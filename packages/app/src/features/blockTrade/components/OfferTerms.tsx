import { useTranslation } from 'react-i18next';
import { Card, DescriptionList, type DescriptionListItem } from '@broker/ui';
import { formatDecimal } from '@broker/domain';
import type { BlockTrade } from '@broker/contract';
import { useFormatCalendarDate, useFormatDateTime } from '../../../i18n/formatDate.ts';
import { money, percent } from '../../../i18n/money.ts';

/**
 * An offer's terms: its day, the price against the previous close and the price now, the
 * discount (and that the daily band limited it, when it did), the lots, the account's daily
 * limit and what is left of it, what is left of the day's offer, and the lock with its end in
 * the user's time.
 */
export function OfferTerms({ offer }: { offer: BlockTrade }) {
  const { t } = useTranslation();
  const formatTime = useFormatDateTime();
  const formatDate = useFormatCalendarDate();
  const inCurrency = (value: string) => money(value, offer.currency);
  const items: DescriptionListItem[] = [
    { label: t('blockTrade.terms.day'), value: formatDate(offer.day) },
    { label: t('blockTrade.terms.price'), value: inCurrency(offer.price) },
    { label: t('blockTrade.terms.prevClose'), value: inCurrency(offer.prevClose) },
    { label: t('blockTrade.terms.marketPrice'), value: inCurrency(offer.marketPrice) },
    {
      label: t('blockTrade.terms.discount'),
      value: offer.clamped
        ? t('blockTrade.terms.discountClamped', { pct: percent(offer.discountPct) })
        : percent(offer.discountPct),
    },
    { label: t('blockTrade.terms.lotSize'), value: formatDecimal(offer.lotSize, 0) },
    { label: t('blockTrade.terms.minLots'), value: t('units.lots', { count: offer.minLots }) },
    {
      label: t('blockTrade.terms.dailyLimit'),
      value: t('blockTrade.terms.dailyLimitValue', {
        limit: t('units.lots', { count: offer.dailyLimitLots }),
        left: formatDecimal(offer.remainingTodayLots, 0),
      }),
    },
    {
      label: t('blockTrade.terms.size'),
      value: t('blockTrade.terms.sizeValue', {
        left: formatDecimal(offer.lotsLeft, 0),
        size: formatDecimal(offer.sizeLots, 0),
      }),
    },
    { label: t('blockTrade.terms.lock'), value: t('blockTrade.terms.lockValue', { count: offer.lockDays }) },
    { label: t('blockTrade.terms.unlockAt'), value: formatTime(offer.unlockAt) },
  ];
  return (
    <Card title={t('blockTrade.terms.title')}>
      <DescriptionList items={items} inline />
    </Card>
  );
}
