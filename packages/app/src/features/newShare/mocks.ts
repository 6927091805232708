import type { HttpHandler } from 'msw';
import type { NewShare, NewShareRecord, RequestOf, ResponseOf } from '@broker/contract';
import {
  allocateLots,
  allocationRule,
  allotmentTable,
  breakEvenPremium,
  drawTotals,
  newShareAmount,
  premium,
  statusOnSubscribe,
  subscriptionPrice,
  subscriptionRatio,
  waiverBarRule,
} from '@broker/domain';
import { configMock, mockApi, pageOf } from '../../mocks/mockApi.ts';
import { createNewShare, createNewShareRecord } from '../../testing/factories.ts';
import { userFixture } from '../../testing/fixtures.ts';

/**
 * Fixtures and MSW handlers of the new-share screens' stories and tests (never imported by a
 * screen), and of the market screen's subscription and auction tabs. Offerings follow the clock
 * (a deadline so many hours from now), as the server's calendar does; drawn offerings publish a
 * real draw: a seed whose SHA-256 is the commitment, the applications, and the allocation and
 * table the domain's rule gives, so that the verify screen's check passes on them.
 */

/** The fixture user's fund password: subscribe and pay refuse any other (`fundPassword.wrong`). */
export const mockFundPassword = '123456';

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
  firstClose?: string;
  subscriptionRatio?: string;
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
    firstClose: seed.firstClose ?? null,
    subscriptionRatio: seed.subscriptionRatio ?? null,
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

const offeringSeeds: OfferingSeed[] = [
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
    id: 'ns-nl-4',
    kind: 'placement',
    code: 'DLTL',
    name: 'Delta Logistiek',
    market: 'nl',
    status: 'open',
    issuePrice: '9.50',
    deadlineInHours: 40,
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
    subscriptionRatio: '8.10',
    marketPrice: '27.94',
    firstClose: '28.61',
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
    subscriptionRatio: '32.26',
    marketPrice: '27.45',
    firstClose: '26.90',
  },
];

/** One offering in every status and kind, ordered as `newShare/list` orders them. */
export function offeringFixtures(now = Date.now()): NewShare[] {
  return offeringSeeds.map((seed) => makeOffering(seed, now));
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

// ---- The draws: demand by size, and for drawn offerings a published seed and its commitment ----

type Groups = { lots: number; applicants: number }[];

interface DrawFixture {
  groups: Groups;
  lotsOffered: number;
  /** Drawn offerings: the published seed and sha256(seed) (computed once, outside the app). */
  seed?: string;
  seedHash: string;
}

const draws: Record<string, DrawFixture> = {
  'ns-nl-1': {
    groups: [
      { lots: 1, applicants: 320 },
      { lots: 2, applicants: 90 },
      { lots: 5, applicants: 40 },
      { lots: 10, applicants: 12 },
    ],
    lotsOffered: 600,
    seedHash: '7c90c5bd20875965761dc54ee6d13448e515ddb298457844ad90dfac5ce4d662',
  },
  'ns-usd-1': {
    groups: [
      { lots: 1, applicants: 80 },
      { lots: 4, applicants: 30 },
    ],
    lotsOffered: 400,
    seedHash: '3af12d1f5955f201bf90db5453543ae6ddf56b5339abc1eb6c280b54a68403e0',
  },
  'ns-de-1': {
    groups: [],
    lotsOffered: 800,
    seedHash: '1e2c89fa9ab294c1ce15d30de863837b12dfc1dc4d2be98d3d49c80a870844e7',
  },
  'ns-usd-2': {
    groups: [
      { lots: 1, applicants: 150 },
      { lots: 3, applicants: 60 },
    ],
    lotsOffered: 250,
    seedHash: '98e43a86b43bbef97b460ee6a412418302caa2313d87ba4b5c09ce4d2613b7dd',
  },
  // Ballot only: 105 lots for 635 applicants, one lot each to the winners (8.40 %).
  'ns-nl-2': {
    groups: [
      { lots: 1, applicants: 400 },
      { lots: 2, applicants: 150 },
      { lots: 5, applicants: 60 },
      { lots: 10, applicants: 25 },
    ],
    lotsOffered: 105,
    seed: '08c9d35265191e39b316799790af024e933b7bb64757649d33336c3dff81d8cf',
    seedHash: '4e284593b9a189248aee5d8aa534c05c4565a65855ac778e9d2b832c77f3a04d',
  },
  // One lot each to 210 applicants, then the √-weighted lottery for the other 290 (12.35 %).
  'ns-nl-3': {
    groups: [
      { lots: 1, applicants: 50 },
      { lots: 10, applicants: 100 },
      { lots: 50, applicants: 60 },
    ],
    lotsOffered: 500,
    seed: '51085c7c359b77b60bf5e7761e00324ac3619aa04ff0082e91603507596b3571',
    seedHash: 'dc58c0fae9b2822eec6bde7c961e8f5ae03ee13c8b3a63121cb723fd066490fc',
  },
  'ns-usd-3': {
    groups: [
      { lots: 1, applicants: 500 },
      { lots: 2, applicants: 150 },
      { lots: 4, applicants: 50 },
    ],
    lotsOffered: 31,
    seed: '9ff9074611e3763c71bad521b2ab20e3ac15f1fe96cc33ebd65f6f8a33729c22',
    seedHash: 'afea406eba9f4fcc2ccb8fd83cb7312c0d7c7ca539f322497bff540f095ffcaf',
  },
};

/** The applications by ticket: the groups spread over the tickets in a fixed, mixed order. */
function applicationsOf(groups: Groups): number[] {
  const applications = groups.flatMap((group) => Array.from({ length: group.applicants }, () => group.lots));
  let state = 7;
  for (let i = applications.length - 1; i > 0; i--) {
    state = (state * 48_271) % 2_147_483_647;
    const j = state % (i + 1);
    [applications[i], applications[j]] = [applications[j]!, applications[i]!];
  }
  return applications;
}

/** A drawn offering's published draw (applications, the allocation by the domain's rule, the table). */
export function publishedDraw(newShareId: string) {
  const fixture = draws[newShareId]!;
  const applications = applicationsOf(fixture.groups);
  const allotted = allocateLots(fixture.seed!, applications, fixture.lotsOffered);
  const table = allotmentTable(applications, allotted);
  return { applications, allotted, table, totals: drawTotals(table, fixture.lotsOffered) };
}

/** The first ticket of `lots` lots that the draw gave (won) or did not give (lost) a lot. */
function ticketOf(newShareId: string, lots: number, won: boolean): { ticket: number; allottedLots: number } {
  const { applications, allotted } = publishedDraw(newShareId);
  const index = applications.findIndex((applied, i) => applied === lots && allotted[i]! > 0 === won);
  return { ticket: index + 1, allottedLots: allotted[index]! };
}

// ---- The user's records: one in every status ----

/** The user's subscriptions, newest first: drawing, due (won and placed), paid, not won, withdrawn. */
export function recordFixtures(now = Date.now()): NewShareRecord[] {
  const offerings = new Map(offeringFixtures(now).map((offering) => [offering.id, offering]));
  const of = (id: string) => {
    const offering = offerings.get(id)!;
    return {
      newShareId: id,
      code: offering.code,
      name: offering.name,
      kind: offering.kind,
      market: offering.market,
      currency: offering.currency,
      listingDate: offering.listingDate!,
    };
  };
  const dueBy = (id: string) => `${offerings.get(id)!.allotmentDate}T21:59:59Z`;
  const won = ticketOf('ns-nl-2', 2, true);
  const paid = ticketOf('ns-nl-3', 10, true);
  const lost = ticketOf('ns-usd-3', 2, false);
  return [
    createNewShareRecord({
      id: 'nsr-auction',
      orderNo: 'N20261123100000000006',
      ...of('ns-usd-1'),
      lots: 4,
      bidPrice: '25.50',
      price: '25.50',
      amount: '102.00',
      frozen: '102.00',
      autoPay: true,
      createdAt: iso(now - 2 * HOUR),
    }),
    createNewShareRecord({
      id: 'nsr-placement',
      orderNo: 'N20261123100000000005',
      ...of('ns-nl-4'),
      lots: 200,
      level: 1,
      price: '9.50',
      amount: '1900.00',
      frozen: '1900.00',
      allottedLots: 200,
      amountDue: '1900.00',
      payDeadline: dueBy('ns-nl-4'),
      status: 'toPay',
      createdAt: iso(now - 3 * HOUR),
    }),
    createNewShareRecord({
      id: 'nsr-won',
      orderNo: 'N20261123100000000004',
      ...of('ns-nl-2'),
      lots: 2,
      price: '12.75',
      amount: '25.50',
      frozen: '25.50',
      ticket: won.ticket,
      allottedLots: won.allottedLots,
      amountDue: newShareAmount(won.allottedLots, 1, '12.75', 'EUR'),
      payDeadline: iso(now + 20 * HOUR),
      status: 'won',
      createdAt: iso(now - 3 * DAY),
      drawnAt: iso(now - 4 * HOUR),
    }),
    createNewShareRecord({
      id: 'nsr-paid',
      orderNo: 'N20261123100000000003',
      ...of('ns-nl-3'),
      lots: 10,
      price: '22.00',
      amount: '220.00',
      frozen: '0.00',
      ticket: paid.ticket,
      allottedLots: paid.allottedLots,
      amountDue: newShareAmount(paid.allottedLots, 1, '22.00', 'EUR'),
      payDeadline: iso(now - 4 * DAY),
      status: 'paid',
      createdAt: iso(now - 8 * DAY),
      drawnAt: iso(now - 6 * DAY),
      paidAt: iso(now - 5 * DAY),
      positionId: 'p-1',
    }),
    createNewShareRecord({
      id: 'nsr-lost',
      orderNo: 'N20261123100000000002',
      ...of('ns-usd-3'),
      lots: 2,
      bidPrice: '30.00',
      price: '30.00',
      amount: '60.00',
      frozen: '0.00',
      ticket: lost.ticket,
      allottedLots: 0,
      status: 'notWon',
      createdAt: iso(now - 9 * DAY),
      drawnAt: iso(now - 7 * DAY),
    }),
    createNewShareRecord({
      id: 'nsr-withdrawn',
      orderNo: 'N20261123100000000001',
      ...of('ns-usd-2'),
      lots: 1,
      bidPrice: '15.00',
      price: '15.00',
      amount: '15.00',
      frozen: '0.00',
      status: 'waived',
      createdAt: iso(now - 2 * DAY),
      cancelledAt: iso(now - 2 * DAY + HOUR),
      waivedAt: iso(now - 2 * DAY + HOUR),
    }),
  ];
}

/** `newShare/records` over `records`, filtered and paged as the server does. */
export function recordsPage(
  body: RequestOf<'newShare/records'>,
  records: readonly NewShareRecord[] = recordFixtures(),
): ResponseOf<'newShare/records'> {
  const items = records.filter(
    (record) =>
      (!body.status || record.status === body.status) &&
      (!body.kind || record.kind === body.kind) &&
      (!body.newShareId || record.newShareId === body.newShareId),
  );
  return pageOf(items, body);
}

const costsOf = (offering: NewShare) => {
  const breakEven = breakEvenPremium({
    price: offering.issuePrice,
    shares: offering.lotSize,
    feePct: '0.10',
    stampTaxPct: '0.00',
  });
  return {
    feePct: '0.10',
    stampTaxPct: '0.00',
    breakEvenPrice: breakEven.price,
    breakEvenPremiumPct: breakEven.premiumPct,
    refundAt: offering.kind === 'placement' ? null : `${offering.drawDate}T16:30:00Z`,
    payDeadline: `${offering.allotmentDate}T21:59:59Z`,
  };
};

/** `newShare/detail` of an offering, with the user's live record of it (a withdrawn one is not). */
export function detailFor(
  offering: NewShare,
  records: readonly NewShareRecord[] = recordFixtures(),
): ResponseOf<'newShare/detail'> {
  const fixture = draws[offering.id];
  const groups = fixture?.groups ?? [];
  const lotsRequested = groups.reduce((total, group) => total + group.lots * group.applicants, 0);
  const applicants = groups.reduce((total, group) => total + group.applicants, 0);
  const published = fixture?.seed ? publishedDraw(offering.id) : null;
  const record =
    records.find((item) => item.newShareId === offering.id && !(item.status === 'waived' && item.cancelledAt)) ?? null;
  return {
    offering: published ? { ...offering, winRatePct: published.totals.winRatePct } : offering,
    draw:
      offering.kind === 'placement' || !fixture
        ? null
        : {
            rule: allocationRule,
            seedHash: fixture.seedHash,
            drawAt: `${offering.drawDate}T16:30:00Z`,
            drawn: published !== null,
            seed: fixture.seed ?? null,
            lotsOffered: fixture.lotsOffered,
            lotsDrawn: published ? fixture.lotsOffered : null,
            applications: published?.applications ?? null,
            table: published?.table ?? null,
            totals: published?.totals ?? null,
          },
    demand: {
      applicants,
      lotsRequested,
      subscriptionRatio: subscriptionRatio(lotsRequested, fixture?.lotsOffered ?? 0),
      groups,
    },
    placement: offering.kind === 'placement' ? { lotsOffered: 5000, lotsLeft: 3200 } : null,
    costs: costsOf(offering),
    record,
    waivers: { count: 1, barredUntil: null, rule: { ...waiverBarRule } },
  };
}

/** What `newShare/subscribe` answers for a body on `offering` (the placement allotted at once). */
export function subscribed(offering: NewShare, body: RequestOf<'newShare/subscribe'>): NewShareRecord {
  const price = subscriptionPrice(offering, body.bidPrice);
  const amount = newShareAmount(body.lots, offering.lotSize, price, offering.currency);
  const status = statusOnSubscribe(offering.kind);
  return createNewShareRecord({
    id: 'nsr-new',
    orderNo: 'N20261123100000000009',
    newShareId: offering.id,
    code: offering.code,
    name: offering.name,
    kind: offering.kind,
    market: offering.market,
    currency: offering.currency,
    lots: body.lots,
    level: body.level ?? null,
    bidPrice: body.bidPrice ?? null,
    price,
    amount,
    frozen: amount,
    autoPay: body.autoPay,
    allottedLots: status === 'toPay' ? body.lots : null,
    amountDue: status === 'toPay' ? amount : null,
    payDeadline: status === 'toPay' ? `${offering.allotmentDate}T21:59:59Z` : null,
    status,
    createdAt: iso(Date.now()),
    listingDate: offering.listingDate!,
  });
}

/**
 * Everything the new-share screens read, over the fixtures. Overrides come first, so they win.
 * Subscribe and pay refuse a fund password other than `mockFundPassword`, a decline answers the record waived.
 */
export function handlers(...overrides: HttpHandler[]): HttpHandler[] {
  const now = Date.now();
  const offerings = offeringFixtures(now);
  const records = recordFixtures(now);
  const offeringOf = (id: string) => offerings.find((offering) => offering.id === id);
  const recordOf = (id: string) => records.find((record) => record.id === id);
  return [
    ...overrides,
    configMock,
    mockApi('user/info', { data: userFixture }),
    newShareListMock(offerings),
    mockApi('newShare/detail', (body) => {
      const offering = offeringOf(body.newShareId);
      return offering ? { data: detailFor(offering, records) } : { error: 'error.product.unavailable' };
    }),
    mockApi('newShare/records', (body) => ({ data: recordsPage(body, records) })),
    mockApi('newShare/subscribe', (body) => {
      const offering = offeringOf(body.newShareId);
      if (!offering) return { error: 'error.product.unavailable' };
      if (body.fundPassword !== mockFundPassword) return { error: 'error.fundPassword.wrong' };
      return { data: subscribed(offering, body) };
    }),
    mockApi('newShare/cancel', (body) => {
      const record = recordOf(body.recordId);
      return record
        ? { data: { ...record, status: 'waived', frozen: '0.00', cancelledAt: iso(now), waivedAt: iso(now) } }
        : { error: 'error.order.notFound' };
    }),
    mockApi('newShare/pay', (body) => {
      const record = recordOf(body.recordId);
      if (!record) return { error: 'error.order.notFound' };
      if (body.fundPassword !== mockFundPassword) return { error: 'error.fundPassword.wrong' };
      return { data: { ...record, status: 'paid', frozen: '0.00', paidAt: iso(now), positionId: 'p-1' } };
    }),
    mockApi('newShare/decline', (body) => {
      const record = recordOf(body.recordId);
      return record
        ? { data: { ...record, status: 'waived', frozen: '0.00', waivedAt: iso(now) } }
        : { error: 'error.order.notFound' };
    }),
  ];
}
