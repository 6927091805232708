import type { HttpHandler } from 'msw';
import type { ActiveSession, Article, Notice, RealName, User } from '@broker/contract';
import { configMock, mockApi } from '../../mocks/mockApi.ts';
import { ratesFixture } from '../wallet/mocks.ts';
import {
  createActiveSession,
  createArticle,
  createNotice,
  createRealName,
  createUser,
  createAccountSummary,
} from '../../testing/factories.ts';
import { emptyWallet, userFixture, accountSummaryFixture } from '../../testing/fixtures.ts';
import { unreadHandler } from '../support/mocks.ts';

/** Fixtures and MSW handlers of the account screens' stories and tests (never imported by a screen). */

/** A new user: no real name yet, no fund password, an empty wallet. */
export const newUserFixture: User = createUser({
  ...userFixture,
  realName: null,
  realNameStatus: 'none',
  fundPasswordSet: false,
  wallet: emptyWallet('USD'),
  wallets: [emptyWallet('EUR'), emptyWallet('USD')],
});

export const noticesFixture: Notice[] = [
  createNotice({
    id: 'n5',
    title: 'Trading hours on King’s Day',
    summary: 'Euronext Amsterdam is open as usual on 27 April.',
    market: null,
    createdAt: '2025-04-20T08:00:00Z',
  }),
  createNotice({
    id: 'n4',
    title: 'New share offering: Tulip Energy',
    summary: 'Subscription opens on Monday at 09:00.',
    market: 'usd',
    createdAt: '2025-04-18T07:30:00Z',
  }),
  createNotice({
    id: 'n3',
    title: 'Maintenance on Sunday night',
    summary: 'The app is unavailable between 01:00 and 03:00.',
    market: null,
    createdAt: '2025-04-12T16:00:00Z',
  }),
  createNotice({
    id: 'n2',
    title: 'Dividend of ACME paid',
    summary: null,
    market: 'usd',
    createdAt: '2025-04-02T10:00:00Z',
  }),
  createNotice({
    id: 'n1',
    title: 'Welcome to Dutch stocks',
    summary: 'Verify your identity to start trading.',
    market: null,
    createdAt: '2025-03-28T09:00:00Z',
  }),
  createNotice({
    id: 'n0',
    title: 'Updated user agreement',
    summary: 'Read what changes on 1 April.',
    market: null,
    createdAt: '2025-03-20T09:00:00Z',
  }),
];

export const noticeDetailFixture: Notice = createNotice({
  ...noticesFixture[0]!,
  content:
    '<p>Euronext Amsterdam is <strong>open as usual</strong> on King’s Day, 27 April.</p><p>Orders placed before 09:00 are executed at the opening.</p>',
});

export const realNameNoneFixture: RealName = createRealName();

export const realNameReviewingFixture: RealName = createRealName({
  status: 'reviewing',
  name: 'Jan de Vries',
  idNumberMasked: '123456***7',
  frontImage: '/uploads/id/front.jpg',
  backImage: '/uploads/id/back.jpg',
  submittedAt: '2025-04-20T09:30:00Z',
});

export const realNameVerifiedFixture: RealName = createRealName({
  ...realNameReviewingFixture,
  status: 'verified',
  reviewedAt: '2025-04-20T14:00:00Z',
});

export const realNameRejectedFixture: RealName = createRealName({
  ...realNameReviewingFixture,
  status: 'rejected',
  remark: 'The photo of the back of your ID is not readable.',
  reviewedAt: '2025-04-20T14:00:00Z',
});

export const securityArticleFixture: Article = createArticle({
  key: 'security',
  title: 'Security tips',
  content:
    '<p>Never share your passwords or your fund password, not even with customer service.</p><ul><li>Use a password you use nowhere else.</li><li>Log out on shared devices.</li></ul>',
  updatedAt: '2025-01-10T09:00:00Z',
});

/** A 1×1 PNG, for the photo uploads. */
export const PNG_1PX = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

/** This phone, a laptop's browser, and a session of a client that sent no User-Agent. */
export const sessionsFixture: ActiveSession[] = [
  createActiveSession(),
  createActiveSession({
    id: 'session-laptop',
    current: false,
    createdAt: '2025-04-10T18:00:00Z',
    lastUsedAt: '2025-04-19T21:15:00Z',
    expiresAt: '2025-04-26T21:15:00Z',
    userAgent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:125.0) Gecko/20100101 Firefox/125.0',
    address: '198.51.100.23',
  }),
  createActiveSession({
    id: 'session-unknown',
    current: false,
    createdAt: '2025-04-18T07:00:00Z',
    lastUsedAt: '2025-04-18T07:05:00Z',
    expiresAt: '2025-04-25T07:05:00Z',
    userAgent: null,
    address: null,
  }),
];

/**
 * Everything the account screens read and write: a verified user with six unread notices, no
 * identity submitted yet, and every write succeeding. Overrides come first, so they win.
 */
export function handlers(...overrides: HttpHandler[]): HttpHandler[] {
  return [
    ...overrides,
    configMock,
    mockApi('user/info', { data: userFixture }),
    mockApi('user/summary', { data: accountSummaryFixture }),
    mockApi('exchange/rates', { data: ratesFixture }),
    mockApi('user/notice', { data: noticesFixture }),
    mockApi('user/noticeDetail', { data: noticeDetailFixture }),
    mockApi('user/logout', { data: null }),
    mockApi('user/realNameInfo', { data: realNameNoneFixture }),
    mockApi('common/upload', (body) => ({
      data: { path: `/uploads/${body.purpose}.png`, url: `data:image/png;base64,${PNG_1PX}` },
    })),
    mockApi('user/realName', (body) => ({ data: { ...realNameReviewingFixture, name: body.name } })),
    mockApi('common/article', { data: securityArticleFixture }),
    mockApi('user/language', { data: null }),
    mockApi('user/password', { data: null }),
    mockApi('user/fundPassword', { data: null }),
    mockApi('user/sessions', { data: sessionsFixture }),
    mockApi('user/sessionEnd', { data: null }),
    unreadHandler(),
  ];
}

/** A new account's money: nothing, in the base currency. */
export const emptySummaryFixture = createAccountSummary({
  total: {
    equity: '0.00',
    balance: '0.00',
    available: '0.00',
    frozen: '0.00',
    positionsValue: '0.00',
    openPnl: '0.00',
    realisedToday: '0.00',
    realisedTotal: '0.00',
    borrowed: '0.00',
  },
  currencies: [],
});
