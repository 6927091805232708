import { useEffect, useInsertionEffect, useRef } from 'react';
import { buildDataAttributes, type DataAttributes } from '../../private/dataAttributes.ts';
import { useCountdown } from '../../headless/useCountdown.ts';
import { useKitTexts } from '../../texts/KitTexts.tsx';
import { visuallyHidden } from '../VisuallyHidden/VisuallyHidden.css.ts';
import { formatClock, formatUnits } from './formatCountdown.ts';
import * as styles from './Countdown.css.ts';

export const countdownFormats = ['clock', 'units'] as const;
export type CountdownFormat = (typeof countdownFormats)[number];

export const countdownSizes = ['sm', 'md', 'lg'] as const;
export type CountdownSize = (typeof countdownSizes)[number];

export interface CountdownProps {
  /** The instant (epoch ms) to count down to; wins over remainingMs. */
  targetMs?: number;
  /** A duration from now (ms), e.g. from the server's remaining seconds. */
  remainingMs?: number;
  /** What runs out, read before the time, e.g. "Payment window closes in". */
  label: string;
  /** '02:14:05' (clock, default) or '2h 14m 5s' (units, with the kit's unit texts). */
  format?: CountdownFormat;
  size?: CountdownSize;
  /** Shown once the time is up, e.g. "Expired". */
  endedText?: string;
  /** Turns the time red in the last minutes (ms); 0 never. */
  endingMs?: number;
  onEnd?: () => void;
  data?: DataAttributes;
}

/**
 * A live countdown. The visible time ticks every second; screen readers get a polite update
 * at most once a minute, not every second.
 */
export function Countdown({
  label,
  format = 'clock',
  size = 'md',
  endedText,
  endingMs = 0,
  onEnd,
  data,
  targetMs,
  remainingMs: remainingInput = 0,
}: CountdownProps) {
  const texts = useKitTexts();
  const { remainingMs, parts, done } = useCountdown(
    targetMs !== undefined ? { targetMs } : { remainingMs: remainingInput },
  );
  const onEndRef = useRef(onEnd);
  useInsertionEffect(() => {
    onEndRef.current = onEnd;
  });
  useEffect(() => {
    if (done) onEndRef.current?.();
  }, [done]);

  const units = texts.countdown;
  const visible =
    done && endedText ? endedText : format === 'clock' ? formatClock(parts, units) : formatUnits(parts, units);
  const spoken = done && endedText ? endedText : formatUnits(parts, units, false);
  const state = done ? 'done' : endingMs > 0 && remainingMs <= endingMs ? 'ending' : 'running';
  return (
    <span {...buildDataAttributes(data)} className={styles.countdown} data-size={size} data-state={state}>
      <span aria-hidden="true">{visible}</span>
      <span className={visuallyHidden} aria-live="polite" aria-atomic="true">
        {`${label} ${spoken}`}
      </span>
    </span>
  );
}
