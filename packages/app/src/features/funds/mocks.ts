import type { HttpHandler } from 'msw';
import type { Card, Channel, Deposit, ResponseOf, User, WalletAddress, Withdrawal } from '@broker/contract';
import { allDays } from '@broker/domain';
import { configMock, mockApi } from '../../mocks/mockApi.ts';
import {
  alwaysOpen,
  createCard,
  createChannel,
  createDeposit,
  createUser,
  createWalletAddress,
  createWithdrawal,
  createWithdrawInfo,
} from '../../testing/factories.ts';
import { userFixture } from '../../testing/fixtures.ts';

/** Fixtures and MSW handlers of the funds screens' stories and tests (never imported by a screen). */

/** Closed all of today (UTC), open the other six days: "outside hours" whenever it runs. */
export function closedToday(): Channel['hours'] {
  const today = ((new Date().getUTCDay() + 6) % 7) + 1;
  return { days: allDays.filter((day) => day !== today), open: '00:00', close: '24:00', timeZone: 'UTC' };
}

export const unverifiedUserFixture: User = createUser({ ...userFixture, realName: null, realNameStatus: 'none' });

export const cardsFixture: Card[] = [
  createCard({
    id: 'card-1',
    holderName: 'Jan de Vries',
    cardNumberMasked: '5355****4567',
    bankName: 'ING Bank',
    branchName: 'Amsterdam Zuidas',
    bankCode: 'INGBNL2A',
    branchAddress: null,
    createdAt: '2025-03-02T10:20:00Z',
  }),
  createCard({
    id: 'card-2',
    holderName: 'Jan de Vries',
    cardNumberMasked: '6222****7890',
    bankName: 'ABN AMRO',
    branchName: null,
    bankCode: null,
    branchAddress: null,
    createdAt: '2025-04-11T08:05:00Z',
  }),
];

/** A small QR-like image as a data URL (stories have no image server; img paths are at most 512 characters). */
export const qrDataUrl =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 21 21'%3E" +
  "%3Cpath fill='%23fff' d='M0 0h21v21H0z'/%3E" +
  "%3Cpath d='M0 0h7v7H0zm14 0h7v7h-7zM0 14h7v7H0zm9-13h2v3H9zm0 7h4v2H9zm5 1h2v3h-2zm-6 3h2v3H8zm3 2h3v2h-3zm5 0h4v2h-4zm-4 3h2v3h-2zm4 1h3v2h-3zM1 9h3v2H1z'/%3E" +
  "%3Cpath fill='%23fff' d='M1 1h5v5H1zm14 0h5v5h-5zM1 15h5v5H1z'/%3E" +
  "%3Cpath d='M2 2h3v3H2zm14 0h3v3h-3zM2 16h3v3H2z'/%3E%3C/svg%3E";

export const walletsFixture: WalletAddress[] = [
  createWalletAddress({
    id: 'wallet-1',
    walletType: 'USDT',
    network: 'TRC20',
    address: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE',
    qrImage: qrDataUrl,
    createdAt: '2025-02-14T12:00:00Z',
  }),
  createWalletAddress({
    id: 'wallet-2',
    walletType: 'USDT',
    network: 'ERC20',
    address: '0x8ba1f109551bD432803012645Ac136ddd64DBA72',
    qrImage: null,
    createdAt: '2025-03-01T09:30:00Z',
  }),
  createWalletAddress({
    id: 'wallet-3',
    walletType: 'BTC',
    network: 'BTC',
    address: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
    qrImage: null,
    createdAt: '2025-04-20T16:45:00Z',
  }),
];

export const page = <T>(items: T[]) => ({ items, total: items.length, page: 1, size: 100 });

const payee = createChannel().payee;

/** The reference server's seeded channels (packages/server/src/features/funds/seed.ts), open all day. */
export const channelsFixture: Channel[] = [
  createChannel({
    id: 'sepa-eur',
    name: 'SEPA bank transfer',
    kind: 'bank',
    currency: 'EUR',
    min: '10.00',
    max: '500000.00',
    hours: alwaysOpen,
    open: true,
    needsPassword: false,
    payee: {
      ...payee,
      holderName: 'Dutch Stocks B.V.',
      bankName: 'ING Bank N.V.',
      accountNumber: 'NL91INGB0001234567',
      branchName: 'Amsterdam Zuidas',
    },
  }),
  createChannel({
    id: 'wire-usd',
    name: 'USD wire transfer',
    kind: 'bank',
    currency: 'USD',
    min: '10.00',
    max: '500000.00',
    hours: alwaysOpen,
    open: true,
    needsPassword: true,
    payee: {
      ...payee,
      holderName: 'Dutch Stocks B.V.',
      bankName: 'Citibank N.A.',
      accountNumber: '4012345678',
      branchName: 'New York, 388 Greenwich St',
    },
  }),
  createChannel({
    id: 'usdt-trc20',
    name: 'USDT (TRC20)',
    kind: 'crypto',
    currency: 'USDT',
    min: '10.000000',
    max: '500000.000000',
    hours: alwaysOpen,
    open: true,
    needsPassword: false,
    payee: {
      ...payee,
      walletType: 'USDT',
      network: 'TRC20',
      address: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE',
      qrImage: qrDataUrl,
    },
  }),
  createChannel({
    id: 'usdc-erc20',
    name: 'USDC (ERC20)',
    kind: 'crypto',
    currency: 'USDC',
    min: '10.000000',
    max: '500000.000000',
    hours: alwaysOpen,
    open: true,
    needsPassword: false,
    payee: { ...payee, walletType: 'USDC', network: 'ERC20', address: '0x8ba1f109551bD432803012645Ac136ddd64DBA72' },
  }),
  createChannel({
    id: 'ideal-eur',
    name: 'iDEAL',
    kind: 'bank',
    currency: 'EUR',
    min: '10.00',
    max: '500000.00',
    hours: alwaysOpen,
    open: false,
    needsPassword: false,
    payee: { ...payee, holderName: 'Dutch Stocks B.V.', bankName: 'ABN AMRO', accountNumber: 'NL02ABNA0123456789' },
  }),
];

export const depositFixture: Deposit = createDeposit();

export const withdrawInfoFixture: ResponseOf<'funds/withdrawInfo'> = createWithdrawInfo();

export const withdrawalFixture: Withdrawal = createWithdrawal();

/**
 * Everything the funds screens read and write: the shared user, two cards, three wallet
 * addresses, the seeded channels and withdrawal conditions (USD or the asked currency), and every
 * write succeeding. Overrides come first, so they win.
 */
export function handlers(...overrides: HttpHandler[]): HttpHandler[] {
  return [
    ...overrides,
    configMock,
    mockApi('user/info', { data: userFixture }),
    mockApi('card/list', { data: page(cardsFixture) }),
    mockApi('card/add', { data: cardsFixture[1]! }),
    mockApi('wallet/list', { data: page(walletsFixture) }),
    mockApi('wallet/add', { data: walletsFixture[0]! }),
    mockApi('funds/channels', { data: channelsFixture }),
    mockApi('common/upload', { data: { path: '/uploads/proof/1.png', url: '/uploads/proof/1.png?sig=1' } }),
    mockApi('funds/deposit', { data: depositFixture }),
    mockApi('funds/withdrawInfo', (body) => ({ data: { ...withdrawInfoFixture, currency: body.currency ?? 'USD' } })),
    mockApi('funds/withdraw', { data: withdrawalFixture }),
  ];
}
