/**
 * The locale files in two parts (issue #17). `start`: the groups a screen shown before sign-in
 * uses — the start, login and registration screens, the articles, the shell, toasts, the kit —
 * downloaded before the first screen, preloaded with the entry. `rest`: the product slices' texts
 * (about three quarters of every locale), downloaded when a private screen opens (its route waits
 * for them) or once the first screen has rendered. textParts.test.ts checks that the screens shown
 * before sign-in need nothing from the rest.
 */
export const startTextGroups = [
  'app',
  'common',
  'content',
  'error',
  'kit',
  'language',
  'login',
  'nav',
  'status',
  'success',
  'support',
  'time',
] as const;

export type TextPart = 'start' | 'rest';

/**
 * The module id of a locale file's part (`locales/nl.json?texts=start`), as brands/vite.ts serves
 * it and the build's manifest names it. (i18n.ts spells it out: `import.meta.glob` takes literals.)
 */
export const textPartId = (localeFile: string, part: TextPart) => `${localeFile}?texts=${part}`;

/** The locale file and the part of a module id of `textPartId`'s form; null for any other id. */
export function parseTextPartId(id: string): { localeFile: string; part: TextPart } | null {
  const match = /^(.*[\\/]locales[\\/][\w-]+\.json)\?texts=(start|rest)$/.exec(id);
  return match ? { localeFile: match[1]!, part: match[2] as TextPart } : null;
}

const inStart = new Set<string>(startTextGroups);

/** One part of a locale file's texts: its top-level groups of that part. */
export function textsOfPart<T extends Record<string, unknown>>(texts: T, part: TextPart): Partial<T> {
  return Object.fromEntries(
    Object.entries(texts).filter(([group]) => inStart.has(group) === (part === 'start')),
  ) as Partial<T>;
}
