import fs from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import Fastify, { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import helmet from 'helmet';
import { ADMIN_BASE_PATH, API_BASE_PATH } from '@broker/contract';
import type { Db } from './db/open.ts';
import type { Clock } from './lib/clock.ts';
import { fail } from './http/envelope.ts';
import { serverDefaults, type Language } from '@broker/domain';
import { registerDocsRoute } from './features/docs.ts';
import { registerSlices, type SliceServices } from './features/index.ts';
import type { RouteDeps } from './http/routes.ts';
import { AccountLock } from './http/accountLock.ts';
import { SessionCache } from './http/sessionCache.ts';
import { IdempotencyStore } from './http/idempotency.ts';
import { WriteThrottle } from './http/throttle.ts';
import { AttemptCounters } from './http/attempts.ts';
import { RateLimiter, type RateLimit } from './http/rateLimit.ts';
import { faultKind } from './http/faults.ts';
import { createUrlSigner } from './lib/signedUrl.ts';
import { createCardCipher } from './lib/cardCipher.ts';
import { MarketSimulation } from './features/market/index.ts';
import type { TradingOptions } from './features/trading/index.ts';
import { CleanUp } from './core/cleanUp.ts';
import { TimedRegistry } from './timed/registry.ts';
import { Sweeper } from './timed/sweeper.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The one background sweep of this app (timed/sweeper.ts): its timer's, or a test's by hand. */
    sweeper: Sweeper;
  }
}

export interface AppOptions {
  db: Db;
  clock: Clock;
  /** The built app to serve at `/`; skipped when the folder does not exist. */
  staticDir?: string;
  logger?: FastifyServerOptions['logger'];
  /** Where uploads are stored: `DATA_DIR/uploads` in production; a temporary folder when unset. */
  uploadsDir?: string;
  /** Secret of the signed upload links; random per process when unset. */
  urlSecret?: Buffer;
  /** Secret of the bank card number encryption; random per process when unset (tests). */
  cardKey?: Buffer;
  /** The simulated market; one with the default seed (MARKET_SEED unset) when absent. */
  market?: MarketSimulation;
  /** The trading slice's settings (features/trading/settings.ts); its defaults when absent. */
  trading?: Partial<TradingOptions>;
  /** The secret of the new-share draws' seeds (the same in every process); random per process when unset (tests). */
  drawSecret?: Buffer;
  /** The quote stream's keep-alive period (ms); the market setting's 15 s when unset (a test shortens it). */
  streamKeepAliveMs?: number;
  /**
   * How often (ms) the one background sweep (timed/sweeper.ts) brings every account with
   * time-driven work due up to date and cleans up; 0 or unset: no timer (tests sweep by hand:
   * `app.sweeper.sweep(nowMs)`; requests still bring their own account up to date).
   */
  sweepEveryMs?: number;
  /**
   * Extra routes registered with the same machinery after every slice (tests register rid-only
   * endpoints and review sources here).
   */
  extraRoutes?: (app: FastifyInstance, deps: RouteDeps, services: SliceServices) => void;
  /**
   * Which proxies' X-Forwarded-For to believe for the client address (Fastify's `trustProxy`:
   * addresses or CIDR ranges, comma-separated; TRUST_PROXY). Unset: the socket's peer.
   */
  trustProxy?: string | boolean;
  /** The per-address limit of the public calls that run scrypt (serverDefaults.publicRateLimit). */
  publicRateLimit?: RateLimit;
  /**
   * Which database serves the app: the embedded one (PGlite) belongs to this one process, so
   * the account lock needs no row in it; PostgreSQL may be shared by several (the lease row).
   */
  databaseKind?: 'pglite' | 'postgres';
  /** How long a checked session is trusted without a look-up (http/sessionCache.ts); 0 or unset: never. */
  sessionCacheMs?: number;
  /** The served brand's language, for requests without a known `lang` header; Dutch when unset. */
  defaultLanguage?: Language;
}

/**
 * How long a browser keeps a built file: the hashed assets forever (a new build has new names);
 * the brand's files (its logo and splash style, named without a hash) ten minutes, so that one
 * start uses the logo it fetched for the splash, the config's logo and the start screen's without
 * asking again each time (every ask was a round trip before the first screen), and a new brand's
 * build shows within ten minutes; everything else (index.html) is checked again every time.
 */
export function staticCacheControl(filePath: string): string {
  if (/[\\/]assets[\\/][^\\/]+-[A-Za-z0-9_-]{8,}\.[a-z0-9]+(\.(br|gz))?$/.test(filePath)) {
    return 'public, max-age=31536000, immutable';
  }
  return /[\\/]brand[\\/][^\\/]+$/.test(filePath) ? 'public, max-age=600' : 'no-cache';
}

/** Uploads are base64 in JSON (≤ 5 MiB decoded ≈ 6.7 MiB encoded); nothing else comes close. */
export const BODY_LIMIT_BYTES = 7 * 1024 * 1024;

/** The app passes this policy: everything from our own origin, images also as data/blob URLs. */
export const contentSecurityPolicy = {
  useDefaults: false,
  directives: {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    styleSrc: ["'self'"],
    imgSrc: ["'self'", 'data:', 'blob:'],
    connectSrc: ["'self'"],
    fontSrc: ["'self'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
  },
};

/**
 * helmet's headers for the app's policy, by lower-case name: its middleware run once against a
 * response that only records them, since with these options every one is the same on every
 * answer (nothing in them depends on the request). Given to Fastify's reply on each request, they
 * are written with the answer's other headers in one go. helmet per request — as @fastify/helmet
 * does, building the middleware anew each time, the CSP parsed and all — and its headers set on
 * the raw response one by one were over a quarter of a quote read's CPU (issue #17).
 */
export function securityHeaders(): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: string) => {
      headers[name.toLowerCase()] = value;
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  const middleware = helmet({ contentSecurityPolicy, crossOriginEmbedderPolicy: false });
  middleware({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

/** One log line per request (method, path, status, time) instead of Fastify's two. */
class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}
  override requestCompleted(
    error: Error | null | undefined,
    request: {
      method: string;
      url: string;
      log: { info: (o: object, m: string) => void; error: (o: object, m: string) => void };
    },
    reply: { statusCode: number; elapsedTime: number },
  ): void {
    const line = {
      method: request.method,
      url: request.url,
      status: reply.statusCode,
      ms: Math.round(reply.elapsedTime),
    };
    // The error's kind only: its message may carry a query's parameters (issue #16).
    if (error) request.log.error({ ...line, fault: faultKind(error) }, 'request failed');
    else request.log.info(line, 'request');
  }
}

/** The clock's time as an HTTP date (whole seconds), formatted once per second rather than per answer. */
export function httpDateOf(clock: Clock): () => string {
  let second = Number.NaN;
  let text = '';
  return () => {
    const now = Math.floor(clock.now().getTime() / 1000);
    if (now !== second) {
      second = now;
      text = new Date(now * 1000).toUTCString();
    }
    return text;
  };
}

/** Below this an answer goes as it is: compressing a quote or an envelope saves less than it costs. */
const COMPRESS_THRESHOLD_BYTES = 1024;

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? false,
    logController: new OneLinePerRequest(),
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: options.trustProxy ?? false,
  });

  app.decorate('defaultLanguage', options.defaultLanguage);

  // The API speaks JSON only; anything else is refused with 415 rather than half-parsed.
  app.removeContentTypeParser('text/plain');

  // The security headers of every answer: helmet's, worked out once (securityHeaders).
  const headers = securityHeaders();
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });

  // Every answer's Date is the server's clock, the same clock the data carry (quote times,
  // deadlines): the app reads its clock offset from this header, so with CLOCK_START (or any
  // clock that is not the wall clock) a wall-clock Date would make every quote look a day old.
  const httpDate = httpDateOf(options.clock);
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.header('date', httpDate());
    // No API answer (balances, sessions, ID photos' links) may be kept by a browser or a proxy.
    if (request.url.startsWith('/api/')) {
      reply.header('cache-control', 'no-store');
    }
    done(null, payload);
  });

  // No stack trace or SQL ever reaches a client: every failure is a message key.
  app.setErrorHandler((error: Error & { code?: string; statusCode?: number }, request, reply) => {
    if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') {
      return reply.code(400).send(fail('error.validation.invalid', { field: 'body', rule: 'format' }));
    }
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      return reply.code(413).send(fail('error.validation.invalid', { field: 'body', rule: 'size' }));
    }
    if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
      return reply.code(415).send(fail('error.validation.invalid', { field: 'body', rule: 'type' }));
    }
    // The kind and the request id (the logger adds reqId), never the message: a database
    // error's message carries the query's parameters — names, ID numbers, card data (issue #16).
    request.log.error({ fault: faultKind(error) }, 'unexpected failure');
    return reply.code(200).send(fail('error.system.busy'));
  });

  app.setNotFoundHandler((request, reply) => {
    const api = request.url.startsWith(API_BASE_PATH) || request.url.startsWith(ADMIN_BASE_PATH);
    return reply
      .code(404)
      .send(fail(api ? 'error.request.notFound' : 'error.content.notFound', { path: request.url.split('?')[0] }));
  });

  // JSON answers over 1 KiB go compressed to a client that asks for it (a day's one-minute
  // kline is 77 KiB as JSON, 9 KiB compressed): brotli at the plugin's fast level 4, else gzip.
  // JSON only: the quote stream must reach the browser event by event, and the build's assets
  // are compressed once at build time (static below). Request bodies are never inflated: the
  // API takes small JSON bodies, and an inflated body could outgrow the body limit's intent.
  await app.register(fastifyCompress, {
    globalCompression: true,
    globalDecompression: false,
    threshold: COMPRESS_THRESHOLD_BYTES,
    customTypes: /^application\/json\b/,
    encodings: ['br', 'gzip'],
  });

  const timed = new TimedRegistry();
  const uploadsDir = options.uploadsDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'broker-uploads-'));
  const cleanUp = new CleanUp(options.db, uploadsDir);
  timed.add(cleanUp.source());
  const deps: RouteDeps = {
    db: options.db,
    clock: options.clock,
    throttle: new WriteThrottle(options.db, options.clock),
    attempts: new AttemptCounters(options.db, options.clock),
    rateLimits: new RateLimiter(options.db, options.clock),
    publicRateLimit: options.publicRateLimit ?? serverDefaults.publicRateLimit,
    idempotency: new IdempotencyStore(
      options.db,
      options.clock,
      options.databaseKind === 'pglite' ? 'pglite' : 'postgres',
    ),
    accountLock: new AccountLock(options.db, { shared: options.databaseKind !== 'pglite' }),
    sessionCache: new SessionCache(options.sessionCacheMs ?? 0),
    timed,
  };
  const services = registerSlices(app, deps, {
    signer: createUrlSigner(options.urlSecret),
    uploadsDir,
    cardCipher: createCardCipher(options.cardKey),
    market: options.market ?? new MarketSimulation(),
    cleanUp,
    trading: options.trading,
    drawSecret: options.drawSecret,
    streamKeepAliveMs: options.streamKeepAliveMs,
  });

  // The one background sweep: every registered source, one process at a time (timed/sweeper.ts).
  const sweeper = new Sweeper(options.db, timed, {
    shared: options.databaseKind !== 'pglite',
    onError: (error, where) => app.log.error({ fault: faultKind(error), ...where }, 'sweep failed'),
  });
  app.decorate('sweeper', sweeper);
  if (options.sweepEveryMs && options.sweepEveryMs > 0) {
    const stop = sweeper.start(options.sweepEveryMs, () => options.clock.now());
    app.addHook('onClose', async () => stop());
  }
  registerDocsRoute(app);
  options.extraRoutes?.(app, deps, services);

  if (options.staticDir && fs.existsSync(options.staticDir)) {
    await app.register(fastifyStatic, {
      root: options.staticDir,
      index: ['index.html'],
      wildcard: true,
      // The build writes brotli and gzip beside each text asset (scripts/build/compress.ts).
      preCompressed: true,
      cacheControl: false, // ours, per file (setHeaders)
      setHeaders: (reply, filePath) => reply.setHeader('cache-control', staticCacheControl(filePath)),
    });
  }

  return app;
}
