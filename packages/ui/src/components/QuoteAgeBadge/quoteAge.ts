import type { TradingStatus } from '@broker/domain';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** The units an age is shown in; 'none' while it is under a minute. */
export const quoteAgeUnits = ['none', 'minutes', 'hours', 'days'] as const;
export type QuoteAgeUnit = (typeof quoteAgeUnits)[number];

export type QuoteAge =
  /** Recent enough, or not known: nothing to show. */
  | { kind: 'fresh' }
  /** The market trades but the quote is older than the stale limit. */
  | { kind: 'delayed'; unit: QuoteAgeUnit; count: number }
  /** The market does not trade: its state says more than the quote's age. */
  | { kind: 'closed' | 'halted' | 'unlisted' };

export interface QuoteAgeInput {
  /** When the price last changed (epoch ms); NaN when unknown. */
  updatedAtMs: number;
  nowMs: number;
  staleAfterMs: number;
  tradingStatus: TradingStatus;
}

const unitSizes = { minutes: MINUTE, hours: HOUR, days: DAY } as const;

function ageIn(ageMs: number): { unit: QuoteAgeUnit; count: number } {
  if (ageMs < MINUTE) return { unit: 'none', count: 0 };
  if (ageMs < HOUR) return { unit: 'minutes', count: Math.floor(ageMs / MINUTE) };
  if (ageMs < DAY) return { unit: 'hours', count: Math.floor(ageMs / HOUR) };
  return { unit: 'days', count: Math.floor(ageMs / DAY) };
}

/** What the quote-age badge shows for a quote at a moment. */
export function quoteAge({ updatedAtMs, nowMs, staleAfterMs, tradingStatus }: QuoteAgeInput): QuoteAge {
  switch (tradingStatus) {
    case 'closed':
    case 'halted':
    case 'unlisted':
      return { kind: tradingStatus };
    case 'trading': {
      const ageMs = nowMs - updatedAtMs;
      if (!Number.isFinite(ageMs) || ageMs <= staleAfterMs) return { kind: 'fresh' };
      return { kind: 'delayed', ...ageIn(ageMs) };
    }
    default:
      return tradingStatus satisfies never;
  }
}

/**
 * The next instant (epoch ms) at which `quoteAge` can give another answer without new props:
 * when a fresh quote turns stale, or when a stale one's age reaches its next whole unit.
 * Null when only new props can change it (the market does not trade, or the time is unknown).
 */
export function nextQuoteAgeChange(input: QuoteAgeInput): number | null {
  const { updatedAtMs, staleAfterMs } = input;
  const age = quoteAge(input);
  if (!Number.isFinite(updatedAtMs)) return null;
  switch (age.kind) {
    case 'closed':
    case 'halted':
    case 'unlisted':
      return null;
    case 'fresh':
      return updatedAtMs + staleAfterMs + 1;
    case 'delayed':
      return age.unit === 'none' ? updatedAtMs + MINUTE : updatedAtMs + (age.count + 1) * unitSizes[age.unit];
    default:
      return age satisfies never;
  }
}
