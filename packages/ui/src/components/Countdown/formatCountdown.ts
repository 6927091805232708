import type { Countdown } from '@broker/domain';

export interface CountdownUnits {
  days: string;
  hours: string;
  minutes: string;
  seconds: string;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** '02:14:05', or '1d 02:14:05' when days are left. */
export function formatClock(parts: Countdown, units: CountdownUnits): string {
  const clock = `${pad(parts.hours)}:${pad(parts.minutes)}:${pad(parts.seconds)}`;
  return parts.days > 0 ? `${parts.days}${units.days} ${clock}` : clock;
}

/**
 * '1d 2h 14m 5s' without leading zero units; `withSeconds: false` for minute precision, where the
 * last minute reads '1m' (not '0m', which said the time was up while it was not).
 */
export function formatUnits(parts: Countdown, units: CountdownUnits, withSeconds = true): string {
  const lastMinute = parts.days === 0 && parts.hours === 0 && parts.minutes === 0 && parts.seconds > 0;
  if (!withSeconds && lastMinute) return `1${units.minutes}`;
  const all: [number, string][] = [
    [parts.days, units.days],
    [parts.hours, units.hours],
    [parts.minutes, units.minutes],
  ];
  if (withSeconds) all.push([parts.seconds, units.seconds]);
  const first = all.findIndex(([value]) => value > 0);
  const shown = first === -1 ? all.slice(-1) : all.slice(first);
  return shown.map(([value, unit]) => `${value}${unit}`).join(' ');
}
