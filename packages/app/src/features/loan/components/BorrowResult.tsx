import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button, Card } from '@broker/ui';
import type { LoanRecord } from '@broker/contract';
import { ResultScreen } from '../../../forms/index.ts';
import { money } from '../../../i18n/money.ts';
import { paths } from '../../../routes/paths.ts';
import { LoanFigures } from './LoanFigures.tsx';

/** After asking: the loan under review with its figures, and the ways back to the loan screen and to the records. */
export function BorrowResult({ record, onDone }: { record: LoanRecord; onDone: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <ResultScreen
      status="pending"
      title={t('loan.result.title')}
      description={t('loan.state.pending', { amount: money(record.amount, record.currency) })}
      details={
        <Card>
          <LoanFigures record={record} phase="pending" />
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
