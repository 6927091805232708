import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import nl from '../../../../locales/nl.json';
import { startTextGroups, textsOfPart } from './textParts.ts';

const src = path.resolve(import.meta.dirname, '..');

/**
 * The screens shown before sign-in, and the app's frame: what renders with the start texts alone.
 * (The not-found screen waits for the rest, as private screens do: it shows the tab bar.)
 */
const startModules = [
  'main.tsx',
  'features/login/StartScreen.tsx',
  'features/login/LoginScreen.tsx',
  'features/login/RegisterScreen.tsx',
  'features/login/LoginAfterScreen.tsx',
  'features/content/ArticleScreen.tsx',
];

/** Keys of other groups that these modules hold but show only to a signed-in user. */
const signedInOnly = new Set([
  'trading.marginBadge', // the tab bar's badge, from the signed-in user's margin level
  'funds.minimumIs', // issueText: an amount's bounds, in the money forms
  'funds.maximumIs',
  'account.loggedOut', // the toast after logging out from the account screens
  // The fund password control of the money forms (forms/FundPasswordField.tsx).
  'forms.fundPassword.label',
  'forms.fundPassword.hint',
  'forms.fundPassword.set',
  'forms.fundPassword.missing.${purpose}',
]);

/** Every module of ours the given ones import statically (dynamic imports are other screens). */
function staticClosure(entries: readonly string[]): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const code = readFileSync(file, 'utf8');
    for (const [, specifier] of code.matchAll(/^(?:import|export)\s[^;]*?\sfrom\s+'(\.{1,2}\/[^']+)'/gms)) {
      const target = path.resolve(path.dirname(file), specifier!);
      if (target.startsWith(src) && /\.tsx?$/.test(target)) visit(target);
    }
  };
  for (const entry of entries) visit(path.join(src, entry));
  return [...seen].filter((file) => !/\.(test|stories)\.tsx?$/.test(file));
}

describe('the texts in two parts', () => {
  it('splits every locale group into exactly one part', () => {
    const start = textsOfPart(nl, 'start');
    const rest = textsOfPart(nl, 'rest');
    expect(Object.keys(start).sort()).toEqual([...startTextGroups].sort());
    expect({ ...start, ...rest }).toEqual(nl);
    expect(Object.keys(start).filter((group) => group in rest)).toEqual([]);
  });

  it('gives the screens shown before sign-in every text they use from the start part', () => {
    const groups = Object.keys(nl);
    const files = staticClosure(startModules);
    expect(files.length).toBeGreaterThan(20);
    const outside: string[] = [];
    for (const file of files) {
      const code = readFileSync(file, 'utf8');
      for (const [, key, group] of code.matchAll(/['`]((\w+)\.[\w.${}]+)/g)) {
        if (!groups.includes(group!) || (startTextGroups as readonly string[]).includes(group!)) continue;
        if (!signedInOnly.has(key!)) outside.push(`${path.relative(src, file)}: ${key}`);
      }
    }
    expect(outside).toEqual([]);
  });
});
