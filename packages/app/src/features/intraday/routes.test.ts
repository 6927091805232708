import { describe, expect, it } from 'vitest';
import type { RouteObject } from 'react-router-dom';
import { privateRoutes, publicRoutes } from '../../routes/featureRoutes.tsx';
import { paths } from '../../routes/paths.ts';
import * as screens from './screens.ts';

const expected: Record<keyof typeof paths.intraday, keyof typeof screens> = {
  index: 'IntradayScreen',
  info: 'RulesScreen',
  records: 'RecordsScreen',
  account: 'AccountScreen',
  report: 'ReportScreen',
};

describe('intraday routes', () => {
  it('register every screen of the slice behind the session, each loading its screen through the one chunk', async () => {
    for (const [key, screen] of Object.entries(expected)) {
      const path = paths.intraday[key as keyof typeof paths.intraday];
      expect(publicRoutes.some((route) => route.path === path)).toBe(false);
      const route = privateRoutes.find((item: RouteObject) => item.path === path);
      expect(route, path).toBeDefined();
      expect(route!.handle).toBeUndefined();
      const loaded = await (route!.lazy as () => Promise<{ Component: unknown }>)();
      expect(loaded.Component, path).toBe(screens[screen]);
    }
  });

  it('keep the specification’s routes, and the report’s beside them (no specification route)', () => {
    expect(paths.intraday).toEqual({
      index: '/home/dayTrading',
      info: '/home/dayTradingInfo',
      records: '/home/dayTradingRecord',
      account: '/home/dayTrading2',
      report: '/home/dayTradingReport',
    });
  });
});
