import type { HttpHandler } from 'msw';
import type { IntradayRecord } from '@broker/contract';
import { configMock, mockApi, pageOf } from '../../mocks/mockApi.ts';

/** Fixtures and MSW handlers of the intraday stories and tests (never imported by a screen). */
export const intradayRecordsFixture: IntradayRecord[] = [
  { id: 'r2', orderNo: 'R20261123100000000002', createdAt: '2026-11-23T10:00:00Z' },
  { id: 'r1', orderNo: 'R20261120150000000001', createdAt: '2026-11-20T15:00:00Z' },
];

export const intradayRecordsMock = (records: readonly IntradayRecord[] = intradayRecordsFixture) =>
  mockApi('intraday/records', (body) => ({ data: pageOf(records, body) }));

export function handlers(...overrides: HttpHandler[]): HttpHandler[] {
  return [...overrides, configMock, intradayRecordsMock()];
}
