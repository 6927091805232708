import { marketLimits } from './market/vocabulary.ts';
import { defaultFundsWindow, defaultTradingWindows } from './time/markets.ts';

/** Client time-outs and delays of specification §9, in milliseconds. */
export const REQUEST_TIMEOUT_MS = 10_000;
export const TOAST_DURATION_MS = 2000;
export const UNAUTHORIZED_REDIRECT_MS = 2000;
export const LOGOUT_REDIRECT_MS = 1000;
export const BACK_DOUBLE_PRESS_MS = 1000;
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
/** Retry interval of `common/config` on the splash screen (api.md §4.1). */
export const CONFIG_RETRY_MS = 3000;
/** Base z-index of popups. */
export const POPUP_Z_INDEX_BASE = 2000;

/** Languages of the product; nl is the default. */
export const languages = ['nl', 'en', 'de', 'zh-Hant', 'zh-Hans', 'ko'] as const;
export type Language = (typeof languages)[number];
export const DEFAULT_LANGUAGE = 'nl' satisfies Language;
export const DEFAULT_TITLE = 'Dutch stocks';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (languages as readonly string[]).includes(value);
}

/** Where the login screen is (401 and logout redirect there). */
export const LOGIN_ROUTE = '/login/login';

/** Account rules of registration (api.md §7 C10, config `accountRule`). */
export const accountRules = ['any', 'phone10'] as const;
export type AccountRule = (typeof accountRules)[number];

/** The reference server's sell lock of every market: T+1 trading day (api.md §7). */
const sellLock = { unit: 'day', value: 1 } as const;

/** Reference-server defaults of api.md §7 (and the fixed limits of §1 and §4). */
export const serverDefaults = {
  baseCurrency: 'USD',
  accountRule: 'any',
  withdrawal: { min: '100', max: '500000', feePct: '0' },
  deposit: { min: '100', max: '500000' },
  fundsWindow: defaultFundsWindow,
  creditScore: { initial: 100, minToWithdraw: 60 },
  tradingWindows: defaultTradingWindows,
  sellLock,
  lotSize: 1,
  minLots: 1,
  minOpenAmount: '100',
  feePct: '0.05',
  stampTaxPct: '0.10',
  dailyLimitPct: '10',
  checkIn: { reward: '1.00', perCampaign: 30, timeZone: 'Europe/Amsterdam' },
  sessionIdleDays: 7,
  /** However active, a session ends this long after login (README "Security"). */
  sessionAbsoluteDays: 30,
  /**
   * Too-frequent submission (api.md §1.5) of one account's writes, per endpoint: a burst of
   * `size` at once, then one every `refillMs` (a bucket that refills); a retry with the same
   * request id is answered from its first answer and never counts.
   */
  writeBurst: { size: 5, refillMs: 1000 },
  /** The same for a write without an account (a registration's name): one per this many ms. */
  rateLimitMs: 2000,
  loginFailures: { max: 5, windowMinutes: 15 },
  idempotencyHours: 24,
  page: { defaultSize: 20, maxSize: 100 },
  upload: {
    maxBytes: 5 * 1024 * 1024,
    maxImagePx: 1600,
    contentTypes: ['image/jpeg', 'image/png', 'image/webp'],
    /** Per account: at most this many uploads an hour and bytes a day (README "Security"). */
    perHour: 30,
    bytesPerDay: 100 * 1024 * 1024,
    /** An upload no record refers to after this long is deleted. */
    unattachedHours: 24,
  },
  /** Per client address, for the public calls that run scrypt: at most `max` a minute. */
  publicRateLimit: { max: 30, windowMs: 60_000 },
  noticeLimit: 50,
  searchHistoryLimit: 10,
  watchlistRemoveMax: marketLimits.removeIds,
  quoteIdsMax: marketLimits.quoteIds,
  quotePollMs: { min: 3000, max: 5000 },
  klineLimit: { default: marketLimits.klineDefault, max: marketLimits.klineMax },
  /**
   * Trading and margin (products.md §1; docs/decisions.md "Trading"). api.md §7 listed leverages
   * up to 10 at 0.05 % a day; products.md wins: ESMA and the AFM cap single equities at 5:1 for
   * retail clients, and 0.02 % a day (≈ 7.3 % a year) is in line with retail margin rates.
   */
  trading: {
    /** Leverages a margin account may choose; 1 is always allowed. */
    leverages: [1, 2, 5],
    /** Management fee of the borrowed part (amount − margin), percent per day. */
    managementFeePct: '0.02',
    /** The sell lock per market (T+N trading days or N minutes). */
    sellLocks: { nl: sellLock, de: sellLock, usd: sellLock },
    /** Margin levels (equity ÷ initial margin of the leveraged positions, percent). */
    marginLevels: { warning: '80', critical: '65', stopOut: '50' },
    /** Sanity guards of the order ticket: warnings the user may confirm past. */
    guards: {
      /** A market order on a quote older than this (ms). */
      staleQuoteMs: 5000,
      /** A limit price further than this from the market (percent). */
      limitAwayPct: '5',
      /** An order amount above this share of the account's equity (percent). */
      largeOrderPct: '50',
    },
    /** Dividend withholding tax of the issuer's country (percent). */
    withholdingPct: { NL: '15', DE: '26.375', US: '15' },
    /** Days after a failed appropriateness questionnaire before it may be taken again. */
    questionnaireRetakeDays: 30,
  },
} as const;
