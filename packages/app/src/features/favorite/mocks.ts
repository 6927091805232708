import type { HttpHandler } from 'msw';
import type { Quote } from '@broker/contract';
import { configMock, mockApi, pageOf } from '../../mocks/mockApi.ts';
import { quoteMock, quoteStreamMock, stockListMock } from '../../mocks/marketData.ts';
import { allQuotes, deQuotes, nlQuotes, usdQuotes } from '../../testing/fixtures.ts';

/** Fixtures and MSW handlers of the watchlist and search stories and tests (never imported by a screen). */

export const watchedFixture: Quote[] = [nlQuotes[0]!, usdQuotes[0]!, deQuotes[0]!, nlQuotes[4]!];

/**
 * A watchlist kept by the mock as the server keeps it: newest added first, adding a watched
 * instrument succeeds, removing ignores absent ids.
 */
export function watchlistMock(initial: readonly Quote[] = watchedFixture, universe: readonly Quote[] = allQuotes) {
  const state = { items: [...initial], added: [] as string[], removed: [] as string[][] };
  const handlers = [
    mockApi('watchlist/list', (body) => ({ data: pageOf(state.items, body) })),
    mockApi('watchlist/add', (body) => {
      const quote = universe.find((item) => item.stockId === body.stockId);
      if (!quote) return { error: 'error.stock.notFound' };
      state.added.push(body.stockId);
      if (!state.items.some((item) => item.stockId === body.stockId)) state.items.unshift(quote);
      return { data: null };
    }),
    mockApi('watchlist/remove', (body) => {
      state.removed.push(body.stockIds);
      const before = state.items.length;
      state.items = state.items.filter((item) => !body.stockIds.includes(item.stockId));
      return { data: { removed: before - state.items.length } };
    }),
  ];
  return { state, handlers };
}

/**
 * Everything the watchlist, its editor and the search read: a fresh watchlist of
 * `watchedFixture` per call (so that a removal in one story does not empty the next), the
 * search over the quote fixtures and a quiet stream. Overrides come first, so they win.
 */
export function handlers(...overrides: HttpHandler[]): HttpHandler[] {
  return [
    ...overrides,
    configMock,
    ...watchlistMock().handlers,
    stockListMock(),
    quoteMock(),
    quoteStreamMock().handler,
  ];
}
