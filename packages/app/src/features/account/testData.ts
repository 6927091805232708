import type { Article, Notice, RealName, User, Wallet } from '@broker/contract';
import { storageKeys } from '@broker/domain';
import { sessionStore } from '../../session/sessionStore.ts';

/** Fixtures of the account screens' stories and tests (never imported by a screen). */

const wallet = (currency: Wallet['currency'], overrides: Partial<Wallet> = {}): Wallet => ({
  currency,
  balance: '12500.50',
  available: '10250.25',
  frozen: '2250.25',
  profit: '845.10',
  borrowed: '0',
  totalAssets: '15820.75',
  ...overrides,
});

export const userFixture: User = {
  id: '10023',
  account: 'jan.devries',
  realName: 'Jan de Vries',
  realNameStatus: 'verified',
  avatar: null,
  language: 'nl',
  inviteCode: 'JDV7K2',
  creditScore: 100,
  registeredAt: '2024-03-18T09:15:00Z',
  fundPasswordSet: true,
  restrictions: [],
  isSeat: false,
  marginStatus: 'notApplied',
  wallet: wallet('USD'),
  usdtBalance: '0',
  wallets: [
    wallet('EUR'),
    wallet('USD'),
    wallet('USDT', { totalAssets: '0', balance: '0', available: '0', frozen: '0', profit: '0' }),
  ],
};

/** A new user: no real name yet, no fund password, an empty wallet. */
export const newUserFixture: User = {
  ...userFixture,
  realName: null,
  realNameStatus: 'none',
  fundPasswordSet: false,
  wallet: wallet('USD', { balance: '0', available: '0', frozen: '0', profit: '0', totalAssets: '0' }),
};

export const noticesFixture: Notice[] = [
  {
    id: 'n5',
    title: 'Trading hours on King’s Day',
    summary: 'Euronext Amsterdam is open as usual on 27 April.',
    market: null,
    createdAt: '2025-04-20T08:00:00Z',
  },
  {
    id: 'n4',
    title: 'New share offering: Tulip Energy',
    summary: 'Subscription opens on Monday at 09:00.',
    market: 'usd',
    createdAt: '2025-04-18T07:30:00Z',
  },
  {
    id: 'n3',
    title: 'Maintenance on Sunday night',
    summary: 'The app is unavailable between 01:00 and 03:00.',
    market: null,
    createdAt: '2025-04-12T16:00:00Z',
  },
  {
    id: 'n2',
    title: 'Dividend of ACME paid',
    summary: null,
    market: 'usd',
    createdAt: '2025-04-02T10:00:00Z',
  },
  {
    id: 'n1',
    title: 'Welcome to Dutch stocks',
    summary: 'Verify your identity to start trading.',
    market: null,
    createdAt: '2025-03-28T09:00:00Z',
  },
  {
    id: 'n0',
    title: 'Updated user agreement',
    summary: 'Read what changes on 1 April.',
    market: null,
    createdAt: '2025-03-20T09:00:00Z',
  },
];

export const noticeDetailFixture: Notice = {
  ...noticesFixture[0]!,
  content:
    '<p>Euronext Amsterdam is <strong>open as usual</strong> on King’s Day, 27 April.</p><p>Orders placed before 09:00 are executed at the opening.</p>',
};

export const realNameNoneFixture: RealName = {
  status: 'none',
  name: null,
  idNumberMasked: null,
  frontImage: null,
  backImage: null,
  address: null,
  remark: null,
  submittedAt: null,
  reviewedAt: null,
};

export const realNameReviewingFixture: RealName = {
  ...realNameNoneFixture,
  status: 'reviewing',
  name: 'Jan de Vries',
  idNumberMasked: '123456***7',
  frontImage: '/uploads/id/front.jpg',
  backImage: '/uploads/id/back.jpg',
  submittedAt: '2025-04-20T09:30:00Z',
};

export const realNameVerifiedFixture: RealName = {
  ...realNameReviewingFixture,
  status: 'verified',
  reviewedAt: '2025-04-20T14:00:00Z',
};

export const realNameRejectedFixture: RealName = {
  ...realNameReviewingFixture,
  status: 'rejected',
  remark: 'The photo of the back of your ID is not readable.',
  reviewedAt: '2025-04-20T14:00:00Z',
};

/** A signed-in session in local storage, as after login (stories' and tests' beforeEach). */
export function signInFixture(): () => void {
  localStorage.removeItem(storageKeys.readMsg);
  sessionStore.signIn({ token: 'token-story', account: userFixture.account, id: userFixture.id, realName: null });
  return () => {
    sessionStore.signOut();
    localStorage.removeItem(storageKeys.readMsg);
  };
}

/** Matches a field's label with or without the required marker (the `*` is part of the label's text). */
export const fieldLabel = (text: string): RegExp =>
  new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*\\*?$`);

export const securityArticleFixture: Article = {
  key: 'security',
  title: 'Security tips',
  content:
    '<p>Never share your passwords or your fund password, not even with customer service.</p><ul><li>Use a password you use nowhere else.</li><li>Log out on shared devices.</li></ul>',
  updatedAt: '2025-01-10T09:00:00Z',
};
