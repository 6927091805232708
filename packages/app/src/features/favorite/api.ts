import { useCallback } from 'react';
import useSWR from 'swr';
import type { Quote } from '@broker/contract';
import { apiPost, type ApiFailure } from '../../api/client.ts';
import { useApiQuery, useRevalidate } from '../../api/hooks.ts';
import { useApiPagedList } from '../../api/pagedList.ts';
import { QUOTES_PAGE_SIZE } from '../market/index.ts';
import { readAllPages, removalBatches, WATCHLIST_EDIT_PAGE_SIZE } from './watchlistRules.ts';

/** The watchlist feature's data (docs/data.md): the watchlist, the search, and changing what is watched. */

/** Which results are watched: the first 100 of the watchlist (the most a page holds). */
const WATCHED_BODY = { page: 1, size: 100 } as const;

export const useWatchlistPages = () => useApiPagedList('watchlist/list', {}, QUOTES_PAGE_SIZE);
export const useSearchPages = (keyword: string) => useApiPagedList('stock/list', { keyword }, QUOTES_PAGE_SIZE);
export const useWatchedQuotes = () => useApiQuery('watchlist/list', WATCHED_BODY);

/** The whole watchlist, for the editor (select all is client-side, api.md §4.5). */
export function useWholeWatchlist() {
  return useSWR<Quote[], ApiFailure>(['watchlist/list', 'all'], () =>
    readAllPages((page) => apiPost('watchlist/list', { page, size: WATCHLIST_EDIT_PAGE_SIZE })),
  );
}

/**
 * Watches or stops watching an instrument; then every watchlist read and instrument detail is
 * read again (the star on the detail, the lists), before the promise settles.
 */
export function useToggleWatch() {
  const revalidate = useRevalidate();
  return useCallback(
    async (stockId: string, watched: boolean) => {
      if (watched) await apiPost('watchlist/remove', { stockIds: [stockId] });
      else await apiPost('watchlist/add', { stockId });
      await revalidate('watchlist/list', 'stock/detail');
    },
    [revalidate],
  );
}

/**
 * Removes instruments from the watchlist, at most 100 a call (`watchlist/remove`); what is gone
 * is gone also when a later batch fails (the client toasts why), and the watchlist is read again
 * either way. Resolves with how many were removed.
 */
export function useRemoveWatched() {
  const revalidate = useRevalidate();
  return useCallback(
    async (stockIds: readonly string[]) => {
      let removed = 0;
      try {
        for (const batch of removalBatches(stockIds))
          removed += (await apiPost('watchlist/remove', { stockIds: batch })).removed;
      } finally {
        await revalidate('watchlist/list');
      }
      return removed;
    },
    [revalidate],
  );
}
