import { useNavigate, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button, Empty, Skeleton } from '@broker/ui';
import type { Position } from '@broker/contract';
import { ApiFailure } from '../../api/client.ts';
import { QueryState } from '../../components/QueryState.tsx';
import { useLiveQuote } from '../../live/index.ts';
import { paths } from '../../routes/paths.ts';
import { OfflineNotice } from '../../shell/OfflineNotice.tsx';
import { Screen } from '../../shell/Screen.tsx';
import { isOwnedOutright } from '@broker/domain';
import { HoldingLending } from '../lending/index.ts';
import { usePosition, useTicketStock } from './api.ts';
import { PnlSinceFillCard } from './components/PnlSinceFillCard.tsx';
import { PositionActions } from './components/PositionActions.tsx';
import { PositionFacts } from './components/PositionFacts.tsx';
import { PositionTimeline } from './components/PositionTimeline.tsx';
import { ReceiptComparison } from './components/ReceiptComparison.tsx';
import { livePosition } from './tradingView.ts';
import * as styles from './trading.css.ts';

/**
 * /trade/positionDetail?id=: one position or order — its actions (close, cancel, the lock's
 * countdown), every field at the live price, the receipt kept from the order (beside the actual
 * figures once closed), its P&L since the fill and its timeline; a holding owned outright (a long at
 * leverage 1) can be lent from here (the lending feature's card).
 */
export function PositionDetailScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const positionId = search.get('id');
  const position = usePosition(positionId);
  const missing =
    !positionId || (position.error instanceof ApiFailure && position.error.key === 'error.order.notFound');
  const title = position.data ? `${position.data.name} · ${position.data.code}` : t('trading.position.title');
  if (missing) {
    return (
      <Screen title={title}>
        <Empty
          title={t('trading.position.notFound')}
          actions={<Button onClick={() => navigate(paths.trade.index)}>{t('trading.order.toTrade')}</Button>}
        />
      </Screen>
    );
  }
  return (
    <Screen title={title}>
      <OfflineNotice />
      <QueryState query={position} skeleton={<Skeleton label={t('common.loading')} lines={12} />}>
        {(loaded) => <PositionBody position={loaded} onLockEnd={() => void position.mutate()} />}
      </QueryState>
    </Screen>
  );
}

/** The position at the live price, with its actions first. */
function PositionBody({ position: loaded, onLockEnd }: { position: Position; onLockEnd: () => void }) {
  const quote = useLiveQuote(loaded.stockId);
  const position = livePosition(loaded, quote);
  const stock = useTicketStock(position.stockId);
  return (
    <div className={styles.stack}>
      <PositionActions position={position} stock={stock.data} onLockEnd={onLockEnd} />
      <PositionFacts position={position} />
      <ReceiptComparison position={position} />
      <PnlSinceFillCard position={position} />
      {isOwnedOutright(position) ? <HoldingLending positionId={position.id} /> : null}
      <PositionTimeline positionId={position.id} currency={position.currency} />
    </div>
  );
}
