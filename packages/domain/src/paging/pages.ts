/**
 * Paged lists (api.md §1.4): every list call takes `page` (from 1) and `size` (at most
 * `serverDefaults.page.maxSize`, default `defaultSize`) and answers `{items, total, page, size}`.
 */
export interface PagePosition {
  page: number;
  size: number;
  total: number;
}

/** Whether a page of `{page, size, total}` has more after it. */
export function hasMorePages(page: PagePosition): boolean {
  return page.page * page.size < page.total;
}
