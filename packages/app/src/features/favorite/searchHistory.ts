import { useSyncExternalStore } from 'react';
import { addToSearchHistory, serverDefaults, storageKeys, type SearchHistoryItem } from '@broker/domain';

/**
 * The client-only search history (api.md §4.5): local storage `searchHistory`, at most 10
 * {stockId, code, name}, newest first, without duplicates, clearable, kept across reloads
 * (logout keeps it; a 401 clears it with everything but the language).
 */

export const SEARCH_HISTORY_LIMIT = serverDefaults.searchHistoryLimit;

const isText = (value: unknown): value is string => typeof value === 'string' && value !== '';

function isItem(value: unknown): value is SearchHistoryItem {
  if (typeof value !== 'object' || value === null) return false;
  const item = value as Record<string, unknown>;
  return isText(item.stockId) && isText(item.code) && typeof item.name === 'string';
}

/** The stored history, read defensively: anything malformed is dropped, never thrown. */
export function parseSearchHistory(raw: string | null, limit = SEARCH_HISTORY_LIMIT): SearchHistoryItem[] {
  if (!raw) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  const seen = new Set<string>();
  const items: SearchHistoryItem[] = [];
  for (const entry of parsed) {
    if (!isItem(entry) || seen.has(entry.stockId)) continue;
    seen.add(entry.stockId);
    items.push({ stockId: entry.stockId, code: entry.code, name: entry.name });
    if (items.length === limit) break;
  }
  return items;
}

const listeners = new Set<() => void>();
let cache: { raw: string | null; items: SearchHistoryItem[] } = { raw: null, items: [] };

function readRaw(): string | null {
  try {
    return localStorage.getItem(storageKeys.searchHistory);
  } catch {
    return null;
  }
}

function snapshot(): SearchHistoryItem[] {
  const raw = readRaw();
  if (raw !== cache.raw) cache = { raw, items: parseSearchHistory(raw) };
  return cache.items;
}

function write(items: readonly SearchHistoryItem[]) {
  try {
    if (items.length === 0) localStorage.removeItem(storageKeys.searchHistory);
    else localStorage.setItem(storageKeys.searchHistory, JSON.stringify(items));
  } catch {
    // Storage full or blocked: the history is a convenience, the search works without it.
  }
  for (const listener of listeners) listener();
}

export const searchHistoryStore = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    // Another tab searched too.
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || event.key === storageKeys.searchHistory) listener();
    };
    window.addEventListener('storage', onStorage);
    return () => {
      listeners.delete(listener);
      window.removeEventListener('storage', onStorage);
    };
  },
  getSnapshot: snapshot,
  /** Puts a stock first (moving it up when it was there already). */
  add(item: SearchHistoryItem) {
    write(
      addToSearchHistory(snapshot(), { stockId: item.stockId, code: item.code, name: item.name }, SEARCH_HISTORY_LIMIT),
    );
  },
  clear() {
    write([]);
  },
};

const noHistory: SearchHistoryItem[] = [];

export function useSearchHistory(): SearchHistoryItem[] {
  return useSyncExternalStore(searchHistoryStore.subscribe, searchHistoryStore.getSnapshot, () => noHistory);
}
