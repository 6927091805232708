import { useCallback, useRef, useState } from 'react';
import useSWR, { type SWRConfiguration } from 'swr';
import type { EndpointPath, RequestOf, ResponseOf } from '@broker/contract';
import { apiPost, ApiFailure } from './client.ts';

/** SWR keys are endpoint + body (architecture.md), so the same read is shared and prefetchable. */
export type ApiKey<P extends EndpointPath> = readonly [P, RequestOf<P>];

export const apiKey = <P extends EndpointPath>(path: P, body: RequestOf<P>): ApiKey<P> => [path, body] as const;

const fetchKey = <P extends EndpointPath>([path, body]: ApiKey<P>) => apiPost(path, body);

/** A read: `null` body means "not yet" (e.g. waiting for an id). */
export function useApiQuery<P extends EndpointPath>(
  path: P,
  body: RequestOf<P> | null,
  options?: SWRConfiguration<ResponseOf<P>, ApiFailure>,
) {
  return useSWR<ResponseOf<P>, ApiFailure, ApiKey<P> | null>(
    body === null ? null : apiKey(path, body),
    fetchKey,
    options,
  );
}

/** A fresh request id (UUID v4) for an idempotent write (api.md §1.5). */
export const newRequestId = (): string => crypto.randomUUID();

/**
 * A write. The request id lives as long as the form: retries and double taps reuse it (the
 * server answers them once); `renewRequestId()` after an edit or a success starts a new one.
 */
export function useApiMutation<P extends EndpointPath>(path: P) {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<ApiFailure | null>(null);
  const requestId = useRef<string | null>(null);
  const inFlight = useRef<Promise<ResponseOf<P>> | null>(null);

  const trigger = useCallback(
    async (body: Omit<RequestOf<P>, 'requestId'> & { requestId?: string }): Promise<ResponseOf<P>> => {
      // A second tap while the first request runs joins it instead of sending again.
      if (inFlight.current) return inFlight.current;
      requestId.current ??= newRequestId();
      setPending(true);
      setError(null);
      const request = apiPost(path, { ...body, requestId: requestId.current } as RequestOf<P>);
      inFlight.current = request;
      try {
        const result = await request;
        requestId.current = null;
        return result;
      } catch (failure) {
        setError(failure instanceof ApiFailure ? failure : new ApiFailure('error.submit.failed'));
        throw failure;
      } finally {
        inFlight.current = null;
        setPending(false);
      }
    },
    [path],
  );

  const renewRequestId = useCallback(() => {
    requestId.current = null;
  }, []);

  return { trigger, pending, error, renewRequestId };
}
