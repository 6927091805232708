import { describe, expect, it } from 'vitest';
import type { RouteObject } from 'react-router-dom';
import nl from '../../../../../locales/nl.json';
import en from '../../../../../locales/en.json';
import de from '../../../../../locales/de.json';
import zhHant from '../../../../../locales/zh-Hant.json';
import zhHans from '../../../../../locales/zh-Hans.json';
import ko from '../../../../../locales/ko.json';
import { privateRoutes, registeredPaths } from '../../routes/featureRoutes.tsx';
import type { RouteHandle } from '../../routes/lazyScreen.ts';
import { paths, stockDetailPath, tabRoutes } from '../../routes/paths.ts';

const handleOf = (path: string) =>
  (privateRoutes.find((route: RouteObject) => route.path === path)?.handle ?? {}) as RouteHandle;

describe('market, watchlist and news routes', () => {
  it('put the news and stock list tabs in the tab bar, kept alive', () => {
    const shown = tabRoutes.filter((tab) => registeredPaths.has(tab.path)).map((tab) => tab.path);
    expect(shown).toEqual(expect.arrayContaining([paths.home.newsList, paths.home.stockList]));
    expect(handleOf(paths.home.newsList)).toEqual({ tab: true, keepAlive: true });
    expect(handleOf(paths.home.stockList)).toEqual({ tab: true, keepAlive: true });
    expect(handleOf(paths.market.index)).toEqual({ keepAlive: true });
  });

  it('register every screen of the slice behind the session', () => {
    for (const path of [
      paths.market.index,
      paths.market.indexList,
      paths.favorite.index,
      paths.favorite.editSelf,
      paths.favorite.search,
      paths.home.newsDetail,
    ]) {
      expect(privateRoutes.some((route) => route.path === path)).toBe(true);
    }
  });

  it('open indexes at the index detail and everything else at the stock detail', () => {
    expect(stockDetailPath({ stockId: 'i-aex', isIndex: true })).toBe('/market/stockDetailzs?id=i-aex');
    expect(stockDetailPath({ stockId: 's 1', isIndex: false })).toBe('/market/stockDetail?id=s+1');
  });
});

function keys(tree: unknown, prefix = ''): string[] {
  if (typeof tree !== 'object' || tree === null) return [prefix];
  return Object.entries(tree).flatMap(([key, value]) => keys(value, prefix ? `${prefix}.${key}` : key));
}

describe('the texts of the slice', () => {
  const locales: Record<string, Record<string, unknown>> = { nl, en, de, 'zh-Hant': zhHant, 'zh-Hans': zhHans, ko };

  it.each(['market', 'favorite', 'news'])('%s has the same non-empty keys in all six languages', (namespace) => {
    const expected = keys(nl[namespace as keyof typeof nl]).sort();
    expect(expected.length).toBeGreaterThan(5);
    for (const [language, texts] of Object.entries(locales)) {
      const tree = texts[namespace];
      expect({ language, keys: keys(tree).sort() }).toEqual({ language, keys: expected });
      for (const key of expected) {
        const text = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], tree);
        expect(typeof text === 'string' && text.trim() !== '', `${language} ${namespace}.${key}`).toBe(true);
      }
    }
  });
});
