import {
  API_BASE_PATH,
  anyEnvelopeSchema,
  endpoints,
  STATUS_OK,
  type EndpointPath,
  type RequestOf,
  type ResponseOf,
} from '@broker/contract';
import { REQUEST_TIMEOUT_MS } from '@broker/domain';

/** A failed call, carrying the message key to translate and the server's parameters. */
export class ApiFailure extends Error {
  readonly key: string;
  readonly data: unknown;
  readonly httpStatus: number | undefined;
  constructor(key: string, data: unknown = null, httpStatus?: number) {
    super(key);
    this.key = key;
    this.data = data;
    this.httpStatus = httpStatus;
  }
}

/**
 * POSTs to `/api/vue/<path>` and returns the checked `data`. Time-outs, network failures and
 * non-JSON answers become the client keys of api.md §1.6.
 */
export async function apiPost<P extends EndpointPath>(
  path: P,
  body: RequestOf<P>,
  signal?: AbortSignal,
): Promise<ResponseOf<P>> {
  const timeout = AbortSignal.timeout(REQUEST_TIMEOUT_MS);
  let response: Response;
  try {
    response = await fetch(`${API_BASE_PATH}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
    });
  } catch (error) {
    if (timeout.aborted) throw new ApiFailure('error.client.timeout');
    if (signal?.aborted) throw new ApiFailure('error.client.aborted');
    throw new ApiFailure('error.client.network', null, undefined);
  }
  let json: unknown;
  try {
    json = await response.json();
  } catch {
    throw new ApiFailure('error.client.network', null, response.status);
  }
  const envelope = anyEnvelopeSchema.safeParse(json);
  if (!envelope.success) throw new ApiFailure('error.client.network', null, response.status);
  if (response.status !== 200 || envelope.data.status !== STATUS_OK) {
    throw new ApiFailure(envelope.data.msg, envelope.data.data, response.status);
  }
  const data = endpoints[path].response.safeParse(envelope.data.data);
  if (!data.success) throw new ApiFailure('error.client.network', null, response.status);
  return data.data as ResponseOf<P>;
}
