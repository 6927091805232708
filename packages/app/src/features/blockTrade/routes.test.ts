import { describe, expect, it } from 'vitest';
import type { RouteObject } from 'react-router-dom';
import { privateRoutes, publicRoutes } from '../../routes/featureRoutes.tsx';
import { paths } from '../../routes/paths.ts';
import * as screens from './screens.ts';

const expected: Record<keyof typeof paths.blockTrade, keyof typeof screens> = {
  offers: 'OffersScreen',
  offer: 'OfferScreen',
  prints: 'PrintsScreen',
  records: 'RecordsScreen',
};

describe('block-trade routes', () => {
  it('register every screen of the slice behind the session, each loading its screen through the one chunk', async () => {
    for (const [key, screen] of Object.entries(expected)) {
      const path = paths.blockTrade[key as keyof typeof paths.blockTrade];
      expect(publicRoutes.some((route) => route.path === path)).toBe(false);
      const route = privateRoutes.find((item: RouteObject) => item.path === path);
      expect(route, path).toBeDefined();
      expect(route!.handle).toBeUndefined();
      const loaded = await (route!.lazy as () => Promise<{ Component: unknown }>)();
      expect(loaded.Component, path).toBe(screens[screen]);
    }
  });

  it('keep the specification’s routes', () => {
    expect(paths.blockTrade).toEqual({
      offers: '/home/blockTrade',
      offer: '/home/blockTrade1',
      prints: '/home/blockTrade2',
      records: '/home/blockTradeRecord',
    });
  });
});
