import type { TFunction } from 'i18next';

/** The key of a zone's city: the IANA name's last part in camel case (America/New_York → newYork). */
const cityKey = (timeZone: string) =>
  (timeZone.split('/').at(-1) ?? timeZone)
    .replace(/_(\w)/g, (_, letter: string) => letter.toUpperCase())
    .replace(/^\w/, (first) => first.toLowerCase());

/** A zone's UTC offset at an instant: "GMT+1", "GMT-5" (read alike in every language of the app). */
function offsetAt(timeZone: string, atMs: number): string {
  const parts = new Intl.DateTimeFormat('en', { timeZone, timeZoneName: 'shortOffset' }).formatToParts(atMs);
  return parts.find((part) => part.type === 'timeZoneName')?.value ?? timeZone;
}

/**
 * A time zone as people say it (issue #26): its city in the language and its offset at that
 * moment — "Amsterdam (GMT+1)", "뉴욕 (GMT-5)" — never the IANA name. UTC is just "UTC". A city
 * without a translation is written as the IANA name has it.
 */
export function describeZone(timeZone: string, t: TFunction, atMs = Date.now()): string {
  if (timeZone === 'UTC' || timeZone === 'Etc/UTC') return 'UTC';
  const fallback = (timeZone.split('/').at(-1) ?? timeZone).replaceAll('_', ' ');
  const city = t(`time.zones.${cityKey(timeZone)}`, { defaultValue: fallback });
  return t('time.zone', { city, offset: offsetAt(timeZone, atMs) });
}
