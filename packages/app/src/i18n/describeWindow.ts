import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { formatWindowHours, windowDays, type TimeWindow } from '@broker/domain';
import { describeZone } from './describeZone.ts';

/** 2024-01-01 was a Monday: ISO weekday d is 2024-01-0d (UTC). */
const weekdayDate = (day: number) => Date.UTC(2024, 0, day);

/** The days of a window in words: every day, Monday to Friday, or the short day names in order. */
export function describeDays(days: readonly number[], language: string, t: TFunction): string {
  const read = windowDays(days);
  switch (read.kind) {
    case 'none':
      return t('funds.hours.noDays');
    case 'everyDay':
      return t('funds.hours.everyDay');
    case 'weekdays':
      return t('funds.hours.weekdays');
    case 'days': {
      const format = new Intl.DateTimeFormat(language, { weekday: 'short', timeZone: 'UTC' });
      return read.days.map((day) => format.format(weekdayDate(day))).join(', ');
    }
  }
}

/** A window for display: "Every day 08:30–22:00 (Amsterdam, GMT+1)". */
export function describeWindow(window: TimeWindow, language: string, t: TFunction): string {
  return t('funds.hours.window', {
    days: describeDays(window.days, language, t),
    hours: formatWindowHours(window),
    timeZone: describeZone(window.timeZone, t),
  });
}

/** `const hours = useDescribeWindow(); hours(channel.hours)` in the current language. */
export function useDescribeWindow(): (window: TimeWindow) => string {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  return useCallback((window: TimeWindow) => describeWindow(window, language, t), [language, t]);
}
