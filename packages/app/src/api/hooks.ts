import { useCallback, useEffect, useRef, useState } from 'react';
import useSWR, { useSWRConfig, type SWRConfiguration } from 'swr';
import type { EndpointPath, RequestOf, ResponseOf } from '@broker/contract';
import { apiPost, ApiFailure, type ApiPostOptions } from './client.ts';
import { schedulerYield } from '../shell/yieldToMain.ts';

/** SWR keys are endpoint + body (architecture.md), so the same read is shared and prefetchable. */
export type ApiKey<P extends EndpointPath> = readonly [P, RequestOf<P>];

export const apiKey = <P extends EndpointPath>(path: P, body: RequestOf<P>): ApiKey<P> => [path, body] as const;

/**
 * A read in three tasks: the request, checking the answer, and React rendering it. SWR starts a
 * screen's reads inside React's commit and renders an answer at once, without yielding, in the
 * task that checked it; on the home screen each of those was one long task at a phone's speed
 * (issue #17, Lighthouse's total blocking time). `scheduler.yield()` resumes ahead of other tasks,
 * so a read waits for no more than the task it gives way to; where there is none (jsdom) the read
 * runs as before.
 */
export async function readApi<P extends EndpointPath>(
  path: P,
  body: RequestOf<P>,
  options?: ApiPostOptions,
): Promise<ResponseOf<P>> {
  const giveWay = schedulerYield();
  await giveWay?.();
  const data = await apiPost(path, body, undefined, options);
  await giveWay?.();
  return data;
}

const fetchKey = <P extends EndpointPath>([path, body]: ApiKey<P>) => readApi(path, body);
/** The same read, its failure handed to the caller only (no toast, no 401 flow). */
const fetchKeyQuietly = <P extends EndpointPath>([path, body]: ApiKey<P>) => readApi(path, body, { quiet: true });

function useRead<P extends EndpointPath>(
  path: P,
  body: RequestOf<P> | null,
  fetcher: (key: ApiKey<P>) => Promise<ResponseOf<P>>,
  options?: SWRConfiguration<ResponseOf<P>, ApiFailure>,
) {
  return useSWR<ResponseOf<P>, ApiFailure, ApiKey<P> | null>(
    body === null ? null : apiKey(path, body),
    fetcher,
    options,
  );
}

/** A read: `null` body means "not yet" (e.g. waiting for an id). */
export const useApiQuery = <P extends EndpointPath>(
  path: P,
  body: RequestOf<P> | null,
  options?: SWRConfiguration<ResponseOf<P>, ApiFailure>,
) => useRead(path, body, fetchKey<P>, options);

/**
 * A read whose failure the screen shows in place rather than as a toast (the order ticket's
 * receipt says why it cannot be worked out, for as long as that is so): no toast, no 401 flow
 * (the screen's other reads still report those). Same key as `useApiQuery`.
 */
export const useInPlaceQuery = <P extends EndpointPath>(
  path: P,
  body: RequestOf<P> | null,
  options?: SWRConfiguration<ResponseOf<P>, ApiFailure>,
) => useRead(path, body, fetchKeyQuietly<P>, options);

export interface PollOptions {
  /** How often the read runs again while the page is visible and online (SWR pauses it otherwise). */
  intervalMs: number;
  /**
   * Whether a failure is reported (toast, the 401 flow): 'first' reports only the first read, so
   * that the screen's load is told but a failed poll is quiet (the screen keeps what it has and the
   * next poll tries again); 'never' for a badge, which is never worth a toast.
   */
  report: 'first' | 'never';
}

/**
 * A read polled while the page is visible (an open conversation, an unread badge): SWR's
 * `refreshInterval`, which pauses while the page is hidden or offline. Same key as `useApiQuery`,
 * so a write's `refreshes` reloads it too.
 */
export function usePolledQuery<P extends EndpointPath>(path: P, body: RequestOf<P> | null, options: PollOptions) {
  const loaded = useRef(false);
  const { report } = options;
  const query = useSWR<ResponseOf<P>, ApiFailure, ApiKey<P> | null>(
    body === null ? null : apiKey(path, body),
    ([keyPath, keyBody]) => readApi(keyPath, keyBody, { quiet: report === 'never' || loaded.current }),
    { refreshInterval: options.intervalMs },
  );
  const hasData = query.data !== undefined;
  useEffect(() => {
    loaded.current = hasData;
  }, [hasData]);
  return query;
}

/**
 * A read of text the server writes in the UI language (articles, news): the language (sent as
 * the `lang` header) is part of the key, so a change of language reads it again.
 */
export function useLocalizedQuery<P extends EndpointPath>(path: P, body: RequestOf<P> | null, language: string) {
  return useSWR<ResponseOf<P>, ApiFailure, readonly [P, RequestOf<P>, string] | null>(
    body === null ? null : [path, body, language],
    ([keyPath, keyBody]) => readApi(keyPath, keyBody),
  );
}

/** A fresh request id (UUID v4) for an idempotent write (api.md §1.5). */
export const newRequestId = (): string => crypto.randomUUID();

/** Reloads every cached read of the given endpoints (any body), e.g. `card/list` after `card/add`. */
export function useRevalidate() {
  const { mutate } = useSWRConfig();
  return useCallback(
    (...paths: readonly EndpointPath[]) =>
      // One argument only: SWR then reads again and keeps the data on screen meanwhile (a second
      // argument, even `undefined`, would replace the cached data first).
      mutate((key) => Array.isArray(key) && paths.includes(key[0] as EndpointPath)),
    [mutate],
  );
}

/**
 * The account summary (`user/summary`) is computed from the same money as `user/info` (issue #26):
 * a write that changes the balances changes the summary too, so it is read again with them.
 */
export function withSummary(paths: readonly EndpointPath[]): readonly EndpointPath[] {
  return paths.includes('user/info') && !paths.includes('user/summary') ? [...paths, 'user/summary'] : paths;
}

export interface ApiMutationOptions {
  /**
   * The reads this write changes: every cached read of these endpoints (any body) reloads after a
   * success, so a screen never refreshes by hand (docs/data.md).
   */
  refreshes?: readonly EndpointPath[];
}

/**
 * A write. The request id lives as long as the form: retries and double taps reuse it (the
 * server answers them once); `renewRequestId()` after an edit or a success starts a new one.
 * Forms pass their own (`useDomainForm`). After a success the reads in `refreshes` reload.
 */
export function useApiMutation<P extends EndpointPath>(path: P, options: ApiMutationOptions = {}) {
  const revalidate = useRevalidate();
  // The feature's constant list of reads, by value: a new array each render is the same list.
  const refreshed = withSummary(options.refreshes ?? []).join('\n');
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<ApiFailure | null>(null);
  const requestId = useRef<string | null>(null);
  const inFlight = useRef<Promise<ResponseOf<P>> | null>(null);

  const trigger = useCallback(
    async (body: Omit<RequestOf<P>, 'requestId'> & { requestId?: string }): Promise<ResponseOf<P>> => {
      // A second tap while the first request runs joins it instead of sending again.
      if (inFlight.current) return inFlight.current;
      // A form's own request id (useDomainForm) wins; otherwise this mutation keeps one.
      const id = body.requestId ?? (requestId.current ??= newRequestId());
      setPending(true);
      setError(null);
      const request = apiPost(path, { ...body, requestId: id } as RequestOf<P>);
      inFlight.current = request;
      try {
        const result = await request;
        requestId.current = null;
        if (refreshed) void revalidate(...(refreshed.split('\n') as EndpointPath[]));
        return result;
      } catch (failure) {
        setError(failure instanceof ApiFailure ? failure : new ApiFailure('error.submit.failed'));
        throw failure;
      } finally {
        inFlight.current = null;
        setPending(false);
      }
    },
    [path, revalidate, refreshed],
  );

  const renewRequestId = useCallback(() => {
    requestId.current = null;
  }, []);

  return { trigger, pending, error, renewRequestId };
}
