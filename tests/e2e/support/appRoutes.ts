import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
// The route table itself: plain data, no React, safe to load in Playwright (featureRoutes.tsx is not:
// its screens' modules touch localStorage when imported).
// eslint-disable-next-line no-restricted-imports
import { paths, tabRoutes } from '../../../packages/app/src/routes/paths.ts';

/** The app's routes, for the journeys' tap paths; the tab bar's routes. */
export { paths, tabRoutes };

const featuresDir = path.resolve(import.meta.dirname, '../../../packages/app/src/features');

/** `path: paths.information.wallet` in a feature's routes.ts: the route's key path in `paths`. */
const routePath = /\bpath:\s*paths\.([A-Za-z0-9_.]+)/g;

/** Resolves `information.wallet` in `paths`; throws on a key that is not there (a stale pattern). */
function resolve(keyPath: string, file: string): string {
  let value: unknown = paths;
  for (const key of keyPath.split('.')) value = (value as Record<string, unknown> | undefined)?.[key];
  if (typeof value !== 'string') throw new Error(`${file}: paths.${keyPath} is not a route of paths.ts`);
  return value;
}

/**
 * Every route that has a screen, read from the features' `routes.ts` (each `path: paths.x.y`) and
 * resolved through paths.ts: a new screen is in this list the moment its feature registers it.
 */
export function screenRoutes(): string[] {
  const routes = new Set<string>();
  for (const feature of readdirSync(featuresDir, { withFileTypes: true })) {
    if (!feature.isDirectory()) continue;
    const file = path.join(featuresDir, feature.name, 'routes.ts');
    let source: string;
    try {
      source = readFileSync(file, 'utf8');
    } catch {
      continue; // a feature without screens
    }
    for (const [, keyPath] of source.matchAll(routePath)) routes.add(resolve(keyPath!, file));
  }
  if (routes.size === 0) throw new Error(`no routes found under ${featuresDir}: has the route pattern changed?`);
  return [...routes].sort();
}
