import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Empty, RecordsList } from '@broker/ui';
import type { BlockPrint } from '@broker/contract';
import { OfflineNotice, useRetryWhenOnline } from '../../shell/OfflineNotice.tsx';
import { Screen } from '../../shell/Screen.tsx';
import { useBlockPrints } from './api.ts';
import { BlockTradeLinks } from './components/BlockTradeLinks.tsx';
import { PrintRow } from './components/PrintRow.tsx';
import * as styles from './blockTrade.css.ts';

const printKey = (print: BlockPrint) => print.id;

/**
 * /home/blockTrade2: the blocks of earlier trading days, newest day first, paged as they are
 * scrolled — day, stock, price against the previous close with the day's close beside it, the
 * discount, every buyer's lots and shares and the amount — published the next trading day, as an
 * exchange publishes its block trades.
 */
export function PrintsScreen() {
  const { t } = useTranslation();
  const list = useBlockPrints();
  const { retry, refresh } = list;
  useRetryWhenOnline(retry);
  const renderItem = useCallback((print: BlockPrint) => <PrintRow print={print} />, []);
  return (
    <Screen title={t('blockTrade.prints.title')}>
      <OfflineNotice />
      <div className={styles.stack}>
        <BlockTradeLinks current="prints" />
        <p className={styles.muted}>{t('blockTrade.prints.intro')}</p>
        <div className={styles.bleed}>
          <RecordsList
            label={t('blockTrade.prints.listLabel')}
            list={list}
            renderItem={renderItem}
            itemKey={printKey}
            estimateSize={96}
            onRefresh={refresh}
            empty={<Empty title={t('blockTrade.prints.empty')} />}
          />
        </div>
      </div>
    </Screen>
  );
}
