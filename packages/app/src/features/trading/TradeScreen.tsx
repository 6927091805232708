import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { CellGroup, Cell, NoticeBar, Tabs } from '@broker/ui';
import { positionTabs } from '@broker/domain';
import { paths } from '../../routes/paths.ts';
import { OfflineNotice } from '../../shell/OfflineNotice.tsx';
import { Screen } from '../../shell/Screen.tsx';
import { useMarginInfo } from './api.ts';
import { AllocationCard } from './components/AllocationCard.tsx';
import { PositionsPanel } from './components/PositionsPanel.tsx';
import { ValueHistoryCard } from './components/ValueHistoryCard.tsx';
import { TradeSummaryCard } from './components/TradeSummaryCard.tsx';
import { tabOf, worstMarginAlert } from './tradingView.ts';
import * as styles from './trading.css.ts';

/**
 * /trade/index, the trade tab: a margin alert when one is active, the account's money as every
 * screen shows it (`user/summary`), the ways to the dividends and to margin trading, the charts of
 * the account's value and allocation behind a tap, then the positions and orders in four tabs
 * (holding, closed, pending, all orders; `?tab=`) — the positions near the top, their lists last
 * because they page on as they are scrolled (issue #26).
 */
export function TradeScreen() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tab = tabOf(params.get('tab'));
  const margin = useMarginInfo();
  const alert = margin.data ? worstMarginAlert(margin.data.exposure) : 'none';
  const [charts, setCharts] = useState(false);
  return (
    <Screen title={t('trading.screen.title')} back={false}>
      <OfflineNotice />
      <div className={styles.stack}>
        {alert !== 'none' ? <NoticeBar tone="negative" text={t(`trading.marginAlert.${alert}`)} /> : null}
        <CellGroup>
          <Cell
            title={t('trading.screen.dividends')}
            chevron
            renderLink={(link) => <Link to={paths.trade.dividends} {...link} />}
          />
          <Cell
            title={t('trading.screen.margin')}
            chevron
            renderLink={(link) => <Link to={paths.trade.margin} {...link} />}
          />
        </CellGroup>
        <TradeSummaryCard />
        <button
          type="button"
          className={styles.disclosure}
          aria-expanded={charts}
          aria-controls="trade-charts"
          onClick={() => setCharts((open) => !open)}
        >
          {t(charts ? 'trading.screen.hideCharts' : 'trading.screen.showCharts')}
        </button>
        {charts ? (
          <div id="trade-charts" className={styles.stack}>
            <ValueHistoryCard />
            <AllocationCard />
          </div>
        ) : null}
        <Tabs
          label={t('trading.screen.tabsLabel')}
          value={tab}
          onChange={(next) => setParams({ tab: next }, { replace: true })}
          items={positionTabs.map((value) => ({
            value,
            label: t(`trading.tab.${value}`),
            panel: <PositionsPanel tab={value} />,
          }))}
        />
      </div>
    </Screen>
  );
}
