import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Empty, Tabs } from '@broker/ui';
import { type TradableMarket } from '@broker/domain';
import { OfflineNotice } from '../../shell/OfflineNotice.tsx';
import { Screen } from '../../shell/Screen.tsx';
import { MarketSwitcher } from './MarketControls.tsx';
import { NewShareList } from '../newShare/index.ts';
import { useQuotePages } from './api.ts';
import { QuoteList } from './QuoteList.tsx';
import { MarketNavActions } from './StockListScreen.tsx';
import {
  DEFAULT_LIST_MARKET,
  DEFAULT_MARKET_TAB,
  isNewShareTab,
  marketTabHasMarkets,
  marketTabQuery,
  marketTabs,
  type MarketTab,
  type QuoteTab,
} from './marketView.ts';
import * as styles from './market.css.ts';

/**
 * /market/index: the markets by kind: the listed board and over the counter (of a market: nl,
 * de, usd), the new shares open to subscription and to auction (every market), digital currency
 * and foreign exchange. The quote tabs are live lists.
 */
export function MarketScreen() {
  const { t } = useTranslation();
  const [tab, setTab] = useState<MarketTab>(DEFAULT_MARKET_TAB);
  const [market, setMarket] = useState<TradableMarket>(DEFAULT_LIST_MARKET);
  return (
    <Screen title={t('market.title')} right={<MarketNavActions />}>
      <OfflineNotice />
      <Tabs
        label={t('market.tabsLabel')}
        value={tab}
        onChange={setTab}
        items={marketTabs.map((value) => ({
          value,
          label: t(`market.tab.${value}`),
          panel: isNewShareTab(value) ? (
            <div className={styles.panel}>
              <NewShareList tab={value} label={t(`market.tab.${value}`)} />
            </div>
          ) : (
            <MarketTabPanel tab={value} market={market} onMarket={setMarket} label={t(`market.tab.${value}`)} />
          ),
        }))}
      />
    </Screen>
  );
}

function MarketTabPanel({
  tab,
  market,
  onMarket,
  label,
}: {
  tab: QuoteTab;
  market: TradableMarket;
  onMarket: (market: TradableMarket) => void;
  label: string;
}) {
  const { t } = useTranslation();
  const withMarkets = marketTabHasMarkets(tab);
  const list = useQuotePages(marketTabQuery(tab, market));
  return (
    <div className={styles.panel}>
      {withMarkets ? <MarketSwitcher value={market} onChange={onMarket} /> : null}
      <QuoteList
        label={withMarkets ? t('market.listOf', { list: label, market: t(`market.markets.${market}`) }) : label}
        list={list}
        empty={<Empty title={t('market.empty')} />}
      />
    </div>
  );
}
