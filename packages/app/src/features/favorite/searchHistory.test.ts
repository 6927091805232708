import { afterEach, describe, expect, it } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { storageKeys } from '@broker/domain';
import { parseSearchHistory, searchHistoryStore, useSearchHistory } from './searchHistory.ts';
import { searchKeyword } from './searchRules.ts';

const item = (n: number) => ({ stockId: `s-${n}`, code: `C${n}`, name: `Name ${n}` });

afterEach(() => localStorage.clear());

describe('the stored search history', () => {
  it('reads only well-formed entries, without duplicates, at most 10', () => {
    expect(parseSearchHistory(null)).toEqual([]);
    expect(parseSearchHistory('not json')).toEqual([]);
    expect(parseSearchHistory('{"a":1}')).toEqual([]);
    const raw = JSON.stringify([item(1), { stockId: 's-x' }, null, item(1), { ...item(2), extra: true }, 'x']);
    expect(parseSearchHistory(raw)).toEqual([item(1), item(2)]);
    const many = JSON.stringify(Array.from({ length: 14 }, (_, index) => item(index)));
    expect(parseSearchHistory(many)).toHaveLength(10);
  });

  it('puts the newest first, moves a repeated stock up, keeps 10 and survives a reload', () => {
    for (let n = 1; n <= 11; n += 1) searchHistoryStore.add(item(n));
    searchHistoryStore.add(item(5));
    const stored = JSON.parse(localStorage.getItem(storageKeys.searchHistory)!) as unknown[];
    expect(stored).toHaveLength(10);
    expect(searchHistoryStore.getSnapshot().map((entry) => entry.stockId)).toEqual([
      's-5',
      's-11',
      's-10',
      's-9',
      's-8',
      's-7',
      's-6',
      's-4',
      's-3',
      's-2',
    ]);
    // Only {stockId, code, name} is stored.
    searchHistoryStore.add({ ...item(12), price: '1' } as ReturnType<typeof item>);
    expect(searchHistoryStore.getSnapshot()[0]).toEqual(item(12));
  });

  it('is cleared, and tells its readers', () => {
    const { result } = renderHook(() => useSearchHistory());
    expect(result.current).toEqual([]);
    act(() => searchHistoryStore.add(item(1)));
    expect(result.current).toEqual([item(1)]);
    act(() => searchHistoryStore.clear());
    expect(result.current).toEqual([]);
    expect(localStorage.getItem(storageKeys.searchHistory)).toBeNull();
  });

  it('follows another tab', () => {
    const { result } = renderHook(() => useSearchHistory());
    act(() => {
      localStorage.setItem(storageKeys.searchHistory, JSON.stringify([item(3)]));
      window.dispatchEvent(new StorageEvent('storage', { key: storageKeys.searchHistory }));
    });
    expect(result.current).toEqual([item(3)]);
  });
});

describe('the search keyword', () => {
  it('is trimmed and at most 32 characters', () => {
    expect(searchKeyword('  asml ')).toBe('asml');
    expect(searchKeyword('   ')).toBe('');
    expect(searchKeyword('x'.repeat(40))).toHaveLength(32);
  });
});
