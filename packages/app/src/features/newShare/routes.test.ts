import { describe, expect, it } from 'vitest';
import type { RouteObject } from 'react-router-dom';
import { privateRoutes, publicRoutes } from '../../routes/featureRoutes.tsx';
import { paths } from '../../routes/paths.ts';
import * as screens from './screens.ts';

const expected: Record<keyof typeof paths.newShare, keyof typeof screens> = {
  offerings: 'NewSharesScreen',
  subscribe: 'SubscribeScreen',
  placements: 'PlacementsScreen',
  placementSubscribe: 'PlacementSubscribeScreen',
  records: 'RecordsScreen',
  verify: 'VerifyScreen',
  scorecard: 'ScorecardScreen',
};

describe('new-share routes', () => {
  it('register every screen of the slice behind the session, each loading its screen through the one chunk', async () => {
    for (const [key, screen] of Object.entries(expected)) {
      const path = paths.newShare[key as keyof typeof paths.newShare];
      expect(publicRoutes.some((route) => route.path === path)).toBe(false);
      const route = privateRoutes.find((item: RouteObject) => item.path === path);
      expect(route, path).toBeDefined();
      expect(route!.handle).toBeUndefined();
      const loaded = await (route!.lazy as () => Promise<{ Component: unknown }>)();
      expect(loaded.Component, path).toBe(screens[screen]);
    }
  });

  it('keep the specification’s routes', () => {
    expect(paths.newShare).toMatchObject({
      offerings: '/home/newStock',
      subscribe: '/home/newStockBuy',
      placements: '/home/newStock2',
      placementSubscribe: '/home/newStockBuy2',
      records: '/home/newStockRecord',
    });
  });
});
