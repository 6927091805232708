import type { ComponentType } from 'react';
import { CHUNK_LOAD_TIMEOUT_MS } from '@broker/domain';
import { ApiFailure } from '../api/client.ts';

/**
 * A lazily loaded screen for a route's `lazy`: the screen's chunk must arrive within the
 * product's 120 s, else the route fails with `client.chunkLoad` (shown by the route error screen).
 */
export function lazyScreen<M extends Record<string, unknown>>(load: () => Promise<M>, name: keyof M & string) {
  return async (): Promise<{ Component: ComponentType }> => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new ApiFailure('error.client.chunkLoad')), CHUNK_LOAD_TIMEOUT_MS);
    });
    try {
      const module = await Promise.race([load(), timeout]);
      return { Component: module[name] as ComponentType };
    } catch (error) {
      if (error instanceof ApiFailure) throw error;
      throw new ApiFailure('error.client.chunkLoad');
    } finally {
      clearTimeout(timer);
    }
  };
}

/** What a route may say about itself. */
export interface RouteHandle {
  /** Kept mounted while hidden (React's <Activity>), e.g. lists that should keep their scroll. */
  keepAlive?: boolean;
  /** One of the five tab routes: shows the tab bar. */
  tab?: boolean;
}
