import {
  API_BASE_PATH,
  loadResponseChecks,
  STATUS_OK,
  type EndpointPath,
  type RequestOf,
  type ResponseOf,
} from '@broker/contract';
import { REQUEST_TIMEOUT_MS, silentErrorKeys } from '@broker/domain';
import { sessionStore } from '../session/sessionStore.ts';
import { noteServerDate } from './serverClock.ts';

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
 * What the shared client does with a failure (specification §7): the app installs it once,
 * next to the toast provider and the router.
 */
export interface ApiFeedback {
  /** A translated toast of the key for 2 s (the window keys show their time window from data). */
  toast(key: string, data: unknown): void;
  /** HTTP 401: toast, then after 2 s clear storage but the language and open /login/login. */
  unauthorized(): void;
}

let feedback: ApiFeedback | null = null;

export function setApiFeedback(next: ApiFeedback | null): void {
  feedback = next;
}

const silent = new Set<string>(silentErrorKeys);

function reportToFeedback(failure: ApiFailure): ApiFailure {
  if (failure.httpStatus === 401) feedback?.unauthorized();
  // Withdrawal minimum/maximum go to the caller only (specification §7).
  else if (!silent.has(failure.key)) feedback?.toast(failure.key, failure.data);
  return failure;
}

/** The headers of every call: the session's `token` and `account`, and the UI language. */
export function sessionHeaders(): Record<string, string> {
  const session = sessionStore.getSnapshot();
  const headers: Record<string, string> = {};
  if (session.token) headers.token = session.token;
  if (session.account) headers.account = session.account;
  headers.lang = document.documentElement.lang || 'nl';
  return headers;
}

export interface ApiPostOptions {
  /**
   * Failures go to the caller only: no toast and no 401 flow. For background reads (the live
   * quotes' polling) that fail quietly and try again, while the screen's own reads report.
   */
  quiet?: boolean;
}

/**
 * POSTs to `/api/vue/<path>` with the session headers and returns the checked `data`.
 * Time-outs, network failures and non-JSON answers become the client keys of api.md §1.6;
 * every failure goes through the shared feedback before it is thrown to the caller.
 */
export async function apiPost<P extends EndpointPath>(
  path: P,
  body: RequestOf<P>,
  signal?: AbortSignal,
  options: ApiPostOptions = {},
): Promise<ResponseOf<P>> {
  const timeout = AbortSignal.timeout(REQUEST_TIMEOUT_MS);
  const report = options.quiet ? (failure: ApiFailure) => failure : reportToFeedback;
  // The answer's schemas load with the first call of their slice, alongside the request, so the
  // entry carries none of them (issue #17); a later call finds them in the module cache.
  const checks = loadResponseChecks(path);
  checks.catch(() => undefined); // a failed request reports before the checks are awaited
  let response: Response;
  const sentAt = Date.now();
  try {
    response = await fetch(`${API_BASE_PATH}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...sessionHeaders() },
      body: JSON.stringify(body),
      signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
    });
  } catch {
    if (timeout.aborted) throw report(new ApiFailure('error.client.timeout'));
    if (signal?.aborted) throw new ApiFailure('error.client.aborted');
    throw report(new ApiFailure('error.client.network'));
  }
  noteServerDate(response.headers.get('date'), sentAt, Date.now());
  let json: unknown;
  try {
    json = await response.json();
  } catch {
    throw report(new ApiFailure('error.client.network', null, response.status));
  }
  let envelopeSchema: Awaited<typeof checks>['envelope'];
  let responseSchema: Awaited<typeof checks>['response'];
  try {
    ({ envelope: envelopeSchema, response: responseSchema } = await checks);
  } catch {
    // The schemas' chunk did not load (offline, or a deploy replaced it): a network failure.
    throw report(new ApiFailure('error.client.network', null, response.status));
  }
  const envelope = envelopeSchema.safeParse(json);
  if (!envelope.success) throw report(new ApiFailure('error.client.network', null, response.status));
  if (response.status !== 200 || envelope.data.status !== STATUS_OK) {
    throw report(new ApiFailure(envelope.data.msg, envelope.data.data, response.status));
  }
  const data = responseSchema.safeParse(envelope.data.data);
  if (!data.success) throw report(new ApiFailure('error.client.network', null, response.status));
  return data.data as ResponseOf<P>;
}
