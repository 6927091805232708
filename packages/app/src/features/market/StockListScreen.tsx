import { useCallback, useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Search, Star } from 'lucide-react';
import { Empty, Icon } from '@broker/ui';
import { hasMorePages, type StockSort, type TradableMarket } from '@broker/domain';
import { apiPost } from '../../api/client.ts';
import { paths } from '../../routes/paths.ts';
import { OfflineNotice } from '../../shell/OfflineNotice.tsx';
import { Screen } from '../../shell/Screen.tsx';
import { MarketSwitcher, SortPicker } from './MarketControls.tsx';
import { QuoteList } from './QuoteList.tsx';
import { DEFAULT_LIST_MARKET, DEFAULT_LIST_SORT, QUOTES_PAGE_SIZE } from './marketView.ts';
import * as styles from './market.css.ts';

/**
 * /home/stockList (tab 3): the stocks of a market (nl, de, usd), sorted by change %, volume,
 * turnover or code, page by page, with live prices. Kept alive: coming back finds the same
 * market, sort and scroll.
 */
export function StockListScreen() {
  const { t } = useTranslation();
  const [market, setMarket] = useState<TradableMarket>(DEFAULT_LIST_MARKET);
  const [sort, setSort] = useState<StockSort>(DEFAULT_LIST_SORT);
  const loadPage = useCallback(
    (page: number) =>
      apiPost('stock/list', { market, sort, page, size: QUOTES_PAGE_SIZE }).then((result) => ({
        items: result.items,
        hasMore: hasMorePages(result),
      })),
    [market, sort],
  );
  return (
    <Screen title={t('market.stockList.title')} back={false} right={<MarketNavActions />}>
      <OfflineNotice />
      <div className={styles.controls}>
        <MarketSwitcher value={market} onChange={setMarket} />
        <SortPicker value={sort} onChange={setSort} />
      </div>
      <QuoteList
        key={`${market}:${sort}`}
        label={t('market.stockList.listLabel', { market: t(`market.markets.${market}`) })}
        loadPage={loadPage}
        empty={<Empty title={t('market.empty')} />}
      />
    </Screen>
  );
}

/** The nav bar's search and watchlist links of the market screens. */
export function MarketNavActions() {
  const { t } = useTranslation();
  return (
    <span className={styles.navActions}>
      <Link to={paths.favorite.search} className={styles.iconLink} aria-label={t('watchlist.search.title')}>
        <Icon icon={Search} />
      </Link>
      <Link to={paths.favorite.index} className={styles.iconLink} aria-label={t('watchlist.title')}>
        <Icon icon={Star} />
      </Link>
    </span>
  );
}
