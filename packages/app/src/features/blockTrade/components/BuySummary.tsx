import { useTranslation } from 'react-i18next';
import type { BlockTrade } from '@broker/contract';
import { OrderSummary } from '../../../forms/index.ts';
import { useFormatDateTime } from '../../../i18n/formatDate.ts';
import { money } from '../../../i18n/money.ts';
import type { BuyFigures } from '../blockTradeView.ts';

export interface BuySummaryProps {
  offer: BlockTrade;
  lots: number;
  /** The domain's figures of the buy (blockTradeView buyFigures). */
  figures: BuyFigures;
}

/**
 * What the confirmation repeats before the buy is sent: lots and shares, the price, price ×
 * shares, the fee and the total debited (leverage 1: all of it now), and until when the block is
 * locked.
 */
export function BuySummary({ offer, lots, figures }: BuySummaryProps) {
  const { t } = useTranslation();
  const formatTime = useFormatDateTime();
  const inCurrency = (value: string) => money(value, offer.currency);
  return (
    <OrderSummary
      items={[
        {
          label: t('blockTrade.buy.quantity'),
          value: t('blockTrade.buy.quantityValue', {
            lots: t('units.lots', { count: lots }),
            shares: t('units.shares', { count: figures.shares }),
          }),
        },
        { label: t('blockTrade.buy.price'), value: inCurrency(offer.price) },
        { label: t('blockTrade.buy.amount'), value: inCurrency(figures.amount) },
        { label: t('blockTrade.buy.fee'), value: inCurrency(figures.fee) },
        { label: t('blockTrade.buy.unlockAt'), value: formatTime(offer.unlockAt) },
        { label: t('blockTrade.buy.total'), value: inCurrency(figures.total), total: true },
      ]}
      note={t('blockTrade.buy.confirmNote', { count: offer.lockDays })}
    />
  );
}
