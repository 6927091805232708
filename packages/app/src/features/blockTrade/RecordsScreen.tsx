import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button, Empty, RecordsList } from '@broker/ui';
import type { Position } from '@broker/contract';
import { paths } from '../../routes/paths.ts';
import { OfflineNotice, useRetryWhenOnline } from '../../shell/OfflineNotice.tsx';
import { Screen } from '../../shell/Screen.tsx';
import { useBlockRecords } from './api.ts';
import { BlockTradeLinks } from './components/BlockTradeLinks.tsx';
import { RecordRow } from './components/RecordRow.tsx';
import * as styles from './blockTrade.css.ts';

const recordKey = (position: Position) => position.id;

/**
 * /home/blockTradeRecord: the user's blocks (positions with source blockTrade), newest first,
 * paged as they are scrolled — locked with the time it unlocks, held, or closed, with the profit —
 * each opening its position (its detail, timeline and close are trading's). Without any, the way
 * to today's offers.
 */
export function RecordsScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const list = useBlockRecords();
  const { retry, refresh } = list;
  useRetryWhenOnline(retry);
  const renderItem = useCallback((position: Position) => <RecordRow position={position} />, []);
  return (
    <Screen title={t('blockTrade.records.title')}>
      <OfflineNotice />
      <div className={styles.stack}>
        <BlockTradeLinks current="records" />
        <div className={styles.bleed}>
          <RecordsList
            label={t('blockTrade.records.listLabel')}
            list={list}
            renderItem={renderItem}
            itemKey={recordKey}
            estimateSize={80}
            onRefresh={refresh}
            empty={
              <Empty
                title={t('blockTrade.records.empty')}
                actions={
                  <Button onClick={() => navigate(paths.blockTrade.offers)}>{t('blockTrade.records.toOffers')}</Button>
                }
              />
            }
          />
        </div>
      </div>
    </Screen>
  );
}
