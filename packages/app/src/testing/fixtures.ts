import type { Quote, User, Wallet } from '@broker/contract';
import { createQuote, createUser, createWallet, createAccountSummary } from './factories.ts';

/**
 * Named fixtures that more than one feature's stories and tests use (never imported by a screen).
 * A feature's own fixtures are in features/<feature>/mocks.ts.
 */

/** A wallet with nothing in it. */
export const emptyWallet = (currency: Wallet['currency']): Wallet =>
  createWallet({ currency, balance: '0', available: '0', frozen: '0', profit: '0', totalAssets: '0' });

/** The signed-in user of the stories and tests: verified, money in EUR and USD, an empty USDT wallet. */
export const userFixture: User = createUser({
  wallets: [createWallet({ currency: 'EUR' }), createWallet(), emptyWallet('USDT')],
});

// ---- The market: instruments of every market and board, and the indexes ----

export const nlQuotes: Quote[] = [
  createQuote({
    stockId: 's-asml',
    code: 'ASML',
    name: 'ASML Holding',
    market: 'nl',
    price: '612.40',
    prevClose: '598.10',
    volume: 812_400,
  }),
  createQuote({
    stockId: 's-adyen',
    code: 'ADYEN',
    name: 'Adyen',
    market: 'nl',
    price: '1402.60',
    prevClose: '1391.00',
    volume: 95_300,
  }),
  createQuote({
    stockId: 's-shell',
    code: 'SHELL',
    name: 'Shell',
    market: 'nl',
    price: '31.25',
    prevClose: '31.25',
    volume: 6_420_000,
  }),
  createQuote({
    stockId: 's-heia',
    code: 'HEIA',
    name: 'Heineken',
    market: 'nl',
    price: '86.50',
    prevClose: '87.12',
    volume: 640_000,
  }),
  createQuote({
    stockId: 's-inga',
    code: 'INGA',
    name: 'ING Groep',
    market: 'nl',
    price: '13.86',
    prevClose: '14.21',
    volume: 9_800_000,
  }),
  createQuote({
    stockId: 's-phia',
    code: 'PHIA',
    name: 'Philips',
    market: 'nl',
    price: '24.10',
    prevClose: '25.02',
    volume: 2_100_000,
  }),
];

export const nlOtcQuotes: Quote[] = [
  createQuote({
    stockId: 's-kendr',
    code: 'KENDR',
    name: 'Kendrion',
    market: 'nl',
    board: 'otc',
    price: '12.40',
    prevClose: '12.10',
  }),
  createQuote({
    stockId: 's-ctac',
    code: 'CTAC',
    name: 'Ctac',
    market: 'nl',
    board: 'otc',
    price: '3.02',
    prevClose: '3.10',
  }),
];

export const deQuotes: Quote[] = [
  createQuote({ stockId: 's-sap', code: 'SAP', name: 'SAP', market: 'de', price: '178.32', prevClose: '175.90' }),
  createQuote({ stockId: 's-sie', code: 'SIE', name: 'Siemens', market: 'de', price: '170.10', prevClose: '171.44' }),
  createQuote({ stockId: 's-alv', code: 'ALV', name: 'Allianz', market: 'de', price: '262.90', prevClose: '260.00' }),
];

export const usdQuotes: Quote[] = [
  createQuote({ stockId: 's-nvda', code: 'NVDA', name: 'NVIDIA', market: 'usd', price: '875.28', prevClose: '851.10' }),
  createQuote({ stockId: 's-aapl', code: 'AAPL', name: 'Apple', market: 'usd', price: '189.84', prevClose: '191.02' }),
  createQuote({
    stockId: 's-msft',
    code: 'MSFT',
    name: 'Microsoft',
    market: 'usd',
    price: '415.50',
    prevClose: '413.64',
  }),
];

export const cryptoQuotes: Quote[] = [
  createQuote({
    stockId: 'c-btc',
    code: 'BTC/USDT',
    name: 'Bitcoin',
    market: 'crypto',
    price: '67250.50',
    prevClose: '66120.00',
  }),
  createQuote({
    stockId: 'c-eth',
    code: 'ETH/USDT',
    name: 'Ethereum',
    market: 'crypto',
    price: '3450.12',
    prevClose: '3502.40',
  }),
];

export const fxQuotes: Quote[] = [
  createQuote({
    stockId: 'f-eurusd',
    code: 'EUR/USD',
    name: 'Euro / US-dollar',
    market: 'fx',
    price: '1.0845',
    prevClose: '1.0831',
  }),
  createQuote({
    stockId: 'f-usdjpy',
    code: 'USD/JPY',
    name: 'US-dollar / Japanse yen',
    market: 'fx',
    price: '151.4200',
    prevClose: '151.9000',
  }),
];

export const indexQuotes: Quote[] = [
  createQuote({
    stockId: 'i-aex',
    code: 'AEX',
    name: 'AEX',
    market: 'nl',
    isIndex: true,
    price: '905.34',
    prevClose: '898.20',
  }),
  createQuote({
    stockId: 'i-amx',
    code: 'AMX',
    name: 'AMX',
    market: 'nl',
    isIndex: true,
    price: '842.10',
    prevClose: '845.70',
  }),
  createQuote({
    stockId: 'i-dax',
    code: 'DAX',
    name: 'DAX',
    market: 'de',
    isIndex: true,
    price: '18200.50',
    prevClose: '18110.25',
  }),
  createQuote({
    stockId: 'i-spx',
    code: 'SPX',
    name: 'S&P 500',
    market: 'usd',
    isIndex: true,
    price: '5200.10',
    prevClose: '5214.66',
  }),
  createQuote({
    stockId: 'i-ndx',
    code: 'NDX',
    name: 'Nasdaq 100',
    market: 'usd',
    isIndex: true,
    price: '18330.22',
    prevClose: '18250.90',
  }),
];

/** Every listed instrument of the fixtures (the search's universe). */
export const allQuotes: Quote[] = [
  ...nlQuotes,
  ...nlOtcQuotes,
  ...deQuotes,
  ...usdQuotes,
  ...cryptoQuotes,
  ...fxQuotes,
];

/** The account's money summary (`user/summary`) every screen with money reads. */
export const accountSummaryFixture = createAccountSummary();
