import { pair, type Instrument } from './types.ts';

/**
 * Quote-only pairs (api.md §1.3: crypto and fx are quoted, never traded). Crypto is quoted in
 * USDT; an fx pair in its quote currency. Volumes are the simulated venue's, in coins or in
 * base-currency units. The fx levels at the base date match the seeded exchange rates.
 */
export const cryptoPairs: Instrument[] = [
  pair('crypto', 'BTC/USDT', 'Bitcoin', { price: '95420.50', vol: 50, beta: 1.0, volume: 25_000, currency: 'USDT' }),
  pair('crypto', 'ETH/USDT', 'Ether', { price: '3186.40', vol: 65, beta: 1.2, volume: 320_000, currency: 'USDT' }),
  pair('crypto', 'SOL/USDT', 'Solana', { price: '141.82', vol: 85, beta: 1.4, volume: 3_200_000, currency: 'USDT' }),
  pair('crypto', 'BNB/USDT', 'BNB', { price: '902.35', vol: 55, beta: 0.9, volume: 420_000, currency: 'USDT' }),
  pair('crypto', 'XRP/USDT', 'XRP', { price: '2.1346', vol: 75, beta: 1.1, volume: 520_000_000, currency: 'USDT' }),
  pair('crypto', 'DOGE/USDT', 'Dogecoin', {
    price: '0.1628',
    vol: 90,
    beta: 1.3,
    volume: 2_100_000_000,
    currency: 'USDT',
  }),
  pair('crypto', 'ADA/USDT', 'Cardano', { price: '0.4573', vol: 80, beta: 1.2, volume: 420_000_000, currency: 'USDT' }),
];

/** The fx factor is the dollar's strength: pairs quoted against the dollar load on it negatively. */
export const fxPairs: Instrument[] = [
  pair('fx', 'EUR/USD', 'Euro / US Dollar', { price: '1.0870', vol: 8, beta: -1.0, volume: 2e9, currency: 'USD' }),
  pair('fx', 'GBP/USD', 'British Pound / US Dollar', {
    price: '1.2710',
    vol: 8,
    beta: -0.9,
    volume: 1e9,
    currency: 'USD',
  }),
  pair('fx', 'USD/JPY', 'US Dollar / Japanese Yen', {
    price: '151.800',
    vol: 10,
    beta: 1.0,
    volume: 1.5e9,
    currency: 'JPY',
  }),
  pair('fx', 'AUD/USD', 'Australian Dollar / US Dollar', {
    price: '0.6540',
    vol: 11,
    beta: -1.0,
    volume: 6e8,
    currency: 'USD',
  }),
  pair('fx', 'USD/CNY', 'US Dollar / Chinese Yuan', {
    price: '7.2400',
    vol: 4,
    beta: 0.4,
    volume: 5e8,
    currency: 'CNY',
  }),
  pair('fx', 'USD/HKD', 'US Dollar / Hong Kong Dollar', {
    price: '7.8100',
    vol: 0.3,
    beta: 0.02,
    volume: 3e8,
    currency: 'HKD',
  }),
  pair('fx', 'USD/KRW', 'US Dollar / South Korean Won', {
    price: '1385.00',
    vol: 9,
    beta: 0.8,
    volume: 2e8,
    currency: 'KRW',
  }),
  pair('fx', 'EUR/JPY', 'Euro / Japanese Yen', {
    price: '165.010',
    vol: 10,
    beta: 0.1,
    volume: 4e8,
    currency: 'JPY',
  }),
];
