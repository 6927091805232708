import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import {
  ADMIN_BASE_PATH,
  API_BASE_PATH,
  adminEndpoints,
  endpoints,
  type AdminEndpointPath,
  type EndpointDefinition,
  type EndpointPath,
  type Envelope,
  type RequestOf,
  type ResponseOf,
} from '@broker/contract';
import { firstIssue, type Issue } from '@broker/domain';
import { createHash, randomUUID } from 'node:crypto';
import type { Db } from '../db/open.ts';
import { adminAudit } from '../db/schema.ts';
import type { Clock } from '../lib/clock.ts';
import { ApiError, fail, ok } from './envelope.ts';
import {
  authenticateAdmin,
  authenticateUser,
  header,
  sessionExpired,
  type AdminPrincipal,
  type AuthSession,
} from './auth.ts';
import type { IdempotencyStore } from './idempotency.ts';
import type { LoginFailures, WriteThrottle } from './throttle.ts';
import type { AccountLock } from './accountLock.ts';

/**
 * What every slice gets: the database, the clock and the shared request machinery. Only what
 * every slice needs belongs here; a slice's own collaborators (the card cipher, the market
 * simulation …) reach it through its register options (features/index.ts).
 */
export interface RouteDeps {
  db: Db;
  clock: Clock;
  throttle: WriteThrottle;
  loginFailures: LoginFailures;
  idempotency: IdempotencyStore;
  /** One money-moving call per account at a time (api.md §1.5), whichever slice makes it. */
  accountLock: AccountLock;
}

export interface PublicContext {
  request: FastifyRequest;
  /** "Now" of this request, from the injected clock. */
  now: Date;
  session: AuthSession | null;
}
export interface UserContext extends PublicContext {
  session: AuthSession;
}
export interface AdminContext {
  request: FastifyRequest;
  now: Date;
  operator: AdminPrincipal;
}

type BodyOf<D extends EndpointDefinition> = z.output<D['request']>;
/** The body a handler of `path` gets: validated, with the schema's defaults (page, size …) applied. */
export type RouteBody<P extends EndpointPath> = BodyOf<(typeof endpoints)[P]>;
export type AdminRouteBody<P extends AdminEndpointPath> = BodyOf<(typeof adminEndpoints)[P]>;
type ResultOf<D extends EndpointDefinition> = z.input<D['response']>;
type ContextOf<D extends EndpointDefinition> = D['public'] extends true ? PublicContext : UserContext;

export type Handler<P extends EndpointPath> = (
  body: BodyOf<(typeof endpoints)[P]>,
  context: ContextOf<(typeof endpoints)[P]>,
) => Promise<ResponseOf<P>>;

export type AdminHandler<P extends AdminEndpointPath> = (
  body: BodyOf<(typeof adminEndpoints)[P]>,
  context: AdminContext,
) => Promise<ResultOf<(typeof adminEndpoints)[P]>>;

export interface RouteOptions<D extends EndpointDefinition> {
  /**
   * The key of the "too frequent" rule for this write, or null for none. By default rid calls
   * are throttled per principal and path (api.md §1.5: "with a new requestId"); other writes are
   * safe by nature (set semantics, uniqueness, state, once a day) and are not.
   */
  throttleKey?: (body: BodyOf<D>, principal: string | null) => string | null;
}

/** The success key of a write: `success.` + its path with `/` as `.` (api.md §8.3). */
export const successKeyOf = (path: string) => `success.${path.replaceAll('/', '.')}`;

/** Throws the first issue of a domain validator as its message key (data: its parameters). */
export function throwIssues(issues: readonly Issue[]): void {
  const issue = firstIssue(issues);
  if (issue) throw new ApiError(issue.key, issue.params ?? null);
}

/** The envelope of a body that fails its schema: the first issue's field, required or invalid. */
export function validationFailure(error: z.ZodError, rawBody: unknown): Envelope<unknown> {
  const issuePath = error.issues[0]?.path ?? [];
  const field = issuePath.join('.') || 'body';
  const given = valueAt(rawBody, issuePath);
  const missing = given === undefined || given === null || given === '';
  return fail(missing ? 'error.validation.required' : 'error.validation.invalid', { field });
}

interface Outcome {
  http: number;
  envelope: Envelope<unknown>;
}

/**
 * The shared pipeline of every endpoint, in the check order of api.md §1.5: credentials →
 * field validation (zod shape) → idempotent replay → too-frequent rule → handler (the domain's
 * rules and the business) → response shape. Errors become envelope keys; unexpected faults go
 * to the app's error handler (`system.busy`, never a stack trace).
 */
async function run<D extends EndpointDefinition>(options: {
  deps: RouteDeps;
  definition: D;
  successKey: string;
  rawBody: unknown;
  principal: string | null;
  call: (body: BodyOf<D>) => Promise<unknown>;
  throttleKey: RouteOptions<D>['throttleKey'];
}): Promise<Outcome> {
  const { deps, definition } = options;
  const parsed = definition.request.safeParse(options.rawBody ?? {});
  if (!parsed.success) return { http: 200, envelope: validationFailure(parsed.error, options.rawBody) };
  const body = parsed.data as BodyOf<D>;

  let pending: Extract<Awaited<ReturnType<IdempotencyStore['begin']>>, { kind: 'owner' }> | undefined;
  let release: (() => void) | undefined;
  try {
    if (definition.rid) {
      const requestId = (body as { requestId?: unknown }).requestId;
      if (typeof requestId !== 'string' || options.principal === null) throw new ApiError('error.system.busy');
      const begun = await deps.idempotency.begin(options.principal, options.successKey, requestId, body);
      if (begun.kind === 'replay') return { http: 200, envelope: begun.response as Envelope<unknown> };
      pending = begun;
    }
    const key =
      options.throttleKey !== undefined
        ? options.throttleKey(body, options.principal)
        : definition.rid && options.principal
          ? `${options.principal}|${options.successKey}`
          : null;
    if (key !== null) {
      const claimed = deps.throttle.claim(key);
      if (!claimed) throw new ApiError('error.request.tooFrequent');
      release = claimed;
    }
    const data = definition.response.parse(await options.call(body));
    const envelope = ok(data, definition.write ? options.successKey : 'success.ok');
    await pending?.finish(envelope);
    return { http: 200, envelope };
  } catch (error) {
    release?.();
    await pending?.abandon();
    if (error instanceof ApiError) return { http: error.httpStatus, envelope: fail(error.key, error.data) };
    throw error;
  }
}

/**
 * Registers one `/api/vue/` endpoint of the contract: session check (unless public), body
 * validated by the request schema, result checked by the response schema (a server bug never
 * leaks a wrong shape), reads answer `success.ok` and writes `success.<path>`.
 */
export function defineRoute<P extends EndpointPath>(
  app: FastifyInstance,
  deps: RouteDeps,
  path: P,
  handler: Handler<P>,
  options: RouteOptions<(typeof endpoints)[P]> = {},
): void {
  registerUserEndpoint(app, deps, path, endpoints[path], handler as never, options as never);
}

/** defineRoute for any definition (later slices' drafts and test-only endpoints). */
export function registerUserEndpoint<D extends EndpointDefinition>(
  app: FastifyInstance,
  deps: RouteDeps,
  path: string,
  definition: D,
  handler: (body: BodyOf<D>, context: ContextOf<D>) => Promise<unknown>,
  options: RouteOptions<D> = {},
): void {
  app.post(`${API_BASE_PATH}${path}`, async (request, reply) => {
    // Operator keys are for /api/admin/ only.
    if (header(request, 'admin-key') !== undefined) return send(reply, unauthorized());
    let session: AuthSession | null = null;
    try {
      if (!definition.public) session = await authenticateUser(deps.db, deps.clock, request);
    } catch (error) {
      if (error instanceof ApiError) return send(reply, { http: error.httpStatus, envelope: fail(error.key) });
      throw error;
    }
    const now = deps.clock.now();
    const outcome = await run({
      deps,
      definition,
      successKey: successKeyOf(path),
      rawBody: request.body,
      principal: session ? `user:${session.accountId}` : null,
      call: (body) => handler(body, { request, now, session } as ContextOf<D>),
      throttleKey: options.throttleKey,
    });
    return send(reply, outcome);
  });
}

/**
 * Registers one `/api/admin/` endpoint (api.md §6): an operator key in `admin-key` (a user
 * token is refused), the same pipeline, success keys under `success.admin.`, and one audit
 * row per call, failures included.
 */
export function defineAdminRoute<P extends AdminEndpointPath>(
  app: FastifyInstance,
  deps: RouteDeps,
  path: P,
  handler: AdminHandler<P>,
): void {
  const definition: EndpointDefinition = adminEndpoints[path];
  app.post(`${ADMIN_BASE_PATH}${path}`, async (request, reply) => {
    const now = deps.clock.now();
    let operator: AdminPrincipal | null = null;
    let outcome: Outcome;
    try {
      operator = header(request, 'token') === undefined ? await authenticateAdmin(deps.db, request) : null;
      if (operator === null) outcome = unauthorized();
      else {
        const principal = operator;
        outcome = await run({
          deps,
          definition,
          successKey: successKeyOf(`admin/${path}`),
          rawBody: request.body,
          principal: `admin:${principal.keyId}`,
          call: (body) => handler(body as never, { request, now, operator: principal }),
          throttleKey: () => null,
        });
      }
    } catch (error) {
      request.log.error({ err: error }, 'operator call failed');
      outcome = { http: 200, envelope: fail('error.system.busy') };
    }
    await deps.db.insert(adminAudit).values({
      id: randomUUID(),
      operator: operator?.operator ?? null,
      at: now,
      path,
      body: auditBody(request.body),
      httpStatus: outcome.http,
      result: outcome.envelope,
    });
    return send(reply, outcome);
  });
}

/** The request body as audited: JSON objects as they came, anything else noted by type. */
function auditBody(body: unknown): unknown {
  if (body === undefined || body === null) return null;
  return typeof body === 'object' ? auditValue(body) : { unparsed: typeof body };
}

/** Strings longer than this (an image's base64 in a support reply) are audited by length and digest. */
export const AUDIT_TEXT_MAX = 4096;

/** A value as audited: long strings replaced by `{ omittedChars, sha256 }`, the rest as it came. */
function auditValue(value: unknown): unknown {
  if (typeof value === 'string') {
    return value.length > AUDIT_TEXT_MAX
      ? { omittedChars: value.length, sha256: createHash('sha256').update(value).digest('hex') }
      : value;
  }
  if (Array.isArray(value)) return value.map(auditValue);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, auditValue(item)]));
  }
  return value;
}

const unauthorized = (): Outcome => ({ http: 401, envelope: fail(sessionExpired().key) });

function send(reply: FastifyReply, outcome: Outcome) {
  return reply.code(outcome.http).send(outcome.envelope);
}

function valueAt(body: unknown, path: readonly PropertyKey[]): unknown {
  let value: unknown = body;
  for (const key of path) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

export type { RequestOf };
