import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button, Empty, RecordsList } from '@broker/ui';
import type { IntradayRecord } from '@broker/contract';
import { paths } from '../../routes/paths.ts';
import { OfflineNotice, useRetryWhenOnline } from '../../shell/OfflineNotice.tsx';
import { Screen } from '../../shell/Screen.tsx';
import { useIntradayRecords } from './api.ts';
import { IntradayLinks } from './components/IntradayLinks.tsx';
import { RecordRow } from './components/RecordRow.tsx';
import * as styles from './intraday.css.ts';

const recordKey = (record: IntradayRecord) => record.id;

/**
 * /home/dayTradingRecord: the user's applications, newest first, paged as they are scrolled —
 * each with its status, amount, buying power, day, and its reason or settlement. Without any,
 * the way to the application.
 */
export function RecordsScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const list = useIntradayRecords();
  const { retry, refresh } = list;
  useRetryWhenOnline(retry);
  const renderItem = useCallback((record: IntradayRecord) => <RecordRow record={record} />, []);
  return (
    <Screen title={t('intraday.records.title')}>
      <OfflineNotice />
      <div className={styles.stack}>
        <IntradayLinks current="records" />
        <div className={styles.bleed}>
          <RecordsList
            label={t('intraday.records.listLabel')}
            list={list}
            renderItem={renderItem}
            itemKey={recordKey}
            estimateSize={120}
            onRefresh={refresh}
            empty={
              <Empty
                title={t('intraday.records.empty')}
                actions={
                  <Button onClick={() => navigate(paths.intraday.index)}>{t('intraday.records.toApply')}</Button>
                }
              />
            }
          />
        </div>
      </div>
    </Screen>
  );
}
