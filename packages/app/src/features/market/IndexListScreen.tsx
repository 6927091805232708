import { useTranslation } from 'react-i18next';
import { Empty, ErrorState, PullToRefresh, QuoteRowSkeleton } from '@broker/ui';
import { displayErrorKey } from '@broker/domain';
import { useIndexes } from './api.ts';
import { OfflineNotice } from '../../shell/OfflineNotice.tsx';
import { Screen } from '../../shell/Screen.tsx';
import { StockRow } from './StockRow.tsx';
import { groupByMarket } from './marketView.ts';
import * as styles from './market.css.ts';

/** /market/zhishuList: every index, grouped by market, live; each opens the index detail. */
export function IndexListScreen() {
  const { t } = useTranslation();
  const { data, error, isLoading, mutate } = useIndexes();
  const refresh = async () => {
    await mutate();
  };

  let body;
  if (data && data.length > 0) {
    body = groupByMarket(data).map((group) => (
      <section key={group.market} className={styles.section} aria-labelledby={`indexes-${group.market}`}>
        <h2 id={`indexes-${group.market}`} className={styles.groupTitle}>
          {t(`market.markets.${group.market}`)}
        </h2>
        <ul className={`${styles.plainList} ${styles.bleed}`} aria-labelledby={`indexes-${group.market}`}>
          {group.items.map((quote) => (
            <li key={quote.stockId}>
              <StockRow quote={quote} />
            </li>
          ))}
        </ul>
      </section>
    ));
  } else if (data) {
    body = <Empty title={t('market.indexes.empty')} />;
  } else if (error && !isLoading) {
    body = (
      <ErrorState message={t(displayErrorKey(error.key))} retryLabel={t('common.retry')} onRetry={() => mutate()} />
    );
  } else {
    body = (
      <div className={styles.bleed}>
        <QuoteRowSkeleton rows={6} label={t('common.loading')} />
      </div>
    );
  }

  return (
    <Screen title={t('market.indexes.title')}>
      <OfflineNotice />
      <PullToRefresh onRefresh={refresh}>{body}</PullToRefresh>
    </Screen>
  );
}
