import { useTranslation } from 'react-i18next';
import { Card } from '@broker/ui';
import type { IntradayRecord } from '@broker/contract';
import { useFormatCalendarDate, useFormatDateTime } from '../../../i18n/formatDate.ts';
import { RecordFigures } from './RecordFigures.tsx';
import { recordStateText } from './recordText.ts';
import * as styles from '../intraday.css.ts';

/**
 * A session report's summary: the application's figures (its number and status, the amount, the
 * buying power × k, its day; settled, the credit, realised P&L, fees, protected loss and result)
 * and what its state says in words, as the records list says it.
 */
export function ReportSummary({ record }: { record: IntradayRecord }) {
  const { t } = useTranslation();
  const formatTime = useFormatDateTime();
  const formatDate = useFormatCalendarDate();
  return (
    <Card title={t('intraday.report.summary')}>
      <div className={styles.stack}>
        <p className={styles.muted}>{recordStateText(t, record, { date: formatDate, time: formatTime })}</p>
        <RecordFigures record={record} />
      </div>
    </Card>
  );
}
