import type { Currency } from '../money/currency.ts';
import type { TimeWindow } from './window.ts';
import { allDays, weekdays } from './window.ts';

/** Markets of the API (§1.3): nl, de, usd are tradable; crypto and fx are quote-only. */
export const markets = ['nl', 'de', 'usd', 'crypto', 'fx'] as const;
export type Market = (typeof markets)[number];
export const tradableMarkets = ['nl', 'de', 'usd'] as const satisfies readonly Market[];
export type TradableMarket = (typeof tradableMarkets)[number];

export interface MarketInfo {
  currency: Currency;
  timeZone: string;
  tradable: boolean;
}

export const marketInfo = {
  nl: { currency: 'EUR', timeZone: 'Europe/Amsterdam', tradable: true },
  de: { currency: 'EUR', timeZone: 'Europe/Berlin', tradable: true },
  usd: { currency: 'USD', timeZone: 'America/New_York', tradable: true },
  crypto: { currency: 'USDT', timeZone: 'UTC', tradable: false },
  fx: { currency: 'USD', timeZone: 'UTC', tradable: false },
} as const satisfies Record<Market, MarketInfo>;

export function isMarket(value: unknown): value is Market {
  return typeof value === 'string' && (markets as readonly string[]).includes(value);
}

export function isTradableMarket(value: unknown): value is TradableMarket {
  return typeof value === 'string' && (tradableMarkets as readonly string[]).includes(value);
}

/** Reference-server trading hours (api.md §7): Monday–Friday in each market's time zone. */
export const defaultTradingWindows = {
  nl: { days: [...weekdays], open: '09:00', close: '17:30', timeZone: 'Europe/Amsterdam' },
  de: { days: [...weekdays], open: '09:00', close: '17:30', timeZone: 'Europe/Berlin' },
  usd: { days: [...weekdays], open: '09:30', close: '16:00', timeZone: 'America/New_York' },
} as const satisfies Record<TradableMarket, TimeWindow>;

/** Crypto quotes run around the clock. */
export const alwaysOpenWindow = {
  days: [...allDays],
  open: '00:00',
  close: '24:00',
  timeZone: 'UTC',
} as const satisfies TimeWindow;

/** Default deposit and withdrawal hours (api.md §7 C1): daily 08:30–22:00 Europe/Amsterdam. */
export const defaultFundsWindow = {
  days: [...allDays],
  open: '08:30',
  close: '22:00',
  timeZone: 'Europe/Amsterdam',
} as const satisfies TimeWindow;

/** The window in which a market's quotes move (tradable markets: their trading hours). */
export function marketWindow(market: Market): TimeWindow {
  return isTradableMarket(market) ? defaultTradingWindows[market] : alwaysOpenWindow;
}
