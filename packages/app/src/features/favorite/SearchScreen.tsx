import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Star } from 'lucide-react';
import { Empty, QuoteRowSkeleton, RecordsList, SearchBar, usePagedList, useToast } from '@broker/ui';
import { hasMorePages, type SearchHistoryItem } from '@broker/domain';
import type { Quote, ResponseOf } from '@broker/contract';
import { apiPost } from '../../api/client.ts';
import { useApiQuery } from '../../api/hooks.ts';
import { stockDetailPath } from '../../routes/paths.ts';
import { OfflineNotice } from '../../shell/OfflineNotice.tsx';
import { Screen } from '../../shell/Screen.tsx';
import { StockRowWithAction } from '../market/StockRow.tsx';
import { QUOTES_PAGE_SIZE } from '../market/marketView.ts';
import { searchHistoryStore, useSearchHistory } from './searchHistory.ts';
import { searchKeyword, SEARCH_DEBOUNCE_MS } from './searchRules.ts';
import * as marketStyles from '../market/market.css.ts';
import * as styles from './favorite.css.ts';

/** The value, once it has stopped changing for `delayMs`. */
function useDebounced<T>(value: T, delayMs: number): [T, (now: T) => void] {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return [settled, setSettled];
}

/**
 * /favorite/search: search by code or name as you type (`stock/list` keyword, debounced), add or
 * remove results from the watchlist in place, and the recent searches (opened results), kept on
 * this device.
 */
export function SearchScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const history = useSearchHistory();
  const [query, setQuery] = useState('');
  const [settled, settleNow] = useDebounced(query, SEARCH_DEBOUNCE_MS);
  const keyword = searchKeyword(settled);
  const typing = searchKeyword(query) !== keyword;

  const openHistory = (item: SearchHistoryItem) => {
    searchHistoryStore.add(item);
    // Only stocks are searched (indexes are not in stock/list), so the stock detail opens.
    navigate(stockDetailPath({ stockId: item.stockId, isIndex: false }));
  };

  return (
    <Screen title={t('watchlist.search.title')}>
      <OfflineNotice />
      <SearchBar
        value={query}
        onChange={setQuery}
        onSubmit={(value) => settleNow(value)}
        label={t('watchlist.search.label')}
        placeholder={t('watchlist.search.placeholder')}
        history={keyword ? [] : history}
        onPick={openHistory}
        onClearHistory={() => searchHistoryStore.clear()}
        // eslint-disable-next-line jsx-a11y/no-autofocus -- the search screen opens to type (its only task)
        autoFocus
      />
      {keyword ? (
        <SearchResults key={keyword} keyword={keyword} stale={typing} />
      ) : history.length === 0 ? (
        <p className={styles.resultsNote}>{t('watchlist.search.hint')}</p>
      ) : null}
    </Screen>
  );
}

/** Which results are watched: the first 100 of the watchlist (the most a page holds). */
const WATCHED_BODY = { page: 1, size: 100 } as const;

function SearchResults({ keyword, stale }: { keyword: string; stale: boolean }) {
  const { t } = useTranslation();
  const toast = useToast();
  const watchlist = useApiQuery('watchlist/list', WATCHED_BODY);
  const watched = new Set((watchlist.data?.items ?? []).map((quote) => quote.stockId));
  const [pending, setPending] = useState<ReadonlySet<string>>(() => new Set());

  const loadPage = useCallback(
    (page: number) =>
      apiPost('stock/list', { keyword, page, size: QUOTES_PAGE_SIZE }).then((result) => ({
        items: result.items,
        hasMore: hasMorePages(result),
      })),
    [keyword],
  );
  const list = usePagedList<Quote>({ loadPage });

  const toggle = useCallback(
    async (quote: Quote, isWatched: boolean) => {
      setPending((current) => new Set(current).add(quote.stockId));
      try {
        if (isWatched) await apiPost('watchlist/remove', { stockIds: [quote.stockId] });
        else await apiPost('watchlist/add', { stockId: quote.stockId });
        await watchlist.mutate(
          (current: ResponseOf<'watchlist/list'> | undefined) =>
            current && {
              ...current,
              items: isWatched
                ? current.items.filter((item) => item.stockId !== quote.stockId)
                : [quote, ...current.items],
              total: current.total + (isWatched ? -1 : 1),
            },
          { revalidate: true },
        );
        toast.show(t(isWatched ? 'watchlist.search.removed' : 'watchlist.search.added', { name: quote.name }), {
          tone: 'positive',
        });
      } catch {
        // The shared client has toasted why.
      } finally {
        setPending((current) => {
          const next = new Set(current);
          next.delete(quote.stockId);
          return next;
        });
      }
    },
    [watchlist, toast, t],
  );

  const renderItem = (quote: Quote) => {
    const isWatched = watched.has(quote.stockId);
    const busy = pending.has(quote.stockId);
    return (
      <StockRowWithAction
        quote={quote}
        onOpen={searchHistoryStore.add}
        action={
          <button
            type="button"
            className={marketStyles.rowAction}
            aria-pressed={isWatched}
            aria-disabled={busy || !watchlist.data || undefined}
            aria-label={t('watchlist.search.watch', { name: quote.name })}
            onClick={() => {
              if (!busy && watchlist.data) void toggle(quote, isWatched);
            }}
          >
            <Star aria-hidden="true" focusable="false" fill={isWatched ? 'currentColor' : 'none'} />
          </button>
        }
      />
    );
  };

  return (
    <div className={styles.results} aria-busy={stale || undefined}>
      <div className={marketStyles.bleed}>
        {list.status === 'loading' && list.items.length === 0 ? (
          <QuoteRowSkeleton rows={5} label={t('common.loading')} />
        ) : null}
        <RecordsList
          label={t('watchlist.search.results', { keyword })}
          list={list}
          renderItem={renderItem}
          itemKey={(quote) => quote.stockId}
          estimateSize={64}
          skeletonRows={0}
          empty={<Empty title={t('watchlist.search.noResults', { keyword })} />}
        />
      </div>
    </div>
  );
}
