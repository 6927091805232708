import { isoWeekday, zonedParts, zonedTimeToInstant } from './zoned.ts';

/** Opening hours (api.md §2): ISO weekdays 1–7, local `HH:mm` times and an IANA time zone. */
export interface TimeWindow {
  days: readonly number[];
  /** `HH:mm`, inclusive. */
  open: string;
  /** `HH:mm`, exclusive; `24:00` is the end of the day; a close before the open runs past midnight. */
  close: string;
  timeZone: string;
}

export const allDays = [1, 2, 3, 4, 5, 6, 7] as const;
export const weekdays = [1, 2, 3, 4, 5] as const;

const HH_MM = /^(?:([01]\d|2[0-3]):([0-5]\d)|(24):(00))$/;

/** Minutes since midnight of an `HH:mm` text (`24:00` → 1440), or null when malformed. */
export function parseHm(text: string): number | null {
  const match = HH_MM.exec(text);
  if (match === null) return null;
  const [hours, minutes] = match[1] === undefined ? [match[3], match[4]] : [match[1], match[2]];
  return Number(hours) * 60 + Number(minutes);
}

/** True when the window is well-formed: valid days, times and a known time zone. */
export function isValidWindow(window: TimeWindow): boolean {
  const open = parseHm(window.open);
  const close = parseHm(window.close);
  if (open === null || close === null || open === 1440) return false;
  if (!window.days.every((day) => Number.isInteger(day) && day >= 1 && day <= 7)) return false;
  try {
    zonedParts(0, window.timeZone);
    return true;
  } catch {
    return false;
  }
}

function requireMinutes(text: string): number {
  const minutes = parseHm(text);
  if (minutes === null) throw new RangeError(`Not an HH:mm time: ${text}`);
  return minutes;
}

/**
 * True when `instant` falls inside the window: on one of its days (in the window's time zone,
 * so DST is handled by Intl), at or after the opening and before the closing. A window whose
 * close is before its open runs past midnight and belongs to the day it opens; open = close is
 * never open. Throws a RangeError for malformed times or an unknown time zone.
 */
export function isWithinWindow(window: TimeWindow, instant: number | Date): boolean {
  const open = requireMinutes(window.open);
  const close = requireMinutes(window.close);
  const p = zonedParts(typeof instant === 'number' ? instant : instant.getTime(), window.timeZone);
  const minute = p.hour * 60 + p.minute;
  if (open < close) return window.days.includes(p.weekday) && minute >= open && minute < close;
  if (open === close) return false;
  const previousDay = p.weekday === 1 ? 7 : p.weekday - 1;
  return (window.days.includes(p.weekday) && minute >= open) || (window.days.includes(previousDay) && minute < close);
}

/**
 * The next opening of the window at or after `instant` (a Date), or null when it never opens
 * (no days, or open = close). Openings are the `open` times of the window's days in its time zone.
 */
export function nextOpening(window: TimeWindow, instant: number | Date): Date | null {
  const open = requireMinutes(window.open);
  const close = requireMinutes(window.close);
  if (window.days.length === 0 || open === close) return null;
  const from = typeof instant === 'number' ? instant : instant.getTime();
  const today = zonedParts(from, window.timeZone);
  for (let offset = 0; offset <= 8; offset += 1) {
    const date = new Date(0);
    date.setUTCFullYear(today.year, today.month - 1, today.day + offset);
    const local = { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
    if (!window.days.includes(isoWeekday(local.year, local.month, local.day))) continue;
    const at = zonedTimeToInstant({ ...local, hour: Math.floor(open / 60), minute: open % 60 }, window.timeZone);
    if (at >= from) return new Date(at);
  }
  /* v8 ignore next -- unreachable: a window with a day opens within 8 days */
  return null;
}

/** `'08:30–22:00'`: the hours of a window for display. */
export function formatWindowHours(window: TimeWindow): string {
  return `${window.open}–${window.close}`;
}

/** How a window's days read: none, every day, Monday to Friday, or these ISO days (sorted, each once). */
export type WindowDays =
  { kind: 'none' } | { kind: 'everyDay' } | { kind: 'weekdays' } | { kind: 'days'; days: number[] };

/** The days of a window, told apart the way they are described ("every day", "Mon–Fri", "Mon, Sat"). */
export function windowDays(days: readonly number[]): WindowDays {
  const set = new Set(days);
  if (set.size === 0) return { kind: 'none' };
  if (allDays.every((day) => set.has(day))) return { kind: 'everyDay' };
  if (set.size === weekdays.length && weekdays.every((day) => set.has(day))) return { kind: 'weekdays' };
  return { kind: 'days', days: [...set].sort((a, b) => a - b) };
}
