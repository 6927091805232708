import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button, Card } from '@broker/ui';
import type { LoanRecord } from '@broker/contract';
import { OrderSummary, ResultScreen } from '../../../forms/index.ts';
import { money } from '../../../i18n/money.ts';
import { paths } from '../../../routes/paths.ts';

/**
 * After a repayment: what was repaid and what the loan still owes; at zero, the loan settled. The
 * ways back to the loan screen and to the records.
 */
export function RepayResult({ record, amount, onDone }: { record: LoanRecord; amount: string; onDone: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const settled = record.settledAt !== null;
  const inCurrency = (value: string) => money(value, record.currency);
  return (
    <ResultScreen
      status="success"
      title={t(settled ? 'loan.repaid.settledTitle' : 'loan.repaid.title')}
      description={
        settled
          ? t('loan.repaid.settled', { repaid: inCurrency(record.repaid) })
          : t('loan.repaid.part', { amount: inCurrency(amount), outstanding: inCurrency(record.outstanding) })
      }
      details={
        <Card>
          <OrderSummary
            items={[
              { label: t('loan.record.orderNo'), value: record.orderNo },
              { label: t('loan.repay.repayment'), value: inCurrency(amount) },
              { label: t('loan.record.repaid'), value: inCurrency(record.repaid) },
              { label: t('loan.record.outstanding'), value: inCurrency(record.outstanding), total: true },
            ]}
          />
        </Card>
      }
      actions={
        <>
          <Button block size="lg" onClick={onDone}>
            {t('loan.result.back')}
          </Button>
          <Button block size="lg" variant="ghost" onClick={() => navigate(paths.loan.records)}>
            {t('loan.links.records')}
          </Button>
        </>
      }
    />
  );
}
