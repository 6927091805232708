import { useEffect, useInsertionEffect, useRef, useState, useSyncExternalStore } from 'react';

export const pagedListStatuses = ['idle', 'loading', 'refreshing', 'loadingMore', 'error', 'done'] as const;
export type PagedListStatus = (typeof pagedListStatuses)[number];

export interface Page<T> {
  items: T[];
  hasMore: boolean;
}

export type LoadPage<T> = (page: number) => Promise<Page<T>>;

export interface PagedListOptions<T> {
  /** Loads one page. The kit never fetches: the screen passes its own loader. */
  loadPage: LoadPage<T>;
  /** Number of the first page (default 1). */
  firstPage?: number;
  /** Loads the first page on mount (default true). */
  auto?: boolean;
  /**
   * What the list is of (a query, a tab): when it changes, the list starts again empty from the
   * first page, as a newly mounted list would, and answers about the old one are ignored.
   */
  resetKey?: string;
}

export interface PagedListSnapshot<T> {
  items: readonly T[];
  status: PagedListStatus;
  error: unknown;
  hasMore: boolean;
}

export interface PagedList<T> extends PagedListSnapshot<T> {
  /** Loads the next page. While a load is under way it returns that load instead of starting another. */
  loadMore: () => Promise<void>;
  /** Reloads from the first page; responses of loads started before it are ignored. */
  refresh: () => Promise<void>;
  /** Repeats the load that failed. */
  retry: () => Promise<void>;
}

type StoreOf<T> = ReturnType<typeof createPagedListStore<T>>;

type Kind = 'loading' | 'refreshing' | 'loadingMore';

/**
 * The state machine behind usePagedList, free of React so it can be tested and shared.
 * Loads never reject: a failure lands in `status: 'error'` and `error`.
 */
export function createPagedListStore<T>(initialLoader: LoadPage<T>, firstPage = 1) {
  let loader = initialLoader;
  let snapshot: PagedListSnapshot<T> = { items: [], status: 'idle', error: null, hasMore: true };
  let nextPage = firstPage;
  let epoch = 0;
  let inflight: { kind: Kind; promise: Promise<void>; token: object } | null = null;
  let failed: 'first' | 'more' | null = null;
  const listeners = new Set<() => void>();

  const set = (patch: Partial<PagedListSnapshot<T>>) => {
    snapshot = { ...snapshot, ...patch };
    for (const listener of listeners) listener();
  };

  const run = (kind: Kind, page: number, replace: boolean): Promise<void> => {
    const mine = epoch;
    const token = {};
    set({ status: kind, error: null });
    const promise = (async () => {
      try {
        // Called a microtask later, so that even a loader that throws at once settles after
        // `inflight` is set below.
        const result = await Promise.resolve(page).then(loader);
        if (mine !== epoch) return; // a refresh started since: this response is stale
        nextPage = page + 1;
        failed = null;
        set({
          items: replace ? result.items : [...snapshot.items, ...result.items],
          hasMore: result.hasMore,
          status: result.hasMore ? 'idle' : 'done',
        });
      } catch (error) {
        if (mine !== epoch) return;
        failed = replace ? 'first' : 'more';
        set({ status: 'error', error });
      } finally {
        if (inflight?.token === token) inflight = null;
      }
    })();
    inflight = { kind, promise, token };
    return promise;
  };

  const loadMore = (): Promise<void> => {
    if (inflight) return inflight.promise;
    if (nextPage === firstPage) return run('loading', firstPage, true);
    if (!snapshot.hasMore) return Promise.resolve();
    return run('loadingMore', nextPage, false);
  };

  const refresh = (): Promise<void> => {
    if (inflight && inflight.kind !== 'loadingMore') return inflight.promise;
    epoch += 1;
    inflight = null;
    return run(snapshot.items.length > 0 ? 'refreshing' : 'loading', firstPage, true);
  };

  /** Starts again empty from the first page (a new query); stale answers are ignored. */
  const reset = (): Promise<void> => {
    epoch += 1;
    inflight = null;
    failed = null;
    nextPage = firstPage;
    snapshot = { items: [], status: 'idle', error: null, hasMore: true };
    return run('loading', firstPage, true);
  };

  const retry = (): Promise<void> => {
    if (failed === 'first') return refresh();
    if (failed === 'more') return loadMore();
    return inflight?.promise ?? Promise.resolve();
  };

  return {
    getSnapshot: () => snapshot,
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    setLoader: (next: LoadPage<T>) => {
      loader = next;
    },
    loadMore,
    refresh,
    reset,
    retry,
  };
}

/**
 * Paged records with refresh and retry: one load at a time, stale responses ignored after a
 * refresh. Pair it with <RecordsList list={…}>, or drive your own list.
 */
export function usePagedList<T>({ loadPage, firstPage = 1, auto = true, resetKey }: PagedListOptions<T>): PagedList<T> {
  const [store] = useState((): StoreOf<T> => createPagedListStore(loadPage, firstPage));
  useInsertionEffect(() => {
    store.setLoader(loadPage);
  });
  const snapshot = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  useEffect(() => {
    if (auto) void store.loadMore();
  }, [auto, store]);
  const shownKey = useRef(resetKey);
  useEffect(() => {
    if (resetKey === shownKey.current) return;
    shownKey.current = resetKey;
    void store.reset();
  }, [resetKey, store]);
  return { ...snapshot, loadMore: store.loadMore, refresh: store.refresh, retry: store.retry };
}
