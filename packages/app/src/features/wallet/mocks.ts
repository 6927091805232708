import type { HttpHandler } from 'msw';
import type {
  Deposit,
  ExchangeRecord,
  LedgerEntry,
  RequestOf,
  ResponseOf,
  User,
  Wallet,
  Withdrawal,
} from '@broker/contract';
import type { Currency } from '@broker/domain';
import { configMock, mockApi, pageOf } from '../../mocks/mockApi.ts';
import { unreadHandler } from '../support/mocks.ts';
import {
  createDeposit,
  createExchangeRecord,
  createLedgerEntry,
  createUser,
  createWallet,
  createWithdrawal,
} from '../../testing/factories.ts';
import { emptyWallet, accountSummaryFixture } from '../../testing/fixtures.ts';

/** Fixtures and MSW handlers of the wallet, records and exchange stories and tests (never imported by a screen). */

export const walletFixtures: Record<'EUR' | 'USD' | 'USDT' | 'USDC', Wallet> = {
  EUR: createWallet({
    currency: 'EUR',
    balance: '1234.56',
    available: '1034.56',
    frozen: '200',
    profit: '-12.40',
    borrowed: '0',
    totalAssets: '2480.16',
  }),
  USD: createWallet({
    currency: 'USD',
    balance: '15820.75',
    available: '13570.50',
    frozen: '2250.25',
    profit: '845.10',
    borrowed: '1000',
    totalAssets: '18990.35',
  }),
  USDT: createWallet({
    currency: 'USDT',
    balance: '250.123456',
    available: '250.123456',
    frozen: '0',
    profit: '0',
    borrowed: '0',
    totalAssets: '250.123456',
  }),
  USDC: createWallet({
    currency: 'USDC',
    balance: '0',
    available: '0',
    frozen: '0',
    profit: '0',
    borrowed: '0',
    totalAssets: '0',
  }),
};

export const walletOf = (currency: Currency): Wallet =>
  (walletFixtures as Partial<Record<Currency, Wallet>>)[currency] ?? emptyWallet(currency);

/** The shared user (testing/fixtures.ts) with money in every wallet of the fund view. */
export const walletUser: User = createUser({
  wallet: walletFixtures.USD,
  usdtBalance: walletFixtures.USDT.balance,
  wallets: [walletFixtures.EUR, walletFixtures.USD, walletFixtures.USDT, walletFixtures.USDC],
});

/** What `user/info` answers for a currency (USD when none): the user with the wallet of that currency. */
export const userInfoFor = (currency: Currency | undefined, user: User = walletUser): User => {
  const wanted = currency ?? 'USD';
  return { ...user, wallet: user.wallets.find((wallet) => wallet.currency === wanted) ?? walletOf(wanted) };
};

/** `user/info` that answers the wallet of the requested currency, as the server does. */
export const userInfoMock = (user: User = walletUser) =>
  mockApi('user/info', (body: RequestOf<'user/info'>) => ({ data: userInfoFor(body.currency, user) }));

/** A new account: every wallet empty. */
export const emptyWalletUser: User = createUser({
  ...walletUser,
  wallet: emptyWallet('USD'),
  usdtBalance: '0',
  wallets: [emptyWallet('EUR'), emptyWallet('USD'), emptyWallet('USDT'), emptyWallet('USDC')],
});

export const pendingWithdrawal: Withdrawal = createWithdrawal({
  id: 'w3',
  orderNo: 'W20250420093000123',
  method: 'card',
  destination: 'NL91****4300',
  currency: 'EUR',
  amount: '500',
  fee: '0',
  netAmount: '500',
  status: 'pending',
  remark: null,
  createdAt: '2025-04-20T07:30:00Z',
  reviewedAt: null,
});

export const approvedWithdrawal: Withdrawal = createWithdrawal({
  ...pendingWithdrawal,
  id: 'w2',
  orderNo: 'W20250412140000456',
  amount: '250',
  netAmount: '250',
  status: 'approved',
  createdAt: '2025-04-12T12:00:00Z',
  reviewedAt: '2025-04-12T15:10:00Z',
});

export const rejectedWithdrawal: Withdrawal = createWithdrawal({
  ...pendingWithdrawal,
  id: 'w1',
  orderNo: 'W20250402101500789',
  method: 'wallet',
  destination: 'TXYZ1234abcd5678efgh9012ijkl3456mn',
  currency: 'USDT',
  amount: '120.5',
  fee: '0',
  netAmount: '120.5',
  status: 'rejected',
  remark: 'The wallet address does not match your name.',
  createdAt: '2025-04-02T08:15:00Z',
  reviewedAt: '2025-04-02T11:00:00Z',
});

export const withdrawalsFixture: Withdrawal[] = [pendingWithdrawal, approvedWithdrawal, rejectedWithdrawal];

export const pendingDeposit: Deposit = createDeposit({
  id: 'd2',
  orderNo: 'D20250419160000321',
  channelId: 'ch-eur-bank',
  channelName: 'SEPA bank transfer',
  currency: 'EUR',
  amount: '1000',
  creditedAmount: null,
  proofImage: '/uploads/proof/d2.jpg',
  status: 'pending',
  remark: null,
  createdAt: '2025-04-19T14:00:00Z',
  reviewedAt: null,
});

export const approvedDeposit: Deposit = createDeposit({
  ...pendingDeposit,
  id: 'd1',
  orderNo: 'D20250401090000654',
  channelId: 'ch-usd-wire',
  channelName: 'USD wire',
  currency: 'USD',
  amount: '2500',
  creditedAmount: '2500',
  status: 'approved',
  createdAt: '2025-04-01T07:00:00Z',
  reviewedAt: '2025-04-01T09:30:00Z',
});

export const depositsFixture: Deposit[] = [pendingDeposit, approvedDeposit];

export const ledgerFixture: LedgerEntry[] = [
  createLedgerEntry({
    id: 'l5',
    type: 'exchangeIn',
    currency: 'EUR',
    amount: '113.46',
    frozenChange: '0',
    balanceAfter: '1234.56',
    availableAfter: '1034.56',
    refId: 'x1',
    remark: 'USD→EUR',
    createdAt: '2025-04-20T09:00:00Z',
  }),
  createLedgerEntry({
    id: 'l4',
    type: 'exchangeOut',
    currency: 'USD',
    amount: '-123.45',
    frozenChange: '0',
    balanceAfter: '15820.75',
    availableAfter: '13570.50',
    refId: 'x1',
    remark: 'USD→EUR',
    createdAt: '2025-04-20T09:00:00Z',
  }),
  createLedgerEntry({
    id: 'l3',
    type: 'freeze',
    currency: 'EUR',
    amount: '0',
    frozenChange: '500',
    balanceAfter: '1121.10',
    availableAfter: '621.10',
    refId: 'w3',
    remark: null,
    createdAt: '2025-04-20T07:30:00Z',
  }),
  createLedgerEntry({
    id: 'l2',
    type: 'deposit',
    currency: 'USD',
    amount: '2500',
    frozenChange: '0',
    balanceAfter: '15944.20',
    availableAfter: '13693.95',
    refId: 'd1',
    remark: null,
    createdAt: '2025-04-01T09:30:00Z',
  }),
  createLedgerEntry({
    id: 'l1',
    type: 'checkIn',
    currency: 'USD',
    amount: '1',
    frozenChange: '0',
    balanceAfter: '13444.20',
    availableAfter: '13444.20',
    refId: null,
    remark: null,
    createdAt: '2025-03-30T06:00:00Z',
  }),
];

/** `funds/records` answering each kind from the given lists, paged as the server pages. */
export const fundsRecordsMock = (
  lists: { deposit?: Deposit[]; withdrawal?: Withdrawal[]; ledger?: LedgerEntry[] } = {
    deposit: depositsFixture,
    withdrawal: withdrawalsFixture,
    ledger: ledgerFixture,
  },
) =>
  mockApi('funds/records', (body: RequestOf<'funds/records'>) => {
    const data: ResponseOf<'funds/records'> = pageOf<Deposit | Withdrawal | LedgerEntry>(lists[body.kind] ?? [], body);
    return { data };
  });

/** The reference server's seeded rates (units per 1 USD) and its 0,10 % fee. */
export const ratesFixture: ResponseOf<'exchange/rates'> = {
  base: 'USD',
  feePct: '0.10',
  updatedAt: '2025-04-20T09:00:00Z',
  items: [
    { currency: 'USD', rate: '1' },
    { currency: 'EUR', rate: '0.92' },
    { currency: 'USDT', rate: '1' },
    { currency: 'USDC', rate: '1' },
    { currency: 'CNY', rate: '7.24' },
    { currency: 'TWD', rate: '32.5' },
    { currency: 'HKD', rate: '7.81' },
    { currency: 'THB', rate: '36.2' },
    { currency: 'JPY', rate: '151.8' },
    { currency: 'VND', rate: '25400' },
    { currency: 'MYR', rate: '4.72' },
    { currency: 'KRW', rate: '1385' },
  ],
};

export const exchangeRecordsFixture: ExchangeRecord[] = [
  createExchangeRecord({
    id: 'x2',
    orderNo: 'X20250420110000222',
    from: 'EUR',
    to: 'USDT',
    amount: '100',
    rate: '1.08695652',
    fee: '0.108696',
    received: '108.586956',
    createdAt: '2025-04-20T11:00:00Z',
  }),
  createExchangeRecord({
    id: 'x1',
    orderNo: 'X20250420090000111',
    from: 'USD',
    to: 'EUR',
    amount: '123.45',
    rate: '0.92',
    fee: '0.11',
    received: '113.46',
    createdAt: '2025-04-20T09:00:00Z',
  }),
];

export const exchangeRecordsMock = (records: ExchangeRecord[] = exchangeRecordsFixture) =>
  mockApi('exchange/records', (body: RequestOf<'exchange/records'>) => ({ data: pageOf(records, body) }));

/**
 * Everything the wallet, records and exchange screens read and write: the user with money in
 * every wallet (`user/info` answers the asked currency's), the records, the rates, and an
 * exchange that succeeds. Overrides come first, so they win.
 */
export function handlers(...overrides: HttpHandler[]): HttpHandler[] {
  return [
    ...overrides,
    configMock,
    userInfoMock(),
    mockApi('user/summary', { data: accountSummaryFixture }),
    // The account header of the wallet tab: notices and support's unread answers.
    mockApi('user/notice', { data: [] }),
    unreadHandler(),
    fundsRecordsMock(),
    mockApi('exchange/rates', { data: ratesFixture }),
    mockApi('exchange/submit', (body) => ({ data: { ...exchangeRecordsFixture[1]!, amount: body.amount } })),
    exchangeRecordsMock(),
  ];
}
