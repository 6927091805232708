import { describe, expect, it } from 'vitest';
import type { RouteObject } from 'react-router-dom';
import { privateRoutes, publicRoutes } from '../../routes/featureRoutes.tsx';
import { paths } from '../../routes/paths.ts';
import * as screens from './screens.ts';

const expected: Record<keyof typeof paths.loan, keyof typeof screens> = {
  index: 'LoanScreen',
  records: 'LoanRecordsScreen',
};

describe('loan routes', () => {
  it('register both screens of the slice behind the session, each loading its screen through the one chunk', async () => {
    for (const [key, screen] of Object.entries(expected)) {
      const path = paths.loan[key as keyof typeof paths.loan];
      expect(publicRoutes.some((route) => route.path === path)).toBe(false);
      const route = privateRoutes.find((item: RouteObject) => item.path === path);
      expect(route, path).toBeDefined();
      expect(route!.handle).toBeUndefined();
      const loaded = await (route!.lazy as () => Promise<{ Component: unknown }>)();
      expect(loaded.Component, path).toBe(screens[screen]);
    }
  });

  it('keep the specification’s routes', () => {
    expect(paths.loan).toEqual({ index: '/home/loan', records: '/home/loanRe' });
  });
});
