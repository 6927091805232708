import { useTranslation } from 'react-i18next';
import type { LoanPreview } from '@broker/contract';
import { money, percent, priceMoney } from '../../../i18n/money.ts';
import type { SheetRow } from '../loanView.ts';

/** A figure of the sheet; the total repayable is its total. */
export interface SheetFigure extends SheetRow {
  total?: boolean;
}

/**
 * The sheet's figures in words (issue #29: the amount, the term, the interest, the APR, the total
 * repayable and the cost per day; then the rate and a day's cost after the due date), the same on
 * screen, in the confirmation and in the copy kept. Every figure is the server's (`loan/preview`);
 * the cost of a day to four decimals, as it is written.
 */
export function useSheetRows(): (sheet: LoanPreview) => SheetFigure[] {
  const { t } = useTranslation();
  return (sheet) => [
    { label: t('loan.sheet.amount'), value: money(sheet.amount, sheet.currency) },
    { label: t('loan.sheet.term'), value: t('loan.terms.termValue', { count: sheet.termDays }) },
    { label: t('loan.sheet.rate'), value: percent(sheet.ratePct) },
    { label: t('loan.sheet.interest'), value: money(sheet.interest, sheet.currency) },
    { label: t('loan.sheet.apr'), value: percent(sheet.aprPct) },
    { label: t('loan.sheet.costPerDay'), value: priceMoney(sheet.costPerDay, sheet.currency) },
    {
      label: t('loan.sheet.overdue'),
      value: t('loan.sheet.overdueValue', {
        rate: percent(sheet.overdueRatePct),
        cost: priceMoney(sheet.overdueCostPerDay, sheet.currency),
      }),
    },
    { label: t('loan.sheet.total'), value: money(sheet.totalRepayable, sheet.currency), total: true },
  ];
}
