import { useDeferredValue, useId, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Empty, ErrorState, IndexStrip, QuoteRowSkeleton, type IndexStripItem } from '@broker/ui';
import { displayErrorKey, type TradableMarket } from '@broker/domain';
import type { Quote } from '@broker/contract';
import { paths, stockDetailPath } from '../../routes/paths.ts';
import { QueryState } from '../../components/QueryState.tsx';
import { useLiveQuotedList } from '../../live/index.ts';
import { MarketSwitcher } from './MarketControls.tsx';
import { StockRow } from './StockRow.tsx';
import { DEFAULT_LIST_MARKET, sparklinePoints, TOP_MOVERS_SIZE } from './marketView.ts';
import { useIndexes, useSparklines, useTopQuotes } from './api.ts';
import * as styles from './market.css.ts';

/**
 * The home screen's market section: a market switcher, the market's indexes as a live strip with
 * sparklines, its movers by change % today (live), and the ways into the market screens.
 */
export function MarketSection() {
  const { t } = useTranslation();
  const headingId = useId();
  const [market, setMarket] = useState<TradableMarket>(DEFAULT_LIST_MARKET);
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <div className={styles.sectionHeader}>
        <h2 id={headingId} className={styles.sectionTitle}>
          {t('market.home.title')}
        </h2>
        <Link to={paths.market.index} className={styles.textLink}>
          {t('market.home.allMarkets')}
        </Link>
      </div>
      <MarketSwitcher value={market} onChange={setMarket} />
      <IndexStripSection market={market} />
      <TopMovers market={market} />
      <nav className={styles.shortcuts} aria-label={t('market.home.shortcuts')}>
        <Link to={paths.market.indexList} className={styles.textLink}>
          {t('market.home.allIndexes')}
        </Link>
        <Link to={paths.favorite.index} className={styles.textLink}>
          {t('favorite.title')}
        </Link>
        <Link to={paths.favorite.search} className={styles.textLink}>
          {t('favorite.search.title')}
        </Link>
        {/* A product that trades these markets: intraday's terms and application (issue #28). */}
        <Link to={paths.intraday.index} className={styles.textLink}>
          {t('market.home.intraday')}
        </Link>
        {/* Credit loans: the quota, what a loan costs, borrowing and repaying (issue #29). */}
        <Link to={paths.loan.index} className={styles.textLink}>
          {t('market.home.loan')}
        </Link>
      </nav>
    </section>
  );
}

/** The market's indexes: level, change and the day's sparkline, each opening the index detail. */
function IndexStripSection({ market }: { market: TradableMarket }) {
  const { t } = useTranslation();
  const { data: answer, error, isLoading, mutate } = useIndexes(market);
  // The answers render in a transition, in slices (as the movers below): the cards and sparklines.
  const data = useDeferredValue(answer);
  const indexes = useLiveQuotedList(data);
  const ids = useMemo(() => (answer ?? []).map((quote) => quote.stockId), [answer]);
  const candles = useDeferredValue(useSparklines(ids).data);
  const items: IndexStripItem[] = (indexes ?? []).map((quote) => {
    const points = candles?.get(quote.stockId);
    return {
      id: quote.stockId,
      name: quote.name,
      price: quote.price,
      change: quote.change,
      changePct: quote.changePct,
      sparkline: points && points.length > 1 ? sparklinePoints(points, quote) : undefined,
      prevClose: Number(quote.prevClose),
    };
  });
  const byId = new Map((indexes ?? []).map((quote) => [quote.stockId, quote]));

  if (error && !data && !isLoading) {
    return (
      <ErrorState message={t(displayErrorKey(error.key))} retryLabel={t('common.retry')} onRetry={() => mutate()} />
    );
  }
  return (
    <IndexStrip
      label={t('market.home.indexes')}
      loading={!data}
      loadingLabel={t('common.loading')}
      items={items}
      renderItem={(item, content) => {
        const quote = byId.get(item.id);
        return quote ? (
          <Link to={stockDetailPath(quote)} className={styles.cardLink}>
            {content}
          </Link>
        ) : (
          content
        );
      }}
    />
  );
}

/** The market's movers: `stock/list` of its listed board by change %, highest first, live. */
function TopMovers({ market }: { market: TradableMarket }) {
  const { t } = useTranslation();
  const headingId = useId();
  // The exchange's own listings: foreign shares over the counter are not the market's movers.
  const query = useTopQuotes({ market, board: 'listed', sort: 'changePct' }, TOP_MOVERS_SIZE);
  // The rows render in a transition, in slices between input: SWR renders an answer at once,
  // without yielding, and the movers' rows (links, live prices, badges) in that one task were a
  // long task at a phone's speed (issue #17). Until then the skeleton stays. (Tapped away before
  // it renders, home is hidden, kept alive: React renders the rest at idle priority, so the
  // skeleton may stay a while in the hidden screen, unseen and out of the accessibility tree.)
  const movers = { ...query, data: useDeferredValue(query.data) };
  const { error } = movers;
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <div className={styles.sectionHeader}>
        <h3 id={headingId} className={styles.sectionTitle}>
          {t('market.home.topMovers')}
        </h3>
        <Link to={paths.home.stockList} className={styles.textLink}>
          {t('market.home.allStocks')}
        </Link>
      </div>
      <div className={styles.bleed}>
        <QueryState
          query={movers}
          skeleton={<QuoteRowSkeleton rows={5} label={t('common.loading')} />}
          errorMessage={error && t(displayErrorKey(error.key))}
          isEmpty={(page) => page.items.length === 0}
          empty={<Empty title={t('market.empty')} />}
        >
          {(page) => <QuoteItems quotes={page.items} labelledBy={headingId} />}
        </QueryState>
      </div>
    </section>
  );
}

/** A short, unpaged list of live quote rows. */
export function QuoteItems({ quotes, labelledBy }: { quotes: readonly Quote[]; labelledBy: string }) {
  return (
    <ul className={styles.plainList} aria-labelledby={labelledBy}>
      {quotes.map((quote) => (
        <li key={quote.stockId}>
          <StockRow quote={quote} />
        </li>
      ))}
    </ul>
  );
}
