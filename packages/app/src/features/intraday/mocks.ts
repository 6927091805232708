import type { HttpHandler } from 'msw';
import type {
  IntradayAccount,
  IntradayInfo,
  IntradayMeterPoint,
  IntradayRecord,
  Position,
  RequestOf,
} from '@broker/contract';
import { intradayBuyingPower, roundMoney } from '@broker/domain';
import { configMock, mockApi, pageOf } from '../../mocks/mockApi.ts';
import { createIntradayInfo, createIntradayRecord, createPosition } from '../../testing/factories.ts';
import { userFixture } from '../../testing/fixtures.ts';

/**
 * Fixtures and MSW handlers of the intraday screens' stories and tests (never imported by a
 * screen). Applications are taken around the clock; the buying power is the domain's
 * (`intradayBuyingPower`), as the server computes it.
 */

/** The fixture user's fund password: an application refuses any other (`fundPassword.wrong`). */
export const mockFundPassword = '123456';

/** Under review: 2,000 EUR frozen. */
export const pendingRecord = createIntradayRecord({
  id: 'i-5',
  orderNo: 'I20261124090000000005',
  createdAt: '2026-11-24T09:00:00Z',
});

/** Approved for the session of 24 November: 3,000 EUR, buying power 15,000 EUR, not settled yet. */
export const approvedRecord = createIntradayRecord({
  id: 'i-4',
  orderNo: 'I20261124080000000004',
  amount: '3000.00',
  buyingPower: '15000.00',
  status: 'approved',
  day: '2026-11-24',
  createdAt: '2026-11-24T08:00:00Z',
  decidedAt: '2026-11-24T08:30:00Z',
});

/** Settled with a gain: 2,000 EUR back as 2,131.40 EUR. */
export const settledRecord = createIntradayRecord({
  id: 'i-3',
  orderNo: 'I20261120090000000003',
  status: 'approved',
  day: '2026-11-20',
  createdAt: '2026-11-20T09:00:00Z',
  decidedAt: '2026-11-20T09:20:00Z',
  settledAt: '2026-11-20T16:30:00Z',
  settlement: { credit: '2131.40', realisedPnl: '142.80', fees: '11.40', protectedLoss: '0.00' },
  profit: '131.40',
});

/** Settled after a loss beyond the amount: nothing back, the rest absorbed by the protection. */
export const protectedRecord = createIntradayRecord({
  id: 'i-2',
  orderNo: 'I20261118090000000002',
  amount: '1000.00',
  buyingPower: '5000.00',
  status: 'approved',
  day: '2026-11-18',
  createdAt: '2026-11-18T09:00:00Z',
  decidedAt: '2026-11-18T09:10:00Z',
  settledAt: '2026-11-18T16:30:00Z',
  settlement: { credit: '0.00', realisedPnl: '-1012.00', fees: '8.00', protectedLoss: '20.00' },
  profit: '-1000.00',
});

/** Rejected: too little trading experience. */
export const rejectedRecord = createIntradayRecord({
  id: 'i-1',
  orderNo: 'I20261117090000000001',
  status: 'rejected',
  rejectReason: 'experience',
  createdAt: '2026-11-17T09:00:00Z',
  decidedAt: '2026-11-17T10:00:00Z',
});

/** The user's applications, newest first: settled, protected, rejected (none active). */
export const recordFixtures: IntradayRecord[] = [settledRecord, protectedRecord, rejectedRecord];

export const recordsMock = (records: readonly IntradayRecord[] = recordFixtures) =>
  mockApi('intraday/records', (body) => ({
    data: pageOf(
      records.filter((record) => !body.status || record.status === body.status),
      body,
    ),
  }));

/** `intraday/info` with its latest application (none by default) and any other terms. */
export const infoMock = (latest: IntradayRecord | null = null, overrides: Partial<IntradayInfo> = {}) =>
  mockApi('intraday/info', { data: createIntradayInfo({ latest, ...overrides }) });

/** What `intraday/apply` answers for a body: a new application under review. */
export function applied(body: RequestOf<'intraday/apply'>): IntradayRecord {
  const amount = roundMoney(body.amount, 'EUR');
  return createIntradayRecord({
    id: 'i-new',
    orderNo: 'I20261124100000000009',
    amount,
    buyingPower: intradayBuyingPower(amount, 5, 'EUR'),
    createdAt: '2026-11-24T10:00:00Z',
  });
}

/** An instant `ms` from now, as the server writes it (no milliseconds). */
const fromNow = (ms: number) => new Date(Date.now() + ms).toISOString().replace(/\.\d+Z$/, 'Z');

const MINUTE = 60_000;

/**
 * The approved application's account running now (read at each call: its times are relative to
 * now): 3,000 EUR put in, 60 EUR lost, 40 % of the
 * daily limit (150 EUR) and 20 % of the maximum (300 EUR); the flatten in 1 h 30 min, the preview
 * 15 minutes before it.
 */
export function runningAccount(overrides: Partial<IntradayAccount> = {}, flattenInMs = 90 * MINUTE): IntradayAccount {
  return {
    record: approvedRecord,
    equity: '2940.00',
    available: '1740.00',
    buyingPowerLeft: '8700.00',
    meter: {
      dayLoss: '60.00',
      dayLimit: '150.00',
      dayUsedPct: '40.00',
      totalLoss: '60.00',
      maxLimit: '300.00',
      maxUsedPct: '20.00',
      breach: null,
    },
    previewAt: fromNow(flattenInMs - 10 * MINUTE),
    flattenAt: fromNow(flattenInMs),
    closeAt: fromNow(flattenInMs + 5 * MINUTE),
    trading: true,
    ...overrides,
  };
}

/** The daily loss limit reached: everything closed, no more orders. */
export const breachedAccount = () =>
  runningAccount({
    equity: '2850.00',
    available: '2850.00',
    buyingPowerLeft: '0.00',
    meter: {
      dayLoss: '150.00',
      dayLimit: '150.00',
      dayUsedPct: '100.00',
      totalLoss: '150.00',
      maxLimit: '300.00',
      maxUsedPct: '50.00',
      breach: 'dailyLoss',
    },
    trading: false,
  });

/** `intraday/account`: the account running now (read at each request), or none. */
export const accountMock = (account: (() => IntradayAccount | null) | null = () => runningAccount()) =>
  mockApi('intraday/account', () => ({ data: account === null ? null : account() }));

/** The intraday book's open positions: a long of ASML at 5×, and a short of Shell at 5×. */
export const intradayPositionFixtures: Position[] = [
  createPosition({ id: 'p-i1', leverage: 5, margin: '1200.00', lockDays: 0, lockUntil: null }),
  createPosition({
    id: 'p-i2',
    stockId: 's-shell',
    code: 'SHELL',
    name: 'Shell',
    direction: 'short',
    lots: 20,
    shares: 20,
    openPrice: '30.00',
    currentPrice: '30.90',
    marketValue: '618.00',
    leverage: 5,
    margin: '120.00',
    profit: '-18.00',
    profitPct: '-15.00',
    lockDays: 0,
    lockUntil: null,
  }),
];

export const intradayPositionsMock = (positions: readonly Position[] = intradayPositionFixtures) =>
  mockApi('trade/positions', (body) => ({
    data: pageOf(body.book === 'intraday' ? positions.filter((item) => item.status === 'holding') : [], body),
  }));

/** Every application of the fixtures, by id: `intraday/detail` answers these, any other id is not found. */
export const allRecords: IntradayRecord[] = [pendingRecord, approvedRecord, ...recordFixtures];

/** A closed trade of an intraday account (leverage 5, no lock), closed at `closedAt` for `closePrice`. */
const closedTrade = (overrides: Partial<Position>): Position =>
  createPosition({
    leverage: 5,
    lockDays: 0,
    lockUntil: null,
    marginLevelPct: null,
    stopOutPrice: null,
    status: 'closed',
    ...overrides,
  });

/**
 * The settled session's trades, newest first: Shell short, closed by the flatten before the close
 * (+22.80 EUR), and ASML long, closed by the user (+120.00 EUR) — together its realised 142.80 EUR.
 */
export const settledTrades: Position[] = [
  closedTrade({
    id: 'p-r2',
    orderNo: 'T2026112000002',
    stockId: 's-shell',
    code: 'SHELL',
    name: 'Shell',
    direction: 'short',
    lots: 40,
    shares: 40,
    openPrice: '30.57',
    closePrice: '30.00',
    currentPrice: '30.00',
    marketValue: '1200.00',
    margin: '244.56',
    profit: '22.80',
    profitPct: '9.32',
    createdAt: '2026-11-20T10:05:00Z',
    openedAt: '2026-11-20T10:05:00Z',
    closedAt: '2026-11-20T16:25:00Z',
    remark: 'flattened',
  }),
  closedTrade({
    id: 'p-r1',
    orderNo: 'T2026112000001',
    lots: 12,
    shares: 12,
    openPrice: '600.00',
    closePrice: '610.00',
    currentPrice: '610.00',
    marketValue: '7320.00',
    margin: '1440.00',
    profit: '120.00',
    profitPct: '8.33',
    createdAt: '2026-11-20T09:30:00Z',
    openedAt: '2026-11-20T09:30:00Z',
    closedAt: '2026-11-20T14:10:00Z',
  }),
];

/** The protected session's one trade: ASML long, closed when the loss limit was reached. */
export const protectedTrades: Position[] = [
  closedTrade({
    id: 'p-r0',
    orderNo: 'T2026111800001',
    lots: 50,
    shares: 50,
    openPrice: '600.00',
    closePrice: '579.76',
    currentPrice: '579.76',
    marketValue: '28988.00',
    margin: '6000.00',
    profit: '-1012.00',
    profitPct: '-16.87',
    createdAt: '2026-11-18T09:30:00Z',
    openedAt: '2026-11-18T09:30:00Z',
    closedAt: '2026-11-18T11:40:00Z',
    remark: 'lossLimit',
  }),
];

/** The trades of each application's account (the running one holds the book's open positions). */
export const tradesByRecord: Record<string, readonly Position[]> = {
  [approvedRecord.id]: intradayPositionFixtures,
  [settledRecord.id]: settledTrades,
  [protectedRecord.id]: protectedTrades,
};

const point = (at: string, equity: string, dayLoss = '0.00'): IntradayMeterPoint => ({
  at,
  equity,
  dayLoss,
  totalLoss: dayLoss,
});

/** The settled session's equity: a dip to 1,962.50 EUR (a day loss of 37.50 EUR), then up to 2,131.40 EUR. */
export const settledMeter: IntradayMeterPoint[] = [
  point('2026-11-20T08:00:00Z', '2000.00'),
  point('2026-11-20T09:00:00Z', '1985.20', '14.80'),
  point('2026-11-20T10:00:00Z', '1962.50', '37.50'),
  point('2026-11-20T11:00:00Z', '2010.00'),
  point('2026-11-20T12:00:00Z', '2055.30'),
  point('2026-11-20T13:00:00Z', '2098.10'),
  point('2026-11-20T14:00:00Z', '2120.40'),
  point('2026-11-20T15:25:00Z', '2131.40'),
];

/** The running session so far: 3,000 EUR down to 2,940 EUR (the account's 60 EUR day loss). */
export const runningMeter: IntradayMeterPoint[] = [
  point('2026-11-24T08:00:00Z', '3000.00'),
  point('2026-11-24T08:30:00Z', '3012.50'),
  point('2026-11-24T09:00:00Z', '2955.00', '45.00'),
  point('2026-11-24T09:30:00Z', '2940.00', '60.00'),
];

/** The protected session: the amount lost down to nothing by the loss limit's close. */
export const protectedMeter: IntradayMeterPoint[] = [
  point('2026-11-18T08:00:00Z', '1000.00'),
  point('2026-11-18T09:30:00Z', '940.00', '60.00'),
  point('2026-11-18T11:40:00Z', '0.00', '1000.00'),
];

export const meterByRecord: Record<string, readonly IntradayMeterPoint[]> = {
  [approvedRecord.id]: runningMeter,
  [settledRecord.id]: settledMeter,
  [protectedRecord.id]: protectedMeter,
};

const notFound = { error: 'error.order.notFound' } as const;
const known = (id: string) => allRecords.some((record) => record.id === id);

/** `intraday/detail`: one of `records` by id; any other id is not found (as another user's). */
export const detailMock = (records: readonly IntradayRecord[] = allRecords) =>
  mockApi('intraday/detail', (body) => {
    const record = records.find((item) => item.id === body.id);
    return record ? { data: record } : notFound;
  });

/** `intraday/trades`: a page of an application's trades (none for one that never traded). */
export const tradesMock = (byRecord: Record<string, readonly Position[]> = tradesByRecord) =>
  mockApi('intraday/trades', (body) => (known(body.id) ? { data: pageOf(byRecord[body.id] ?? [], body) } : notFound));

/** `intraday/meter`: an application's meter history, oldest first (none for one that never traded). */
export const meterMock = (byRecord: Record<string, readonly IntradayMeterPoint[]> = meterByRecord) =>
  mockApi('intraday/meter', (body) => (known(body.id) ? { data: [...(byRecord[body.id] ?? [])] } : notFound));

/**
 * Everything the intraday screens read, over the fixtures. Overrides come first, so they win. An
 * application refuses a fund password other than `mockFundPassword`.
 */
export function handlers(...overrides: HttpHandler[]): HttpHandler[] {
  return [
    ...overrides,
    configMock,
    mockApi('user/info', { data: userFixture }),
    infoMock(),
    mockApi('intraday/apply', (body) =>
      body.fundPassword === mockFundPassword ? { data: applied(body) } : { error: 'error.fundPassword.wrong' },
    ),
    recordsMock(),
    detailMock(),
    tradesMock(),
    meterMock(),
    accountMock(),
    intradayPositionsMock(),
    mockApi('trade/close', (body) => ({
      data: { ...intradayPositionFixtures.find((item) => item.id === body.positionId)!, status: 'closed' },
    })),
  ];
}
