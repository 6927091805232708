import { useTranslation } from 'react-i18next';
import { Empty, PullToRefresh, QuoteRowSkeleton } from '@broker/ui';
import { displayErrorKey } from '@broker/domain';
import { useIndexes } from './api.ts';
import { OfflineNotice } from '../../shell/OfflineNotice.tsx';
import { Screen } from '../../shell/Screen.tsx';
import { QueryState } from '../../components/QueryState.tsx';
import { StockRow } from './StockRow.tsx';
import { groupByMarket } from './marketView.ts';
import * as styles from './market.css.ts';

/** /market/zhishuList: every index, grouped by market, live; each opens the index detail. */
export function IndexListScreen() {
  const { t } = useTranslation();
  const indexes = useIndexes();
  const { error, mutate } = indexes;
  const refresh = async () => {
    await mutate();
  };

  return (
    <Screen title={t('market.indexes.title')}>
      <OfflineNotice />
      <PullToRefresh onRefresh={refresh}>
        <QueryState
          query={indexes}
          skeleton={
            <div className={styles.bleed}>
              <QuoteRowSkeleton rows={6} label={t('common.loading')} />
            </div>
          }
          errorMessage={error && t(displayErrorKey(error.key))}
          isEmpty={(quotes) => quotes.length === 0}
          empty={<Empty title={t('market.indexes.empty')} />}
        >
          {(quotes) =>
            groupByMarket(quotes).map((group) => (
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
            ))
          }
        </QueryState>
      </PullToRefresh>
    </Screen>
  );
}
