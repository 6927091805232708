import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Search, Star } from 'lucide-react';
import { Empty } from '@broker/ui';
import { type StockSort, type TradableMarket } from '@broker/domain';
import { NavIconLinks } from '../../components/NavIconLinks.tsx';
import { paths } from '../../routes/paths.ts';
import { OfflineNotice } from '../../shell/OfflineNotice.tsx';
import { Screen } from '../../shell/Screen.tsx';
import { MarketSwitcher } from './MarketControls.tsx';
import { SortPicker } from './SortPicker.tsx';
import { useQuotePages } from './api.ts';
import { QuoteList } from './QuoteList.tsx';
import { DEFAULT_LIST_MARKET, DEFAULT_LIST_SORT } from './marketView.ts';
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
  const list = useQuotePages({ market, sort });
  return (
    <Screen title={t('market.stockList.title')} back={false} right={<MarketNavActions />}>
      <OfflineNotice />
      <div className={styles.controls}>
        <MarketSwitcher value={market} onChange={setMarket} />
        <SortPicker value={sort} onChange={setSort} />
      </div>
      <QuoteList
        label={t('market.stockList.listLabel', { market: t(`market.markets.${market}`) })}
        list={list}
        empty={<Empty title={t('market.empty')} />}
      />
    </Screen>
  );
}

/** The nav bar's search and watchlist links of the market screens. */
export function MarketNavActions() {
  const { t } = useTranslation();
  return (
    <NavIconLinks
      links={[
        { to: paths.favorite.search, label: t('favorite.search.title'), icon: Search },
        { to: paths.favorite.index, label: t('favorite.title'), icon: Star },
      ]}
    />
  );
}
