import type { HttpHandler } from 'msw';
import type { IntradayRecord } from '@broker/contract';
import { configMock, mockApi, pageOf } from '../../mocks/mockApi.ts';

/** Fixtures and MSW handlers of the intraday stories and tests (never imported by a screen). */
const application = (overrides: Partial<IntradayRecord>): IntradayRecord => ({
  id: 'r1',
  orderNo: 'I20261120150000000001',
  currency: 'EUR',
  amount: '2000.00',
  multiplier: 5,
  buyingPower: '10000.00',
  status: 'pending',
  rejectReason: null,
  day: null,
  createdAt: '2026-11-20T15:00:00Z',
  decidedAt: null,
  settledAt: null,
  settlement: null,
  profit: null,
  ...overrides,
});

export const intradayRecordsFixture: IntradayRecord[] = [
  application({ id: 'r2', orderNo: 'I20261123100000000002', createdAt: '2026-11-23T10:00:00Z' }),
  application({ status: 'rejected', rejectReason: 'experience', decidedAt: '2026-11-20T16:00:00Z' }),
];

export const intradayRecordsMock = (records: readonly IntradayRecord[] = intradayRecordsFixture) =>
  mockApi('intraday/records', (body) => ({ data: pageOf(records, body) }));

export function handlers(...overrides: HttpHandler[]): HttpHandler[] {
  return [...overrides, configMock, intradayRecordsMock()];
}
