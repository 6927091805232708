import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCalendarDate, formatDateTime, type DateTimeStyle } from '@broker/domain';

/**
 * Which of the product's two date formats a language reads (specification §9): Dutch shows
 * `DD/MM/YYYY H:mm:ss uur`, every other language the compact `YYYY.MM.DD HH:mm:ss`.
 */
export function dateTimeStyleFor(language: string): DateTimeStyle {
  return language === 'nl' ? 'dutch' : 'compact';
}

/** A date and time in the format of the language, in the device's time zone ('' for a non-date). */
export function formatDateTimeIn(value: string | number | Date, language: string, timeZone?: string): string {
  return formatDateTime(value, { style: dateTimeStyleFor(language), timeZone });
}

/** `const format = useFormatDateTime(); format(article.updatedAt)` in the current UI language. */
export function useFormatDateTime(): (value: string | number | Date) => string {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useCallback((value) => formatDateTimeIn(value, language), [language]);
}

/** `const formatDate = useFormatCalendarDate(); formatDate(offering.listingDate)`: a `YYYY-MM-DD` date. */
export function useFormatCalendarDate(): (date: string) => string {
  const { i18n } = useTranslation();
  const style = dateTimeStyleFor(i18n.language);
  return useCallback((date) => formatCalendarDate(date, style), [style]);
}
