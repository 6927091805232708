import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ActionSheet, Button } from '@broker/ui';
import type { Position } from '@broker/contract';
import { useFormatDateTime } from '../../../i18n/formatDate.ts';
import { money } from '../../../i18n/money.ts';
import { paths, withQuery } from '../../../routes/paths.ts';
import { useStockPositions } from '../api.ts';
import * as styles from './TradeButtons.css.ts';

/** A long position in the stock that is still open (a closing one is already being sold). */
const isHeldLong = (position: Position) =>
  position.direction === 'long' && (position.status === 'holding' || position.status === 'locked');

/**
 * Buy and sell on a stock's detail. Buy opens the ticket. Sell opens the short ticket — unless the
 * user holds the stock (issue #26): then it offers to close what is held first, and a short only
 * after, named as such, so that "Verkopen" never opens a short by surprise.
 */
export function TradeButtons({ stockId }: { stockId: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const formatTime = useFormatDateTime();
  const positions = useStockPositions(stockId);
  const [choosing, setChoosing] = useState(false);
  const held = (positions.data?.items ?? []).filter(isHeldLong);
  const toTicket = (side: 'buy' | 'sell') => navigate(withQuery(paths.market.order, { id: stockId, side }));
  return (
    <div className={styles.pair}>
      <Button block size="lg" onClick={() => toTicket('buy')}>
        {t('trading.order.buy')}
      </Button>
      {/* Until the user's positions in the stock are known, a sell could open a short by surprise: it waits. */}
      <Button
        block
        size="lg"
        variant="secondary"
        loading={positions.isLoading}
        loadingLabel={t('common.loading')}
        onClick={() => (held.length > 0 ? setChoosing(true) : toTicket('sell'))}
      >
        {t('trading.order.sell')}
      </Button>
      <ActionSheet
        open={choosing}
        onClose={() => setChoosing(false)}
        title={t('trading.sell.title')}
        description={t('trading.sell.description')}
        cancelLabel={t('common.cancel')}
        actions={[
          ...held.map((position) => ({
            key: position.id,
            label: t('trading.sell.close', { lots: t('units.lots', { count: position.lots }) }),
            description: t('trading.sell.closeHint', {
              time: formatTime(position.openedAt ?? position.createdAt),
              price: money(position.openPrice ?? position.currentPrice, position.currency),
            }),
            onSelect: () => navigate(withQuery(paths.trade.positionDetail, { id: position.id })),
          })),
          {
            key: 'short',
            label: t('trading.sell.short'),
            description: t('trading.sell.shortHint'),
            onSelect: () => toTicket('sell'),
          },
        ]}
      />
    </div>
  );
}
