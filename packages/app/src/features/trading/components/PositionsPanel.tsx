import { useCallback, useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Empty, Money, RecordsList } from '@broker/ui';
import { isOpenPosition, type PositionTab } from '@broker/domain';
import type { Position } from '@broker/contract';
import { useLiveQuotes } from '../../../live/index.ts';
import { paths, withQuery } from '../../../routes/paths.ts';
import { useRetryWhenOnline } from '../../../shell/OfflineNotice.tsx';
import { usePositions } from '../api.ts';
import { livePosition, profitByCurrency } from '../tradingView.ts';
import { PositionRow } from './PositionRow.tsx';
import * as styles from '../trading.css.ts';

/**
 * One tab of the trade screen: a paged list of `trade/positions` with pull-to-refresh. Open
 * positions follow the live quotes (price, market value, P&L); the holding tab adds their P&L
 * up per currency.
 */
export function PositionsPanel({ tab }: { tab: PositionTab }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const list = usePositions(tab);
  useRetryWhenOnline(list.retry);
  // Only open positions move with the market: closed and cancelled rows ask for no quotes.
  const quotes = useLiveQuotes(
    useMemo(
      () => [...new Set(list.items.filter((item) => isOpenPosition(item.status)).map((item) => item.stockId))],
      [list.items],
    ),
  );
  const items = useMemo(
    () => list.items.map((position) => livePosition(position, quotes.get(position.stockId))),
    [list.items, quotes],
  );
  const open = useCallback(
    (position: Position) => navigate(withQuery(paths.trade.positionDetail, { id: position.id })),
    [navigate],
  );
  const renderItem = useCallback((position: Position) => <PositionRow position={position} onOpen={open} />, [open]);
  const totals = tab === 'holding' ? profitByCurrency(items) : [];
  return (
    <div className={styles.stack}>
      {totals.length > 0 ? (
        <section className={styles.totals} aria-label={t('trading.screen.totalPnl')}>
          <h2 className={styles.groupLabel}>{t('trading.screen.totalPnl')}</h2>
          {totals.map((total) => (
            <Money key={total.currency} value={total.profit} currency={total.currency} signed colorBySign size="lg" />
          ))}
        </section>
      ) : null}
      <RecordsList
        label={t(`trading.tab.${tab}`)}
        list={{ ...list, items }}
        renderItem={renderItem}
        itemKey={(position) => position.id}
        estimateSize={84}
        onRefresh={list.refresh}
        empty={<Empty title={t(`trading.screen.empty.${tab}`)} />}
      />
    </div>
  );
}
