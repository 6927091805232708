import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button, Card } from '@broker/ui';
import type { IntradayRecord } from '@broker/contract';
import { ResultScreen } from '../../../forms/index.ts';
import { money } from '../../../i18n/money.ts';
import { paths } from '../../../routes/paths.ts';
import { RecordFigures } from './RecordFigures.tsx';

/**
 * After the application: under review with the amount frozen, its figures, and the ways to the
 * user's applications and back to the intraday screen.
 */
export function ApplyResult({ record, onDone }: { record: IntradayRecord; onDone: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <ResultScreen
      status="pending"
      title={t('intraday.result.title')}
      description={t('intraday.state.pending', { amount: money(record.amount, record.currency) })}
      details={
        <Card>
          <RecordFigures record={record} />
        </Card>
      }
      actions={
        <>
          <Button block size="lg" onClick={onDone}>
            {t('intraday.result.back')}
          </Button>
          <Button block size="lg" variant="ghost" onClick={() => navigate(paths.intraday.records)}>
            {t('intraday.links.records')}
          </Button>
        </>
      }
    />
  );
}
