import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import {
  ADMIN_BASE_PATH,
  API_BASE_PATH,
  adminEndpoints,
  CONTRACT_RULES,
  endpoints,
  type AdminEndpointPath,
  type EndpointDefinition,
  type EndpointPath,
  type Envelope,
  type RequestOf,
  type ResponseOf,
  STATUS_OK,
} from '@broker/contract';
import { firstIssue, hasForbiddenCharacters, serverDefaults, type Issue } from '@broker/domain';
import { createHash, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/open.ts';
import { adminAudit } from '../db/schema.ts';
import type { Clock } from '../lib/clock.ts';
import { ApiError, fail, ok } from './envelope.ts';
import { answerData, type CheckedAnswer } from './checked.ts';
import {
  authenticateAdmin,
  authenticateUser,
  header,
  sessionExpired,
  type AdminPrincipal,
  type AuthSession,
} from './auth.ts';
import type { IdempotencyStore } from './idempotency.ts';
import type { BurstPolicy, WriteThrottle } from './throttle.ts';
import type { SessionCache } from './sessionCache.ts';
import type { AccountLock } from './accountLock.ts';
import { tooFrequentUntil, type AttemptCounters } from './attempts.ts';
import type { RateLimit, RateLimiter } from './rateLimit.ts';
import { faultKind } from './faults.ts';
import type { CatchUpMode, TimedRegistry } from '../timed/registry.ts';

/** A write without an account (a registration's name): one per `rateLimitMs`. */
const singleWrite: BurstPolicy = { size: 1, refillMs: serverDefaults.rateLimitMs };
/**
 * What every slice gets: the database, the clock and the shared request machinery. Only what
 * every slice needs belongs here; a slice's own collaborators (the card cipher, the market
 * simulation …) reach it through its register options (features/index.ts).
 */
export interface RouteDeps {
  db: Db;
  clock: Clock;
  throttle: WriteThrottle;
  /** Guessing brakes of the secrets (login, fund and channel passwords, operator keys). */
  attempts: AttemptCounters;
  rateLimits: RateLimiter;
  /** Per client address, for the public calls that run scrypt (login, register). */
  publicRateLimit: RateLimit;
  idempotency: IdempotencyStore;
  /** One money-moving call per account at a time (api.md §1.5), whichever slice makes it. */
  accountLock: AccountLock;
  /** Sessions checked a moment ago (http/sessionCache.ts); ending a session goes through it. */
  sessionCache: SessionCache;
  /**
   * The slices' time-driven work (timed/registry.ts): a user endpoint brings its session's
   * account up to date through it before its handler (RouteOptions `catchUp`).
   */
  timed: TimedRegistry;
}

/**
 * Answers that say a secret was wrong: the "too frequent" claim is not given back after them, so
 * a guesser cannot reset the throttle by failing (issue #16).
 */
const WRONG_SECRET_KEYS: ReadonlySet<string> = new Set([
  'error.login.wrongCredentials',
  'error.password.wrongOriginal',
  'error.fundPassword.wrong',
  'error.channel.passwordWrong',
]);

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

/** A handler answers its data, or data made of parts checked once and reused (http/checked.ts). */
export type Handler<P extends EndpointPath> = (
  body: BodyOf<(typeof endpoints)[P]>,
  context: ContextOf<(typeof endpoints)[P]>,
) => Promise<ResponseOf<P> | CheckedAnswer<ResponseOf<P>>>;

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
  /**
   * Whether the session's account is brought up to date through every timed source
   * (timed/registry.ts: fills, fees, draws, payments …) before the handler: `'account'`, the
   * default of every endpoint with a session, so that no read of money, positions or records
   * and no write that moves money can see the account as it was when someone last looked; or
   * `'none'` for an endpoint that touches none of that (a setting, the market's quotes, a chat
   * message) — each such route is listed, with why, in timed/routes.test.ts. Public endpoints
   * have no account and never catch up.
   */
  catchUp?: CatchUpMode;
}

/** The success key of a write: `success.` + its path with `/` as `.` (api.md §8.3). */
export const successKeyOf = (path: string) => `success.${path.replaceAll('/', '.')}`;

/** Throws the first issue of a domain validator as its message key (data: its parameters). */
export function throwIssues(issues: readonly Issue[]): void {
  const issue = firstIssue(issues);
  if (issue) throw new ApiError(issue.key, issue.params ?? null);
}

/**
 * The envelope of a body that fails its schema: the first issue's field, required or invalid;
 * a contract refinement's rule (forbidden characters → `format`, an oversized amount → `size`)
 * is named too.
 */
export function validationFailure(error: z.ZodError, rawBody: unknown): Envelope<unknown> {
  const issue = error.issues[0];
  const issuePath = issue?.path ?? [];
  const field = issuePath.join('.') || 'body';
  const given = valueAt(rawBody, issuePath);
  const missing = given === undefined || given === null || given === '';
  if (missing) return fail('error.validation.required', { field });
  const rule = issue?.code === 'custom' && isContractRule(issue.message) ? issue.message : undefined;
  return fail('error.validation.invalid', rule ? { field, rule } : { field });
}

const isContractRule = (message: string): boolean => (Object.values(CONTRACT_RULES) as string[]).includes(message);

interface Outcome {
  http: number;
  envelope: Envelope<unknown>;
  /** The envelope's JSON text when it was put together from checked parts' texts. */
  json?: string;
}

/** The text JSON.stringify makes of `ok(data, msg)`, from the data's text. */
const okJson = (msg: string, dataJson: string) =>
  `{"status":${STATUS_OK},"msg":${JSON.stringify(msg)},"data":${dataJson}}`;

/**
 * The shared pipeline of every endpoint, in the check order of api.md §1.5: credentials →
 * field validation (zod shape) → idempotent replay → too-frequent rule → handler (the domain's
 * rules and the business) → response shape (or, for an answer of checked parts, the parts'
 * checks and the frame's: http/checked.ts). Errors become envelope keys; unexpected faults go
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
  let release: (() => Promise<void>) | undefined;
  try {
    if (definition.rid) {
      const requestId = (body as { requestId?: unknown }).requestId;
      if (typeof requestId !== 'string' || options.principal === null) throw new ApiError('error.system.busy');
      const begun = await deps.idempotency.begin(options.principal, options.successKey, requestId, body);
      if (begun.kind === 'replay') return { http: 200, envelope: begun.response as Envelope<unknown> };
      pending = begun;
    }
    // An account's writes: a burst per path; a write without one (a registration's name): one per window.
    const throttled =
      options.throttleKey !== undefined
        ? { key: options.throttleKey(body, options.principal), policy: singleWrite }
        : {
            key: definition.rid && options.principal ? `${options.principal}|${options.successKey}` : null,
            policy: serverDefaults.writeBurst,
          };
    if (throttled.key !== null) {
      const claimed = await deps.throttle.claim(throttled.key, throttled.policy);
      if ('until' in claimed) throw tooFrequentUntil(claimed.until);
      release = claimed.release;
    }
    const msg = definition.write ? options.successKey : 'success.ok';
    const data = answerData(definition.response, await options.call(body));
    const envelope = ok(data.value, msg);
    await pending?.finish(envelope);
    return data.json === null ? { http: 200, envelope } : { http: 200, envelope, json: okJson(msg, data.json) };
  } catch (error) {
    if (!(error instanceof ApiError && WRONG_SECRET_KEYS.has(error.key))) await release?.();
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
  const successKey = successKeyOf(path);
  const catchUp: CatchUpMode = definition.public ? 'none' : (options.catchUp ?? 'account');
  deps.timed.noteRoute(path, catchUp);
  app.post(`${API_BASE_PATH}${path}`, async (request, reply) => {
    // Operator keys are for /api/admin/ only.
    if (header(request, 'admin-key') !== undefined) return send(reply, unauthorized());
    let session: AuthSession | null = null;
    try {
      if (!definition.public) session = await authenticateUser(deps, request);
    } catch (error) {
      if (error instanceof ApiError) return send(reply, { http: error.httpStatus, envelope: fail(error.key) });
      throw error;
    }
    const now = deps.clock.now();
    const outcome = await run({
      deps,
      definition,
      successKey,
      rawBody: request.body,
      principal: session ? `user:${session.accountId}` : null,
      call: async (body) => {
        if (catchUp === 'account' && session)
          await deps.timed.catchUpAccount(deps.db, session.accountId, now.getTime());
        return handler(body, { request, now, session } as ContextOf<D>);
      },
      throttleKey: options.throttleKey,
    });
    return send(reply, outcome);
  });
}

/**
 * Registers one `/api/admin/` endpoint (api.md §6): an operator key in `admin-key` (a user
 * token is refused; wrong keys are braked per client address), the same pipeline, success keys
 * under `success.admin.`, and one audit row per call, failures and refused keys included.
 *
 * The audit row is written before the call can take effect — from the parsed body, the only one
 * the handler sees, with long strings by length and digest — and completed with the answer after
 * it; so no operator call takes effect without its row, and a body the database would refuse
 * (a NUL in an ignored field, deep nesting) never reaches the audit. A refused key or body is
 * audited by its size only.
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
    const audit = (row: { operator: string | null; body: unknown; outcome: Outcome | null }) =>
      deps.db
        .insert(adminAudit)
        .values({
          id: randomUUID(),
          operator: row.operator,
          at: now,
          path,
          body: row.body,
          httpStatus: row.outcome?.http ?? 0,
          result: row.outcome?.envelope ?? AUDIT_PENDING,
        })
        .returning({ id: adminAudit.id });
    const refusedBody = auditRefusedBody(request.body, Number(request.headers['content-length'] ?? 0) || 0);
    let outcome: Outcome;
    try {
      const operator = header(request, 'token') === undefined ? await authenticateAdmin(deps, request) : null;
      if (operator === null) {
        outcome = unauthorized();
        await audit({ operator: null, body: refusedBody, outcome });
        return send(reply, outcome);
      }
      const parsed = definition.request.safeParse(request.body ?? {});
      if (!parsed.success) {
        outcome = { http: 200, envelope: validationFailure(parsed.error, request.body) };
        await audit({ operator: operator.operator, body: refusedBody, outcome });
        return send(reply, outcome);
      }
      const [row] = await audit({ operator: operator.operator, body: auditValue(parsed.data), outcome: null });
      try {
        outcome = await run({
          deps,
          definition,
          successKey: successKeyOf(`admin/${path}`),
          rawBody: parsed.data,
          principal: `admin:${operator.keyId}`,
          call: (body) => handler(body as never, { request, now, operator }),
          throttleKey: () => null,
        });
      } catch (error) {
        request.log.error({ fault: faultKind(error) }, 'operator call failed');
        outcome = { http: 200, envelope: fail('error.system.busy') };
      }
      if (row) {
        await deps.db
          .update(adminAudit)
          .set({ httpStatus: outcome.http, result: outcome.envelope })
          .where(eq(adminAudit.id, row.id))
          .catch((error: unknown) => request.log.error({ fault: faultKind(error) }, 'operator audit not completed'));
      }
      return send(reply, outcome);
    } catch (error) {
      if (error instanceof ApiError)
        return send(reply, { http: error.httpStatus, envelope: fail(error.key, error.data) });
      throw error;
    }
  });
}

/** A refused body (wrong key, failed schema) larger than this is audited by its size alone. */
export const AUDIT_REFUSED_MAX_BYTES = 16 * 1024;
const AUDIT_REFUSED_DEPTH = 4;
const AUDIT_REFUSED_ITEMS = 20;

/**
 * A body the call refused, as audited: small ones as they came but cut to a few levels and
 * items (a 100,000-deep nesting becomes `{ omitted: 'depth' }`), with characters the database
 * cannot store replaced; large ones by their size.
 */
function auditRefusedBody(body: unknown, bytes: number): unknown {
  if (bytes > AUDIT_REFUSED_MAX_BYTES) return { omitted: true, bytes };
  const copy = (value: unknown, depth: number): unknown => {
    if (typeof value === 'string') return auditValue(value.length > 256 ? `${value.slice(0, 256)}…` : value);
    if (value === null || typeof value !== 'object') return value ?? null;
    if (depth >= AUDIT_REFUSED_DEPTH) return { omitted: 'depth' };
    if (Array.isArray(value)) return value.slice(0, AUDIT_REFUSED_ITEMS).map((item) => copy(item, depth + 1));
    return Object.fromEntries(
      Object.entries(value)
        .slice(0, AUDIT_REFUSED_ITEMS)
        .map(([key, item]) => [auditValue(key.slice(0, 64)) as string, copy(item, depth + 1)]),
    );
  };
  return body === undefined ? null : copy(body, 0);
}

/** The result of an audit row whose call has not answered yet (or whose process died meanwhile). */
export const AUDIT_PENDING = { pending: true };

/** Strings longer than this (an image's base64 in a support reply) are audited by length and digest. */
export const AUDIT_TEXT_MAX = 4096;

/**
 * A parsed value as audited: long strings replaced by `{ omittedChars, sha256 }`, characters the
 * database cannot store replaced by U+FFFD, the rest as it came.
 */
function auditValue(value: unknown): unknown {
  if (typeof value === 'string') {
    if (value.length > AUDIT_TEXT_MAX) {
      return { omittedChars: value.length, sha256: createHash('sha256').update(value).digest('hex') };
    }
    return hasForbiddenCharacters(value)
      ? [...value].map((c) => (hasForbiddenCharacters(c) ? '\uFFFD' : c)).join('')
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
  if (outcome.json !== undefined) {
    // The content type Fastify gives an object it serialises, so both answers look the same.
    return reply.code(outcome.http).type('application/json; charset=utf-8').send(outcome.json);
  }
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
