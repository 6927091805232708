import type { HttpHandler } from 'msw';
import { configMock } from '../../mocks/mockApi.ts';
import { indexesMock, klineMock, quoteMock, quoteStreamMock, stockListMock } from '../../mocks/marketData.ts';
import { newShareListMock } from '../newShare/mocks.ts';

/**
 * Fixtures and MSW handlers of the market screens' stories and tests (never imported by a
 * screen). The instruments are the shared quote fixtures (testing/fixtures.ts) served by
 * mocks/marketData.ts; the new-share offerings are the new-share feature's (its subscription
 * and auction tabs show them).
 */
export { newShareListMock, newShareListPage, offeringFixtures } from '../newShare/mocks.ts';

/**
 * Everything a market screen reads, over the fixtures, with a quiet stream (a test pushes its own
 * quotes through a `quoteStreamMock()` override; a story passes `simulatedQuoteStreamMock()` for
 * prices that move). Overrides come first, so they win.
 */
export function handlers(...overrides: HttpHandler[]): HttpHandler[] {
  return [
    ...overrides,
    configMock,
    stockListMock(),
    indexesMock(),
    quoteMock(),
    klineMock(),
    quoteStreamMock().handler,
    newShareListMock(),
  ];
}
