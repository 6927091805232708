/**
 * View rules of the sessions screen: a session's device named from its User-Agent, as people
 * know it ("Chrome · Android"), or null when the string says nothing recognisable. Browser and
 * system names are product names, the same in every language.
 */
const browsers: readonly [RegExp, string][] = [
  [/Edg(?:e|A|iOS)?\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/Chrome\/|CriOS\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];
const systems: readonly [RegExp, string][] = [
  [/Android/, 'Android'],
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/CrOS/, 'ChromeOS'],
  [/Linux/, 'Linux'],
];

const first = (list: readonly [RegExp, string][], text: string) => list.find(([pattern]) => pattern.test(text))?.[1];

export function deviceName(userAgent: string | null): string | null {
  if (!userAgent) return null;
  const names = [first(browsers, userAgent), first(systems, userAgent)].filter((name) => name !== undefined);
  return names.length > 0 ? names.join(' · ') : null;
}
