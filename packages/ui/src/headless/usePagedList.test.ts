import { describe, expect, it, vi } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import { createPagedListStore, usePagedList, type Page } from './usePagedList.ts';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const page = (from: number, hasMore = true): Page<number> => ({ items: [from, from + 1], hasMore });

describe('createPagedListStore', () => {
  it('loads pages in order and ends when there are no more', async () => {
    const loadPage = vi.fn((n: number) => Promise.resolve(page(n * 10, n < 2)));
    const store = createPagedListStore(loadPage);
    const first = store.loadMore();
    expect(store.getSnapshot().status).toBe('loading');
    await first;
    expect(store.getSnapshot()).toMatchObject({ items: [10, 11], status: 'idle', hasMore: true });
    const more = store.loadMore();
    expect(store.getSnapshot().status).toBe('loadingMore');
    await more;
    expect(store.getSnapshot()).toMatchObject({ items: [10, 11, 20, 21], status: 'done', hasMore: false });
    await store.loadMore();
    expect(loadPage).toHaveBeenCalledTimes(2);
    expect(loadPage.mock.calls.map((call) => call[0])).toEqual([1, 2]);
  });

  it('never runs two loads at once', async () => {
    const d = deferred<Page<number>>();
    const loadPage = vi.fn(() => d.promise);
    const store = createPagedListStore(loadPage);
    const a = store.loadMore();
    const b = store.loadMore();
    const c = store.refresh();
    expect(a).toBe(b);
    expect(a).toBe(c);
    d.resolve(page(1));
    await a;
    expect(loadPage).toHaveBeenCalledOnce();
  });

  it('ignores a page that arrives after a refresh started', async () => {
    const slowMore = deferred<Page<number>>();
    const fresh = deferred<Page<number>>();
    const loadPage = vi.fn((n: number) => {
      if (n === 1 && loadPage.mock.calls.length === 1) return Promise.resolve(page(1));
      return n === 2 ? slowMore.promise : fresh.promise;
    });
    const store = createPagedListStore(loadPage);
    await store.loadMore();
    const more = store.loadMore();
    const refresh = store.refresh();
    expect(store.getSnapshot().status).toBe('refreshing');
    fresh.resolve({ items: [100], hasMore: true });
    await refresh;
    slowMore.resolve(page(2));
    await more;
    expect(store.getSnapshot()).toMatchObject({ items: [100], status: 'idle' });
  });

  it('keeps the records on failure and retries the failed page', async () => {
    let fail = true;
    const loadPage = vi.fn((n: number) =>
      n === 2 && fail ? Promise.reject(new Error('offline')) : Promise.resolve(page(n * 10)),
    );
    const store = createPagedListStore(loadPage);
    await store.loadMore();
    await store.loadMore();
    expect(store.getSnapshot()).toMatchObject({ items: [10, 11], status: 'error' });
    expect(store.getSnapshot().error).toBeInstanceOf(Error);
    fail = false;
    await store.retry();
    expect(store.getSnapshot()).toMatchObject({ items: [10, 11, 20, 21], status: 'idle', error: null });
  });

  it('retries a failed first page as a fresh load', async () => {
    const loadPage = vi.fn().mockRejectedValueOnce(new Error('x')).mockResolvedValue(page(1, false));
    const store = createPagedListStore(loadPage);
    await store.loadMore();
    expect(store.getSnapshot().status).toBe('error');
    await store.retry();
    expect(store.getSnapshot()).toMatchObject({ items: [1, 2], status: 'done' });
  });
});

describe('usePagedList', () => {
  it('loads the first page on mount and refreshes', async () => {
    let round = 0;
    const loadPage = vi.fn(() => Promise.resolve({ items: [`r${round}`], hasMore: false }));
    const { result } = renderHook(() => usePagedList({ loadPage }));
    await waitFor(() => expect(result.current.status).toBe('done'));
    expect(result.current.items).toEqual(['r0']);
    round = 1;
    await act(() => result.current.refresh());
    expect(result.current.items).toEqual(['r1']);
    expect(loadPage).toHaveBeenCalledTimes(2);
  });

  it('waits for a call when auto is off', async () => {
    const loadPage = vi.fn(() => Promise.resolve(page(1, false)));
    const { result } = renderHook(() => usePagedList({ loadPage, auto: false }));
    expect(result.current.status).toBe('idle');
    expect(loadPage).not.toHaveBeenCalled();
    await act(() => result.current.loadMore());
    expect(result.current.items).toEqual([1, 2]);
  });

  it('starts again empty from the first page when its reset key changes, ignoring the old answers', async () => {
    const old = deferred<Page<string>>();
    const loadPage = vi.fn((_page: number, query: string) =>
      query === 'nl' ? old.promise : Promise.resolve({ items: [`${query}1`], hasMore: false }),
    );
    const { result, rerender } = renderHook(
      ({ query }) => usePagedList({ loadPage: (n: number) => loadPage(n, query), resetKey: query }),
      { initialProps: { query: 'nl' } },
    );
    expect(result.current.status).toBe('loading');
    rerender({ query: 'de' });
    await waitFor(() => expect(result.current.items).toEqual(['de1']));
    await act(async () => old.resolve({ items: ['nl1'], hasMore: true }));
    expect(result.current.items).toEqual(['de1']);
    expect(result.current.status).toBe('done');
    expect(loadPage).toHaveBeenLastCalledWith(1, 'de');
  });
});
