import { hasMorePages, marketLimits, serverDefaults } from '@broker/domain';
import { chunkIds } from '../../live/index.ts';

/** The editor reads the whole watchlist in pages of the largest size the server takes. */
export const WATCHLIST_EDIT_PAGE_SIZE = serverDefaults.page.maxSize;
/** …but never more than this many pages (10 000 instruments). */
export const WATCHLIST_MAX_PAGES = 100;

/** Reads pages 1, 2, … until the last one (or `maxPages`) and returns every item in order. */
export async function readAllPages<T>(
  loadPage: (page: number) => Promise<{ items: T[]; page: number; size: number; total: number }>,
  maxPages = WATCHLIST_MAX_PAGES,
): Promise<T[]> {
  const items: T[] = [];
  for (let page = 1; page <= maxPages; page += 1) {
    const result = await loadPage(page);
    items.push(...result.items);
    if (result.items.length === 0 || !hasMorePages(result)) break;
  }
  return items;
}

export type SelectionState = 'none' | 'some' | 'all';

/** How much of the list is selected (the "select all" box shows it). */
export function selectionState(selected: ReadonlySet<string>, ids: readonly string[]): SelectionState {
  const count = ids.filter((id) => selected.has(id)).length;
  if (count === 0) return 'none';
  return count === ids.length ? 'all' : 'some';
}

/** Select all (client-side, api.md §4.5): everything, or nothing when everything was selected. */
export function toggleAll(selected: ReadonlySet<string>, ids: readonly string[]): Set<string> {
  return selectionState(selected, ids) === 'all' ? new Set() : new Set(ids);
}

export function toggleOne(selected: ReadonlySet<string>, id: string): Set<string> {
  const next = new Set(selected);
  if (next.has(id)) next.delete(id);
  else next.add(id);
  return next;
}

/** The selection reduced to ids still in the list (after a removal or a refresh). */
export function keepKnown(selected: ReadonlySet<string>, ids: readonly string[]): Set<string> {
  return new Set(ids.filter((id) => selected.has(id)));
}

/** `watchlist/remove` takes at most 100 ids a call. */
export function removalBatches(ids: readonly string[]): string[][] {
  return chunkIds(ids, marketLimits.removeIds);
}
