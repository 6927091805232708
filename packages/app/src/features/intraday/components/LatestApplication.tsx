import { useTranslation } from 'react-i18next';
import { Card } from '@broker/ui';
import type { IntradayRecord } from '@broker/contract';
import { useFormatCalendarDate, useFormatDateTime } from '../../../i18n/formatDate.ts';
import { RecordFigures } from './RecordFigures.tsx';
import { recordStateText } from './recordText.ts';
import * as styles from '../intraday.css.ts';

/**
 * The latest application (`intraday/info`'s `latest`): under review with its amount frozen,
 * approved with the session day it trades, rejected with the reason in words, or settled with
 * the credit and the result; then its figures.
 */
export function LatestApplication({ record }: { record: IntradayRecord }) {
  const { t } = useTranslation();
  const formatDate = useFormatCalendarDate();
  const formatTime = useFormatDateTime();
  return (
    <Card title={t('intraday.latest.title')}>
      <div className={styles.stack}>
        <p className={styles.text}>{recordStateText(t, record, { date: formatDate, time: formatTime })}</p>
        <RecordFigures record={record} />
      </div>
    </Card>
  );
}
