import type { HttpHandler } from 'msw';
import type { NewShare, RequestOf, ResponseOf } from '@broker/contract';
import { premium } from '@broker/domain';
import { configMock, mockApi, pageOf } from '../../mocks/mockApi.ts';
import { indexesMock, klineMock, quoteMock, quoteStreamMock, stockListMock } from '../../mocks/marketData.ts';
import { createNewShare } from '../../testing/factories.ts';

/**
 * Fixtures and MSW handlers of the market screens' stories and tests (never imported by a
 * screen). The instruments are the shared quote fixtures (testing/fixtures.ts) served by
 * mocks/marketData.ts; the new-share offerings are the market's own.
 */

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const iso = (ms: number) => `${new Date(ms).toISOString().slice(0, 19)}Z`;
const date = (ms: number) => new Date(ms).toISOString().slice(0, 10);

interface OfferingSeed {
  id: string;
  kind: NewShare['kind'];
  code: string;
  name: string;
  market: NewShare['market'];
  status: NewShare['status'];
  issuePrice: string;
  /** Hours from now to the deadline (negative: past). */
  deadlineInHours: number;
  winRatePct?: string;
  marketPrice?: string;
}

const exchanges = { nl: 'Euronext Amsterdam', de: 'Frankfurter Wertpapierbörse (Xetra)', usd: 'Nasdaq' } as const;

/** An offering whose calendar follows from its deadline, as the server's does (times relative to `now`). */
export function makeOffering(seed: OfferingSeed, now = Date.now()): NewShare {
  const end = Math.floor((now + seed.deadlineInHours * HOUR) / 1000) * 1000;
  const listed = seed.marketPrice ? premium(seed.issuePrice, seed.marketPrice) : null;
  return createNewShare({
    id: seed.id,
    kind: seed.kind,
    code: seed.code,
    name: seed.name,
    market: seed.market,
    currency: seed.market === 'usd' ? 'USD' : 'EUR',
    issuingMarket: exchanges[seed.market],
    sponsor: seed.market === 'usd' ? 'Harbor Point Capital' : 'Lage Landen Securities',
    issuePrice: seed.issuePrice,
    marketPrice: seed.marketPrice ?? null,
    priceDiff: listed?.priceDiff ?? null,
    premiumPct: listed?.premiumPct ?? null,
    maxLots: seed.kind === 'placement' ? 500 : seed.kind === 'auction' ? 200 : 100,
    levels:
      seed.kind === 'placement'
        ? [
            { level: 1, minAmount: '1000.00' },
            { level: 2, minAmount: '5000.00' },
            { level: 3, minAmount: '25000.00' },
          ]
        : null,
    winRatePct: seed.winRatePct ?? null,
    subscribeStart: iso(end - 4 * DAY - 8.5 * HOUR),
    subscribeEnd: iso(end),
    drawDate: date(end + DAY),
    allotmentDate: date(end + 2 * DAY),
    listingDate: date(end + 4 * DAY),
    status: seed.status,
  });
}

/** One offering in every status and kind, ordered as `newShare/list` orders them. */
export function offeringFixtures(now = Date.now()): NewShare[] {
  return [
    {
      id: 'ns-nl-1',
      kind: 'subscription',
      code: 'WDWE',
      name: 'Waddenwind Energie',
      market: 'nl',
      status: 'open',
      issuePrice: '18.50',
      deadlineInHours: 30,
    },
    {
      id: 'ns-usd-1',
      kind: 'auction',
      code: 'CQNT',
      name: 'Cascade Quantum',
      market: 'usd',
      status: 'open',
      issuePrice: '24.00',
      deadlineInHours: 54,
    },
    {
      id: 'ns-de-1',
      kind: 'subscription',
      code: 'RTRB',
      name: 'Rheintal Robotik',
      market: 'de',
      status: 'upcoming',
      issuePrice: '32.25',
      deadlineInHours: 150,
    },
    {
      id: 'ns-de-2',
      kind: 'placement',
      code: 'SPST',
      name: 'Spreewald Solartechnik',
      market: 'de',
      status: 'upcoming',
      issuePrice: '21.00',
      deadlineInHours: 170,
    },
    {
      id: 'ns-nl-2',
      kind: 'subscription',
      code: 'PLDS',
      name: 'Polderdata Systems',
      market: 'nl',
      status: 'closed',
      issuePrice: '12.75',
      deadlineInHours: -20,
      winRatePct: '8.40',
    },
    {
      id: 'ns-usd-2',
      kind: 'auction',
      code: 'HBLT',
      name: 'Harborlight Therapeutics',
      market: 'usd',
      status: 'closed',
      issuePrice: '15.00',
      deadlineInHours: -6,
    },
    {
      id: 'ns-nl-3',
      kind: 'subscription',
      code: 'ZAQC',
      name: 'Zeeuwse Aquacultuur',
      market: 'nl',
      status: 'listed',
      issuePrice: '22.00',
      deadlineInHours: -150,
      winRatePct: '12.35',
      marketPrice: '27.94',
    },
    {
      id: 'ns-usd-3',
      kind: 'auction',
      code: 'RDOS',
      name: 'Redwood Orbital Systems',
      market: 'usd',
      status: 'listed',
      issuePrice: '30.00',
      deadlineInHours: -170,
      winRatePct: '3.10',
      marketPrice: '27.45',
    },
  ].map((seed) => makeOffering(seed as OfferingSeed, now));
}

/** What `newShare/list` answers over `universe`, filtered and paged as the server does. */
export function newShareListPage(
  body: RequestOf<'newShare/list'>,
  universe: readonly NewShare[] = offeringFixtures(),
): ResponseOf<'newShare/list'> {
  const items = universe.filter(
    (offering) =>
      (!body.kind || offering.kind === body.kind) &&
      (!body.market || offering.market === body.market) &&
      (!body.status || offering.status === body.status),
  );
  return pageOf(items, body);
}

/** `newShare/list` over the fixtures. */
export const newShareListMock = (universe?: readonly NewShare[]) =>
  mockApi('newShare/list', (body) => ({ data: newShareListPage(body, universe) }));

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
