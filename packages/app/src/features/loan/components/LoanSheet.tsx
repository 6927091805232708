import { useTranslation } from 'react-i18next';
import type { LoanPreview } from '@broker/contract';
import { OrderSummary } from '../../../forms/index.ts';
import { useSheetRows } from './sheetRows.ts';

/** The sheet's figures with the note on early repayment (the live sheet and the confirmation show the same). */
export function LoanSheet({ sheet }: { sheet: LoanPreview }) {
  const { t } = useTranslation();
  const rows = useSheetRows()(sheet);
  return (
    <OrderSummary
      items={rows.map((row) => ({ label: row.label, value: row.value, total: row.total }))}
      note={t('loan.sheet.note')}
    />
  );
}
