import type { HttpHandler } from 'msw';
import type { IntradayAccount, IntradayInfo, IntradayRecord, Position, RequestOf } from '@broker/contract';
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
    accountMock(),
    intradayPositionsMock(),
    mockApi('trade/close', (body) => ({
      data: { ...intradayPositionFixtures.find((item) => item.id === body.positionId)!, status: 'closed' },
    })),
  ];
}
