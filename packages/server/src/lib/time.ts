import { zonedParts } from '@broker/domain';

/** api.md §1.3 time: ISO-8601 UTC with seconds and Z, no milliseconds. */
export const toApiTime = (date: Date): string => `${date.toISOString().slice(0, 19)}Z`;
export const toApiTimeOrNull = (date: Date | null | undefined): string | null => (date ? toApiTime(date) : null);

export const DAY_MS = 24 * 60 * 60 * 1000;

/** The calendar date (`YYYY-MM-DD`) of an instant in a time zone. */
export function calendarDate(instant: Date, timeZone: string): string {
  const { year, month, day } = zonedParts(instant.getTime(), timeZone);
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** The date before a `YYYY-MM-DD` date. */
export function previousDate(date: string): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) - DAY_MS).toISOString().slice(0, 10);
}
