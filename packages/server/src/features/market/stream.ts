import { PassThrough } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  API_BASE_PATH,
  QUOTE_STREAM_EVENT,
  QUOTE_STREAM_OPEN_EVENT,
  QUOTE_STREAM_PATH,
  quoteStreamRequestSchema,
} from '@broker/contract';
import { authenticateUser, header, sessionExpired, type AuthSession } from '../../http/auth.ts';
import { ApiError, fail } from '../../http/envelope.ts';
import { defineRoute, validationFailure, type RouteDeps } from '../../http/routes.ts';
import { randomToken } from '../../lib/secrets.ts';
import type { Instrument } from './catalogue/index.ts';
import type { Instruments } from './instruments.ts';
import type { QuoteBoard } from './quoteBoard.ts';
import { QuoteTicker } from './quoteTicker.ts';
import { marketSettings } from './settings.ts';

const { intervalMs, maxPerAccount } = marketSettings.stream;

/** The known instruments of a request's ids, each once, in request order (unknown ids are left out, as stock/quote does). */
const instrumentsOf = (instruments: Instruments, stockIds: readonly string[]): Instrument[] =>
  [...new Set(stockIds)].map((id) => instruments.find(id)).filter((instrument) => instrument !== undefined);

/**
 * One open `text/event-stream`. It opens with an `open` event naming it, then the quotes of all
 * its instruments; on every tick of the shared ticker the quotes whose content changed since the
 * last event it sent; and a comment every `keepAliveMs`, when the session is checked again (a
 * revoked session ends the stream). A slow client is not queued up: while the socket is backed
 * up, ticks are skipped, and the next event carries every change since the last one it got.
 * `stock/streamSet` replaces its instruments without reopening it.
 */
class QuoteStream {
  readonly body = new PassThrough();
  readonly id = randomToken(12);
  readonly session: AuthSession;
  /** The request that opened it: its session headers are checked again at every keep-alive. */
  readonly request: FastifyRequest;
  /** When the next keep-alive is due (the process's clock, ms). */
  keepAliveAt: number;
  readonly #ticker: QuoteTicker;
  /** The version of each instrument's quote this stream sent last. */
  readonly #sent = new Map<string, number>();
  readonly #onEnd: (stream: QuoteStream) => void;
  #instruments: readonly Instrument[];
  #ended = false;

  constructor(
    ticker: QuoteTicker,
    request: FastifyRequest,
    session: AuthSession,
    instruments: readonly Instrument[],
    onEnd: (stream: QuoteStream) => void,
    keepAliveMs: number,
  ) {
    this.keepAliveAt = Date.now() + keepAliveMs;
    this.#ticker = ticker;
    this.request = request;
    this.session = session;
    this.#instruments = instruments;
    this.#onEnd = onEnd;
  }

  start(): void {
    this.body.write(`event: ${QUOTE_STREAM_OPEN_EVENT}\ndata: ${JSON.stringify({ streamId: this.id })}\n\n`);
    this.#ticker.watch(this.#instruments);
    this.#ticker.refresh(this.#instruments);
    this.send(Date.now());
  }

  /** Carries these instruments from now on; the ones it did not carry yet follow at once. */
  replace(instruments: readonly Instrument[]): void {
    if (this.#ended) return;
    const kept = new Set(instruments.map((instrument) => instrument.id));
    for (const id of this.#sent.keys()) if (!kept.has(id)) this.#sent.delete(id);
    // Watch the new set before letting go of the old, so that a kept instrument keeps its quote.
    this.#ticker.watch(instruments);
    this.#ticker.unwatch(this.#instruments);
    this.#instruments = instruments;
    this.#ticker.refresh(instruments.filter((instrument) => !this.#sent.has(instrument.id)));
    this.send(Date.now());
  }

  /** One event with every quote whose version differs from the one sent last; `id` is the tick's time. */
  send(tickAt: number): void {
    if (this.#ended || this.body.writableNeedDrain) return;
    const changed: string[] = [];
    for (const instrument of this.#instruments) {
      const quote = this.#ticker.quote(instrument.id);
      if (!quote || this.#sent.get(instrument.id) === quote.version) continue;
      this.#sent.set(instrument.id, quote.version);
      changed.push(quote.text);
    }
    if (changed.length === 0) return;
    this.body.write(`id: ${tickAt}\nevent: ${QUOTE_STREAM_EVENT}\ndata: [${changed.join(',')}]\n\n`);
  }

  /** The comment that keeps proxies from closing an idle stream. */
  keepAlive(): void {
    if (!this.#ended) this.body.write(': keep-alive\n\n');
  }

  end(): void {
    if (this.#ended) return;
    this.#ended = true;
    this.#ticker.unwatch(this.#instruments);
    this.body.end();
    this.#onEnd(this);
  }
}

/**
 * The open streams of a server, by id (for streamSet) and per account, oldest first (for the
 * limit). It listens to the shared ticker while any is open: each tick, every stream sends what
 * changed, and the streams due for a keep-alive write it and have their session checked — once
 * per session, however many of its tabs stream (a new stream of a session takes the keep-alive
 * turn of the session's other streams).
 */
class OpenStreams {
  readonly #deps: RouteDeps;
  readonly #ticker: QuoteTicker;
  readonly #byId = new Map<string, QuoteStream>();
  readonly #byAccount = new Map<string, Set<QuoteStream>>();
  readonly #tick = { onTick: (tickAt: number) => this.#onTick(tickAt) };
  readonly keepAliveMs: number;

  constructor(deps: RouteDeps, ticker: QuoteTicker, keepAliveMs: number) {
    this.#deps = deps;
    this.#ticker = ticker;
    this.keepAliveMs = keepAliveMs;
  }

  add(stream: QuoteStream): void {
    const own = this.#byAccount.get(stream.session.accountId) ?? new Set();
    // A new stream beyond the limit ends the account's oldest (a closed tab that never said goodbye).
    for (const oldest of [...own].slice(0, Math.max(0, own.size - maxPerAccount + 1))) oldest.end();
    const sameSession = [...own].find((other) => other.session.sessionId === stream.session.sessionId);
    if (sameSession) stream.keepAliveAt = sameSession.keepAliveAt;
    own.add(stream);
    this.#byAccount.set(stream.session.accountId, own);
    this.#byId.set(stream.id, stream);
    if (this.#byId.size === 1) this.#ticker.listen(this.#tick);
  }

  delete(stream: QuoteStream): void {
    this.#byId.delete(stream.id);
    const own = this.#byAccount.get(stream.session.accountId);
    own?.delete(stream);
    if (own?.size === 0) this.#byAccount.delete(stream.session.accountId);
    if (this.#byId.size === 0) this.#ticker.unlisten(this.#tick);
  }

  #onTick(tickAt: number): void {
    const now = Date.now();
    const due = new Map<string, QuoteStream[]>();
    for (const stream of this.#byId.values()) {
      stream.send(tickAt);
      if (now < stream.keepAliveAt) continue;
      stream.keepAliveAt += this.keepAliveMs;
      stream.keepAlive();
      const group = due.get(stream.session.sessionId);
      if (group) group.push(stream);
      else due.set(stream.session.sessionId, [stream]);
    }
    for (const group of due.values()) void this.#checkSession(group);
  }

  /** A revoked or expired session ends all of its streams. */
  async #checkSession(streams: readonly QuoteStream[]): Promise<void> {
    try {
      await authenticateUser(this.#deps, streams[0]!.request);
    } catch {
      for (const stream of streams) stream.end();
    }
  }

  /** The stream `id` when `session` opened it; others' streams are as unknown as ended ones. */
  ownedBy(id: string, session: AuthSession): QuoteStream | undefined {
    const stream = this.#byId.get(id);
    return stream?.session.sessionId === session.sessionId ? stream : undefined;
  }

  all(): QuoteStream[] {
    return [...this.#byId.values()];
  }
}

/** How long shutdown lets requests in flight finish before it closes the remaining sockets. */
const SHUTDOWN_GRACE_MS = 500;

const unauthorized = (reply: FastifyReply) => reply.code(401).send(fail(sessionExpired().key));

/**
 * `POST /api/vue/stock/stream` (the contract's QUOTE_STREAM_PATH): the same session headers,
 * body and error envelopes as every call; then an event stream. It is a read, so the write
 * throttle does not apply; it goes through Fastify's reply (not a hijacked socket), so helmet's
 * headers and the one-line request log apply as to any call (logged when the stream ends).
 * Unknown ids are left out, as stock/quote does. Streams end when the client goes away and
 * before the server closes, so shutdown never waits for them. `stock/streamSet` changes an open
 * stream's ids; all streams tick on one shared ticker (quoteTicker.ts).
 */
export function registerQuoteStream(
  app: FastifyInstance,
  deps: RouteDeps,
  board: QuoteBoard,
  instruments: Instruments,
  keepAliveMs: number = marketSettings.stream.keepAliveMs,
): void {
  const ticker = new QuoteTicker(board, deps.clock, intervalMs);
  const open = new OpenStreams(deps, ticker, keepAliveMs);
  app.addHook('preClose', async () => {
    for (const stream of open.all()) stream.end();
    ticker.stop();
    // A stream whose client went away mid-write can leave its socket half-open, and Node's
    // close() waits for every socket: after a short grace for requests in flight, close them all.
    setTimeout(() => app.server.closeAllConnections(), SHUTDOWN_GRACE_MS).unref();
  });

  app.post(`${API_BASE_PATH}${QUOTE_STREAM_PATH}`, async (request, reply) => {
    if (header(request, 'admin-key') !== undefined) return unauthorized(reply);
    let session: AuthSession;
    try {
      session = await authenticateUser(deps, request);
    } catch (error) {
      if (error instanceof ApiError) return unauthorized(reply);
      throw error;
    }
    const parsed = quoteStreamRequestSchema.safeParse(request.body ?? {});
    if (!parsed.success) return reply.code(200).send(validationFailure(parsed.error, request.body));

    const stream = new QuoteStream(
      ticker,
      request,
      session,
      instrumentsOf(instruments, parsed.data.stockIds),
      (ended) => open.delete(ended),
      open.keepAliveMs,
    );
    open.add(stream);
    reply.raw.on('close', () => stream.end());
    stream.start();
    return reply
      .code(200)
      .header('content-type', 'text/event-stream; charset=utf-8')
      .header('cache-control', 'no-cache, no-transform')
      .header('x-accel-buffering', 'no')
      .header('connection', 'close')
      .send(stream.body);
  });

  // A read (no throttle, no request id): the new ids' quotes follow on the stream itself.
  defineRoute(
    app,
    deps,
    'stock/streamSet',
    async (body, { session }) => {
      const stream = open.ownedBy(body.streamId, session);
      if (!stream) throw new ApiError('error.request.notFound');
      stream.replace(instrumentsOf(instruments, body.stockIds));
      return null;
    },
    { catchUp: 'none' },
  );
}
