import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Empty, SearchBar, useToast } from '@broker/ui';
import { type SearchHistoryItem } from '@broker/domain';
import type { Quote } from '@broker/contract';
import { stockDetailPath } from '../../routes/paths.ts';
import { OfflineNotice } from '../../shell/OfflineNotice.tsx';
import { Screen } from '../../shell/Screen.tsx';
import { QuoteList, StockRowWithToggle } from '../market/index.ts';
import { useSearchPages, useToggleWatch, useWatchedQuotes } from './api.ts';
import { searchHistoryStore, useSearchHistory } from './searchHistory.ts';
import { searchKeyword, SEARCH_DEBOUNCE_MS } from './searchRules.ts';
import * as styles from './favorite.css.ts';
import { useInstrumentName } from '../../i18n/instrumentName.ts';

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
    <Screen title={t('favorite.search.title')}>
      <OfflineNotice />
      <SearchBar
        value={query}
        onChange={setQuery}
        onSubmit={(value) => settleNow(value)}
        label={t('favorite.search.label')}
        placeholder={t('favorite.search.placeholder')}
        history={keyword ? [] : history}
        onPick={openHistory}
        onClearHistory={() => searchHistoryStore.clear()}
        // eslint-disable-next-line jsx-a11y/no-autofocus -- the search screen opens to type (its only task)
        autoFocus
      />
      {keyword ? (
        <SearchResults key={keyword} keyword={keyword} stale={typing} />
      ) : history.length === 0 ? (
        <p className={styles.resultsNote}>{t('favorite.search.hint')}</p>
      ) : null}
    </Screen>
  );
}

function SearchResults({ keyword, stale }: { keyword: string; stale: boolean }) {
  const { t } = useTranslation();
  const toast = useToast();
  const nameOf = useInstrumentName();
  const watchlist = useWatchedQuotes();
  const toggleWatch = useToggleWatch();
  const watched = new Set((watchlist.data?.items ?? []).map((quote) => quote.stockId));
  const [pending, setPending] = useState<ReadonlySet<string>>(() => new Set());

  const list = useSearchPages(keyword);

  const toggle = useCallback(
    async (quote: Quote, isWatched: boolean) => {
      setPending((current) => new Set(current).add(quote.stockId));
      try {
        await toggleWatch(quote.stockId, isWatched);
        toast.show(t(isWatched ? 'favorite.search.removed' : 'favorite.search.added', { name: nameOf(quote) }), {
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
    [toggleWatch, toast, t, nameOf],
  );

  const renderItem = (quote: Quote) => {
    const isWatched = watched.has(quote.stockId);
    const busy = pending.has(quote.stockId);
    return (
      <StockRowWithToggle
        quote={quote}
        onOpen={searchHistoryStore.add}
        toggle={{
          label: t('favorite.search.watch', { name: nameOf(quote) }),
          pressed: isWatched,
          busy: busy || !watchlist.data,
          onToggle: () => void toggle(quote, isWatched),
        }}
      />
    );
  };

  return (
    <div className={styles.results} aria-busy={stale || undefined}>
      <QuoteList
        label={t('favorite.search.results', { keyword })}
        list={list}
        renderItem={renderItem}
        skeletonRows={5}
        refreshable={false}
        empty={<Empty title={t('favorite.search.noResults', { keyword })} />}
      />
    </div>
  );
}
