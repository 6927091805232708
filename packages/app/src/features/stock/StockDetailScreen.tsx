import { useDeferredValue, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Star } from 'lucide-react';
import { Button, Empty, NoticeBar, PriceChange, Skeleton, useToast } from '@broker/ui';
import { priceScale } from '@broker/domain';
import type { StockDetail } from '@broker/contract';
import { ApiFailure } from '../../api/client.ts';
import { paths } from '../../routes/paths.ts';
import { Screen } from '../../shell/Screen.tsx';
import { QueryState } from '../../components/QueryState.tsx';
import { useLiveQuoted } from '../../live/index.ts';
import { useToggleWatch } from '../favorite/index.ts';
import { TradeButtons } from '../trading/index.ts';
import { displayCurrency, QuoteAge } from '../market/index.ts';
import { useStockDetail } from './api.ts';
import { InvestorTrends, MarketData, Ratios, TradeRules } from './MarketData.tsx';
import { StockChart } from './StockChart.tsx';
import { formatPrice } from './stockView.ts';
import * as styles from './stock.css.ts';
import { useFormatDateTime } from '../../i18n/formatDate.ts';
import { useInstrumentName } from '../../i18n/instrumentName.ts';

/** /market/stockDetail?id=: a stock (or an OTC name, coin or currency pair). */
export function StockDetailScreen() {
  return <InstrumentDetail kind="stock" />;
}

/** /market/stockDetailzs?id=: an index (no trading rules, no lots). */
export function IndexDetailScreen() {
  return <InstrumentDetail kind="index" />;
}

function InstrumentDetail({ kind }: { kind: 'stock' | 'index' }) {
  const { t } = useTranslation();
  const nameOf = useInstrumentName();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const stockId = search.get('id');
  const read = useStockDetail(stockId);
  // The detail renders in a transition, in slices between input, not in the task that brought
  // it: SWR renders an answer at once, without yielding, and the chart, the figures and the
  // rules were one long task of some 190 ms at a phone's speed (issue #17).
  const instrument = { ...read, data: useDeferredValue(read.data) };
  const { data, error } = instrument;
  const fallbackTitle = t(kind === 'index' ? 'stock.indexTitle' : 'stock.title');

  if (!stockId || (error instanceof ApiFailure && error.key === 'error.stock.notFound')) {
    return (
      <Screen title={fallbackTitle}>
        <Empty
          title={t('stock.notFound')}
          actions={<Button onClick={() => navigate(paths.market.index)}>{t('stock.toMarket')}</Button>}
        />
      </Screen>
    );
  }
  return (
    <Screen
      title={data ? nameOf(data) : fallbackTitle}
      right={data ? <WatchToggle detail={data} /> : undefined}
      footer={data?.trade && data.tradable && !data.listing ? <TradeButtons stockId={data.stockId} /> : undefined}
    >
      <QueryState query={instrument} skeleton={<Skeleton label={t('common.loading')} lines={8} />}>
        {(loaded) => <DetailBody detail={loaded} />}
      </QueryState>
    </Screen>
  );
}

/** The quote (kept current by the live quotes), the chart and the figures. */
function DetailBody({ detail: loaded }: { detail: StockDetail }) {
  const { t } = useTranslation();
  const formatDateTime = useFormatDateTime();
  const detail = useLiveQuoted(loaded);
  const currency = displayCurrency(detail);
  const scale = priceScale(detail.market, detail.price);

  return (
    <div className={styles.stack}>
      <div className={styles.quote}>
        <span className={styles.code}>{detail.code}</span>
        <div className={styles.quoteLine}>
          <span className={styles.price} data-testid="last-price">
            {formatPrice(detail.price, scale)}
          </span>
          <PriceChange change={detail.change} changePct={detail.changePct} size="md" />
          <QuoteAge quote={detail} />
        </div>
      </div>
      {detail.tradable || detail.isIndex ? null : <NoticeBar tone="info" text={t('stock.quoteOnly')} />}
      {detail.listing ? (
        <NoticeBar
          tone="info"
          text={t(detail.listing.listed ? 'stock.listing.listed' : 'stock.listing.coming', {
            date: formatDateTime(detail.listing.listsAt),
            price: formatPrice(detail.listing.issuePrice, scale),
          })}
        />
      ) : null}
      <StockChart stockId={detail.stockId} market={detail.market} scale={scale} prevClose={detail.prevClose} />
      <MarketData detail={detail} currency={currency} scale={scale} />
      <Ratios detail={detail} currency={currency} />
      <InvestorTrends detail={detail} />
      <TradeRules detail={detail} currency={currency} />
    </div>
  );
}

/** The star in the nav bar: adds to or removes from the watchlist, and says so. */
function WatchToggle({ detail }: { detail: StockDetail }) {
  const { t } = useTranslation();
  const toast = useToast();
  const nameOf = useInstrumentName();
  const toggleWatch = useToggleWatch();
  const [busy, setBusy] = useState(false);
  const watched = detail.inWatchlist;

  const toggle = async () => {
    if (busy) return;
    setBusy(true);
    try {
      // This detail, and every watchlist page, are read again.
      await toggleWatch(detail.stockId, watched);
      toast.show(t(watched ? 'favorite.search.removed' : 'favorite.search.added', { name: nameOf(detail) }), {
        tone: 'positive',
      });
    } catch {
      // The shared client has already said why.
    } finally {
      setBusy(false);
    }
  };

  return (
    <button
      type="button"
      className={styles.watch}
      aria-pressed={watched}
      aria-disabled={busy || undefined}
      aria-label={t('favorite.search.watch', { name: nameOf(detail) })}
      onClick={() => void toggle()}
    >
      <Star aria-hidden="true" focusable="false" fill={watched ? 'currentColor' : 'none'} />
    </button>
  );
}
