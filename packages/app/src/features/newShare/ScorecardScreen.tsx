import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Empty, NoticeBar, RecordsList } from '@broker/ui';
import type { NewShare } from '@broker/contract';
import { OfflineNotice, useRetryWhenOnline } from '../../shell/OfflineNotice.tsx';
import { Screen } from '../../shell/Screen.tsx';
import { useOfferingPages } from './api.ts';
import { NewShareLinks } from './components/NewShareLinks.tsx';
import { ScorecardRow } from './components/ScorecardRow.tsx';
import * as styles from './newShare.css.ts';

const offeringKey = (offering: NewShare) => offering.id;
const renderRow = (offering: NewShare) => <ScorecardRow offering={offering} />;

/**
 * /home/newStockScorecard (no specification route): the listed offerings of every kind, latest
 * first, as history — issue price against the first day's close, the premium and the allotment
 * rate — each opening its draw. Labelled as history: past listings do not predict future ones.
 */
export function ScorecardScreen() {
  const { t } = useTranslation();
  const list = useOfferingPages({ status: 'listed' });
  const { retry, refresh } = list;
  useRetryWhenOnline(retry);
  const onRefresh = useCallback(() => refresh(), [refresh]);
  return (
    <Screen title={t('newShare.scorecard.title')}>
      <OfflineNotice />
      <div className={styles.stack}>
        <NoticeBar tone="info" text={t('newShare.scorecard.history')} />
        <NewShareLinks current="scorecard" />
        <div className={styles.bleed}>
          <RecordsList
            label={t('newShare.scorecard.listLabel')}
            list={list}
            renderItem={renderRow}
            itemKey={offeringKey}
            estimateSize={92}
            onRefresh={onRefresh}
            empty={<Empty title={t('newShare.scorecard.empty')} />}
          />
        </div>
      </div>
    </Screen>
  );
}
