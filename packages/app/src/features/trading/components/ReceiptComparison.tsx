import { useTranslation } from 'react-i18next';
import { Card } from '@broker/ui';
import type { Position } from '@broker/contract';
import { receiptRows, settledFigure } from '../tradingView.ts';
import { ReceiptList, useReceiptValue } from './ReceiptList.tsx';
import * as styles from '../trading.css.ts';

/**
 * The receipt kept from the order; once closed, a table of the estimate beside the actual
 * figures of the close (products.md §1). Positions without a ticket (block trades, new shares) have none.
 */
export function ReceiptComparison({ position }: { position: Position }) {
  const { t } = useTranslation();
  const receipt = position.receipt;
  const valueOf = useReceiptValue(position.currency);
  if (!receipt) return null;
  const settlement = position.settlement;
  if (!settlement) {
    return (
      <Card title={t('trading.receipt.title')}>
        <ReceiptList receipt={receipt} />
      </Card>
    );
  }
  return (
    <Card title={t('trading.receipt.title')}>
      <table className={styles.table}>
        <thead>
          <tr>
            <td />
            <th className={styles.cell} scope="col">
              {t('trading.receipt.estimate')}
            </th>
            <th className={styles.cell} scope="col">
              {t('trading.receipt.actual')}
            </th>
          </tr>
        </thead>
        <tbody>
          {receiptRows(receipt).map((row) => {
            const actual = settledFigure(row, settlement);
            return (
              <tr key={row.key}>
                <th className={styles.headCell} scope="row">
                  {t(row.labelKey, row.key === 'managementFee' ? { days: receipt.holdingDays } : {})}
                </th>
                <td className={styles.cell}>{valueOf(row)}</td>
                <td className={styles.cell}>{actual === null ? '—' : valueOf({ kind: row.kind, value: actual })}</td>
              </tr>
            );
          })}
          <tr>
            <th className={styles.headCell} scope="row">
              {t('trading.receipt.credit')}
            </th>
            <td className={styles.cell}>—</td>
            <td className={styles.cell}>{valueOf({ kind: 'money', value: settlement.credit })}</td>
          </tr>
        </tbody>
      </table>
    </Card>
  );
}
