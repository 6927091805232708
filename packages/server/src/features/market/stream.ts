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
import { findInstrument, type Instrument } from './catalogue/index.ts';
import { QuoteTicker, type TickListener } from './quoteTicker.ts';
import { marketSettings } from './settings.ts';
import type { MarketSimulation } from './sim/simulation.ts';

const { intervalMs, keepAliveMs, maxPerAccount } = marketSettings.stream;

/** The known instruments of a request's ids, each once, in request order (unknown ids are left out, as stock/quote does). */
const instrumentsOf = (stockIds: readonly string[]): Instrument[] =>
  [...new Set(stockIds)].map((id) => findInstrument(id)).filter((instrument) => instrument !== undefined);

/**
 * One open `text/event-stream`. It opens with an `open` event naming it, then the quotes of all
 * its instruments; on every tick of the shared ticker the quotes whose content changed since the
 * last event it sent; and a comment every `keepAliveMs`, when the session is checked again (a
 * revoked session ends the stream). A slow client is not queued up: while the socket is backed
 * up, ticks are skipped, and the next event carries every change since the last one it got.
 * `stock/streamSet` replaces its instruments without reopening it.
 */
class QuoteStream implements TickListener {
  readonly body = new PassThrough();
  readonly id = randomToken(12);
  readonly session: AuthSession;
  readonly #deps: RouteDeps;
  readonly #ticker: QuoteTicker;
  readonly #request: FastifyRequest;
  /** The version of each instrument's quote this stream sent last. */
  readonly #sent = new Map<string, number>();
  readonly #onEnd: (stream: QuoteStream) => void;
  #instruments: readonly Instrument[];
  #nextKeepAliveAt = Date.now() + keepAliveMs;
  #ended = false;

  constructor(
    deps: RouteDeps,
    ticker: QuoteTicker,
    request: FastifyRequest,
    session: AuthSession,
    instruments: readonly Instrument[],
    onEnd: (stream: QuoteStream) => void,
  ) {
    this.#deps = deps;
    this.#ticker = ticker;
    this.#request = request;
    this.session = session;
    this.#instruments = instruments;
    this.#onEnd = onEnd;
  }

  start(): void {
    this.body.write(`event: ${QUOTE_STREAM_OPEN_EVENT}\ndata: ${JSON.stringify({ streamId: this.id })}\n\n`);
    this.#ticker.watch(this.#instruments);
    this.#ticker.refresh(this.#instruments);
    this.#send(Date.now());
    this.#ticker.listen(this);
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
    this.#send(Date.now());
  }

  onTick(tickAt: number): void {
    if (this.#ended) return;
    this.#send(tickAt);
    if (Date.now() >= this.#nextKeepAliveAt) {
      this.#nextKeepAliveAt += keepAliveMs;
      void this.#keepAlive();
    }
  }

  /** One event with every quote whose version differs from the one sent last; `id` is the tick's time. */
  #send(tickAt: number): void {
    if (this.body.writableNeedDrain) return;
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

  async #keepAlive(): Promise<void> {
    this.body.write(': keep-alive\n\n');
    try {
      await authenticateUser(this.#deps, this.#request);
    } catch {
      this.end();
    }
  }

  end(): void {
    if (this.#ended) return;
    this.#ended = true;
    this.#ticker.unlisten(this);
    this.#ticker.unwatch(this.#instruments);
    this.body.end();
    this.#onEnd(this);
  }
}

/** The open streams of a server: by id (for streamSet) and per account, oldest first (for the limit). */
class OpenStreams {
  readonly #byId = new Map<string, QuoteStream>();
  readonly #byAccount = new Map<string, Set<QuoteStream>>();

  add(stream: QuoteStream): void {
    const own = this.#byAccount.get(stream.session.accountId) ?? new Set();
    // A new stream beyond the limit ends the account's oldest (a closed tab that never said goodbye).
    for (const oldest of [...own].slice(0, Math.max(0, own.size - maxPerAccount + 1))) oldest.end();
    own.add(stream);
    this.#byAccount.set(stream.session.accountId, own);
    this.#byId.set(stream.id, stream);
  }

  delete(stream: QuoteStream): void {
    this.#byId.delete(stream.id);
    const own = this.#byAccount.get(stream.session.accountId);
    own?.delete(stream);
    if (own?.size === 0) this.#byAccount.delete(stream.session.accountId);
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
export function registerQuoteStream(app: FastifyInstance, deps: RouteDeps, sim: MarketSimulation): void {
  const open = new OpenStreams();
  const ticker = new QuoteTicker(sim, deps.clock, intervalMs);
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

    const stream = new QuoteStream(deps, ticker, request, session, instrumentsOf(parsed.data.stockIds), (ended) =>
      open.delete(ended),
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
  defineRoute(app, deps, 'stock/streamSet', async (body, { session }) => {
    const stream = open.ownedBy(body.streamId, session);
    if (!stream) throw new ApiError('error.request.notFound');
    stream.replace(instrumentsOf(body.stockIds));
    return null;
  });
}
