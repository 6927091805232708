import { useTranslation } from 'react-i18next';
import { DescriptionList } from '@broker/ui';
import { formatPercent, type Currency } from '@broker/domain';
import type { TradeReceipt } from '@broker/contract';
import { useFormatDateTime } from '../../../i18n/formatDate.ts';
import { money } from '../../../i18n/money.ts';
import { receiptRows, type ReceiptRow } from '../tradingView.ts';
import * as styles from '../trading.css.ts';

/** A receipt row's value on screen: money and prices in the currency, the move signed, times local. */
export function useReceiptValue(currency: Currency) {
  const formatTime = useFormatDateTime();
  return (row: Pick<ReceiptRow, 'kind' | 'value'>): string => {
    switch (row.kind) {
      case 'money':
      case 'price':
        return money(row.value, currency);
      case 'move':
        return formatPercent(row.value).replace('%', '\u00a0%');
      case 'time':
        return formatTime(row.value);
    }
  };
}

/**
 * The cost-and-risk receipt (products.md §1): what the order takes, what the round trip costs,
 * break-even, stop-out and unlock, a 1 % move; with the note that it is an estimate.
 */
export function ReceiptList({ receipt }: { receipt: TradeReceipt }) {
  const { t } = useTranslation();
  const valueOf = useReceiptValue(receipt.currency);
  return (
    <div className={styles.stack}>
      <DescriptionList
        inline
        items={receiptRows(receipt).map((row) => ({
          key: row.key,
          label: t(row.labelKey, row.params ?? {}),
          value: valueOf(row),
          total: row.total,
        }))}
      />
      <p className={styles.muted}>{t('trading.receipt.note')}</p>
    </div>
  );
}
