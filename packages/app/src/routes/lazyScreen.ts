import type { ComponentType } from 'react';
import { CHUNK_LOAD_TIMEOUT_MS } from '@broker/domain';
import { ApiFailure } from '../api/client.ts';

/**
 * What a screen needs before it can render (its chunk, the texts it shows), within the product's
 * 120 s: past that, or when a chunk cannot load, the route fails with `client.chunkLoad` (shown by
 * the route error screen).
 */
export async function withinChunkDeadline<T>(work: Promise<T>): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ApiFailure('error.client.chunkLoad')), CHUNK_LOAD_TIMEOUT_MS);
  });
  try {
    return await Promise.race([work, timeout]);
  } catch (error) {
    if (error instanceof ApiFailure) throw error;
    throw new ApiFailure('error.client.chunkLoad');
  } finally {
    clearTimeout(timer);
  }
}

/** A lazily loaded screen for a route's `lazy`, its chunk within the deadline. */
export function lazyScreen<M extends Record<string, unknown>>(load: () => Promise<M>, name: keyof M & string) {
  return async (): Promise<{ Component: ComponentType }> => {
    const module = await withinChunkDeadline(load());
    return { Component: module[name] as ComponentType };
  };
}

/** What a route may say about itself. */
export interface RouteHandle {
  /** Kept mounted while hidden (React's <Activity>), e.g. lists that should keep their scroll. */
  keepAlive?: boolean;
  /** One of the five tab routes: shows the tab bar. */
  tab?: boolean;
  /**
   * A public screen whose texts are kept out of the first load (textParts.ts `rest`): its route
   * waits for them, as a private screen's does (the contact screen before sign-in).
   */
  restTexts?: boolean;
}
