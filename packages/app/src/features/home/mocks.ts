import type { HttpHandler } from 'msw';
import type { Notice, ResponseOf } from '@broker/contract';
import { configMock, mockApi } from '../../mocks/mockApi.ts';
import { createCheckInInfo, createNotice } from '../../testing/factories.ts';
import { handlers as marketHandlers } from '../market/mocks.ts';
import { unreadHandler } from '../support/mocks.ts';

/**
 * Fixtures and MSW handlers of the home screen's stories and tests (never imported by a screen).
 * Home shows the market's section, so its handlers include the market's.
 */

/** Notices as `user/notice` sends them: newest first, without content. */
export const noticesMock: Notice[] = [
  createNotice({
    id: 'n-3',
    title: 'Handelstijden rond de feestdagen: de beurs in Amsterdam sluit op 24 december om 14:05 uur',
    summary: null,
    market: null,
    createdAt: '2026-01-05T09:00:00Z',
  }),
  createNotice({
    id: 'n-2',
    title: 'Nieuwe emissie: inschrijving geopend',
    summary: 'Tot en met vrijdag.',
    market: 'nl',
    createdAt: '2026-01-03T09:00:00Z',
  }),
];

export const checkInInfoMock: ResponseOf<'user/checkInInfo'> = createCheckInInfo();

export const checkInMock: ResponseOf<'user/checkIn'> = {
  reward: '1.00',
  currency: 'USD',
  streakDays: 4,
  remaining: 26,
};

/**
 * Everything home reads and writes: the notices, the check-in, customer service's unread answers
 * (read only without a support link) and the market section (quiet
 * stream; a story passes `simulatedQuoteStreamMock()` for prices that move). Overrides come
 * first, so they win.
 */
export function handlers(...overrides: HttpHandler[]): HttpHandler[] {
  return [
    ...overrides,
    configMock,
    mockApi('user/notice', { data: noticesMock }),
    mockApi('user/checkInInfo', { data: checkInInfoMock }),
    mockApi('user/checkIn', { data: checkInMock }),
    unreadHandler(),
    ...marketHandlers(),
  ];
}
