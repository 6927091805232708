import { runtimeTimeZone, zonedParts } from '../time/zoned.ts';

export type DateTimeStyle = 'compact' | 'dutch';

export interface DateTimeOptions {
  /** IANA time zone; defaults to the runtime's (the user's device). */
  timeZone?: string;
  /** compact: `YYYY.MM.DD HH:mm:ss`; dutch: `DD/MM/YYYY H:mm:ss uur`. Default compact. */
  style?: DateTimeStyle;
}

/** What a date shows when the input is not a date (or the time zone is unknown). */
export const EMPTY_DATE_TIME = '';

/**
 * Reads an instant: a Date, epoch milliseconds (number, or a string of digits), or an ISO-8601
 * string. Returns NaN for anything else.
 */
export function toEpochMs(value: unknown): number {
  if (value instanceof Date) return value.getTime();
  if (typeof value === 'number') return Number.isFinite(value) ? value : Number.NaN;
  if (typeof value === 'string') {
    const text = value.trim();
    if (/^-?\d+$/.test(text)) return Number(text);
    return text === '' ? Number.NaN : Date.parse(text);
  }
  return Number.NaN;
}

const pad = (value: number, width = 2): string => String(value).padStart(width, '0');

function formatYear(year: number): string {
  return year < 0 ? `-${pad(-year, 4)}` : pad(year, 4);
}

/**
 * The product's date formats (specification §9) on a 24-hour clock:
 * `formatDateTime('2024-05-01T07:30:00Z', { timeZone: 'Europe/Amsterdam' })` → `'2024.05.01 09:30:00'`,
 * with `style: 'dutch'` → `'01/05/2024 9:30:00 uur'`. Never throws: returns '' for anything that
 * is not a date or an unknown time zone.
 */
export function formatDateTime(value: string | number | Date, options: DateTimeOptions = {}): string {
  const instant = toEpochMs(value);
  if (Number.isNaN(instant) || Math.abs(instant) > 8.64e15) return EMPTY_DATE_TIME;
  let p;
  try {
    p = zonedParts(instant, options.timeZone ?? runtimeTimeZone());
  } catch {
    return EMPTY_DATE_TIME;
  }
  const time = `${pad(p.minute)}:${pad(p.second)}`;
  if (options.style === 'dutch') {
    return `${pad(p.day)}/${pad(p.month)}/${formatYear(p.year)} ${p.hour}:${time} uur`;
  }
  return `${formatYear(p.year)}.${pad(p.month)}.${pad(p.day)} ${pad(p.hour)}:${time}`;
}

/**
 * A calendar date (`YYYY-MM-DD`, e.g. a listing date, which has no time or zone) in the
 * product's formats without the time: compact `YYYY.MM.DD`, dutch `DD/MM/YYYY`. '' for anything
 * that is not such a date.
 */
export function formatCalendarDate(value: string, style: DateTimeStyle = 'compact'): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (match === null) return EMPTY_DATE_TIME;
  const [, year, month, day] = match;
  return style === 'dutch' ? `${day}/${month}/${year}` : `${year}.${month}.${day}`;
}
