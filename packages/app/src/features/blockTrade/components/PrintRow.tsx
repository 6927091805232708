import { useTranslation } from 'react-i18next';
import { Money } from '@broker/ui';
import type { BlockPrint } from '@broker/contract';
import { useFormatCalendarDate } from '../../../i18n/formatDate.ts';
import { money, percent } from '../../../i18n/money.ts';
import { RecordItem } from '../../../shell/RecordItem.tsx';

/**
 * A published block: the stock and its amount; the day and market with the discount; the price
 * against the previous close with that day's close beside it; the size (every buyer's lots and
 * shares) with the lock the buyers took.
 */
export function PrintRow({ print }: { print: BlockPrint }) {
  const { t } = useTranslation();
  const formatDate = useFormatCalendarDate();
  const inCurrency = (value: string) => money(value, print.currency);
  return (
    <RecordItem
      title={`${print.name} (${print.code})`}
      amount={<Money value={print.amount} currency={print.currency} />}
      lines={[
        [
          t('blockTrade.prints.dayLine', { day: formatDate(print.day), market: t(`market.markets.${print.market}`) }),
          t('blockTrade.row.discount', { pct: percent(print.discountPct) }),
        ],
        [
          t('blockTrade.prints.prices', { price: inCurrency(print.price), prevClose: inCurrency(print.prevClose) }),
          t('blockTrade.prints.dayClose', { price: inCurrency(print.dayClose) }),
        ],
        [
          t('blockTrade.prints.size', {
            lots: t('units.lots', { count: print.lots }),
            shares: t('units.shares', { count: print.shares }),
          }),
          t('blockTrade.row.lock', { count: print.lockDays }),
        ],
      ]}
    />
  );
}
