import type { RouteObject } from 'react-router-dom';
import { loginRoutes } from '../features/login/routes.ts';

/**
 * Every feature's routes. Public ones need no session; private ones sit behind RequireSession.
 * A feature adds its routes here and its paths in `paths.ts`.
 */
export const publicRoutes: RouteObject[] = [...loginRoutes];
export const privateRoutes: RouteObject[] = [];

/** Paths that have a screen (the tab bar shows only those). */
export const registeredPaths = new Set(
  [...publicRoutes, ...privateRoutes].map((route) => route.path).filter((path): path is string => Boolean(path)),
);
