import { useEffect, useState } from 'react';
import { marketLimits, toEpochMs, type TradingStatus } from '@broker/domain';
import type { DataAttributes } from '../../private/dataAttributes.ts';
import { fillTemplate } from '../../texts/fillTemplate.ts';
import { useKitTexts, type KitTexts } from '../../texts/KitTexts.tsx';
import { StatusBadge, type StatusBadgeTone } from '../StatusBadge/StatusBadge.tsx';
import { nextQuoteAgeChange, quoteAge, type QuoteAge } from './quoteAge.ts';

export interface QuoteAgeBadgeProps {
  /** When the price last changed: ISO-8601 or epoch ms (the quote's `updatedAt`). */
  updatedAt: string | number;
  /**
   * "Now" in epoch ms, for a screen that runs its own clock (e.g. corrected for the server's
   * time) and in tests; the badge then does not schedule anything itself.
   */
  now?: number;
  /**
   * How far the server's clock is ahead of the device's (ms; negative when the device runs
   * fast). Quotes carry the server's time: a phone whose clock is 20 s fast would otherwise show
   * every live quote as delayed. Default 0.
   */
  clockOffsetMs?: number;
  /** A quote older than this (ms) while its market trades is stale; default `marketLimits.staleMs`. */
  staleAfterMs?: number;
  /** The market's state; closed, halted and unlisted are shown instead of the age. Default 'trading'. */
  tradingStatus?: TradingStatus;
  texts?: Partial<KitTexts['quoteAge']>;
  data?: DataAttributes;
}

/** Badges never wait longer than a minute, so a changed device clock is caught up within one. */
const MAX_WAIT_MS = 60_000;

const tones: Record<Exclude<QuoteAge['kind'], 'fresh'>, StatusBadgeTone> = {
  delayed: 'pending',
  closed: 'neutral',
  halted: 'negative',
  unlisted: 'neutral',
};

/**
 * Says when a quote should not be trusted as live: nothing while it is fresh, "Delayed · 2 min"
 * once it is stale while its market trades, or the market's state ("Closed", "Halted",
 * "Unlisted"). It re-renders only when its text can change (the moment the quote turns stale,
 * then at most once a minute), never every second.
 */
export function QuoteAgeBadge({
  updatedAt,
  now,
  clockOffsetMs = 0,
  staleAfterMs = marketLimits.staleMs,
  tradingStatus = 'trading',
  texts,
  data,
}: QuoteAgeBadgeProps) {
  const kit = useKitTexts().quoteAge;
  // The device's time when the badge last looked; the server's is that plus the offset.
  const [clock, setClock] = useState(() => Date.now());
  const input = {
    updatedAtMs: toEpochMs(updatedAt),
    nowMs: now ?? clock + clockOffsetMs,
    staleAfterMs,
    tradingStatus,
  };
  const age = quoteAge(input);
  const wakeAt = now === undefined ? nextQuoteAgeChange(input) : null;

  useEffect(() => {
    if (wakeAt === null) return;
    const wait = wakeAt - (Date.now() + clockOffsetMs);
    const id = setTimeout(() => setClock(Date.now()), Math.min(MAX_WAIT_MS, Math.max(0, wait)));
    return () => clearTimeout(id);
  }, [wakeAt, clock, clockOffsetMs]);

  if (age.kind === 'fresh') return null;
  const words = { ...kit, ...texts };
  const label =
    age.kind !== 'delayed'
      ? words[age.kind]
      : age.unit === 'none'
        ? words.delayed
        : fillTemplate(words.delayedFor, { age: fillTemplate(words[age.unit], { count: age.count }) });
  return <StatusBadge tone={tones[age.kind]} label={label} data={{ ...data, state: age.kind }} />;
}
