import { PassThrough } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  API_BASE_PATH,
  QUOTE_STREAM_EVENT,
  QUOTE_STREAM_PATH,
  quoteStreamEventSchema,
  quoteStreamRequestSchema,
  type Quote,
} from '@broker/contract';
import { authenticateUser, header, sessionExpired } from '../../http/auth.ts';
import { ApiError, fail } from '../../http/envelope.ts';
import { validationFailure, type RouteDeps } from '../../http/routes.ts';
import { findInstrument, type Instrument } from './catalogue/index.ts';
import { marketSettings } from './settings.ts';
import type { MarketSimulation } from './sim/simulation.ts';
import { quoteView } from './views.ts';

const { intervalMs, keepAliveMs, maxPerAccount } = marketSettings.stream;

/**
 * One open `text/event-stream`: every `intervalMs` the quotes whose content changed since the
 * last event (the first event carries all of them), and a comment every `keepAliveMs`, when the
 * session is checked again (a revoked session ends the stream). A slow client is not queued up:
 * while the socket is backed up, ticks are skipped, and the next event carries every change since
 * the last one it got.
 */
class QuoteStream {
  readonly body = new PassThrough();
  readonly accountId: string;
  readonly #deps: RouteDeps;
  readonly #sim: MarketSimulation;
  readonly #instruments: readonly Instrument[];
  readonly #request: FastifyRequest;
  readonly #sent = new Map<string, string>();
  readonly #timers: NodeJS.Timeout[] = [];
  readonly #onEnd: (stream: QuoteStream) => void;
  #ended = false;

  constructor(
    deps: RouteDeps,
    sim: MarketSimulation,
    request: FastifyRequest,
    accountId: string,
    instruments: readonly Instrument[],
    onEnd: (stream: QuoteStream) => void,
  ) {
    this.#deps = deps;
    this.#sim = sim;
    this.#request = request;
    this.accountId = accountId;
    this.#instruments = instruments;
    this.#onEnd = onEnd;
  }

  start(): void {
    this.#tick();
    // Timers never keep the process alive: shutdown ends the streams anyway.
    this.#timers.push(setInterval(() => this.#tick(), intervalMs).unref());
    this.#timers.push(setInterval(() => void this.#keepAlive(), keepAliveMs).unref());
  }

  #tick(): void {
    if (this.#ended || this.body.writableNeedDrain) return;
    const now = this.#deps.clock.now().getTime();
    const changed: Quote[] = [];
    for (const instrument of this.#instruments) {
      const quote = quoteView(this.#sim.snapshot(instrument, now));
      const text = JSON.stringify(quote);
      if (this.#sent.get(instrument.id) === text) continue;
      this.#sent.set(instrument.id, text);
      changed.push(quote);
    }
    if (changed.length === 0) return;
    const data = JSON.stringify(quoteStreamEventSchema.parse(changed));
    this.body.write(`event: ${QUOTE_STREAM_EVENT}\ndata: ${data}\n\n`);
  }

  async #keepAlive(): Promise<void> {
    if (this.#ended) return;
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
    for (const timer of this.#timers) clearInterval(timer);
    this.body.end();
    this.#onEnd(this);
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
 * before the server closes, so shutdown never waits for them.
 */
export function registerQuoteStream(app: FastifyInstance, deps: RouteDeps, sim: MarketSimulation): void {
  const open = new Set<QuoteStream>();
  app.addHook('preClose', async () => {
    for (const stream of [...open]) stream.end();
    // A stream whose client went away mid-write can leave its socket half-open, and Node's
    // close() waits for every socket: after a short grace for requests in flight, close them all.
    setTimeout(() => app.server.closeAllConnections(), SHUTDOWN_GRACE_MS).unref();
  });

  app.post(`${API_BASE_PATH}${QUOTE_STREAM_PATH}`, async (request, reply) => {
    if (header(request, 'admin-key') !== undefined) return unauthorized(reply);
    let accountId: string;
    try {
      accountId = (await authenticateUser(deps, request)).accountId;
    } catch (error) {
      if (error instanceof ApiError) return unauthorized(reply);
      throw error;
    }
    const parsed = quoteStreamRequestSchema.safeParse(request.body ?? {});
    if (!parsed.success) return reply.code(200).send(validationFailure(parsed.error, request.body));
    const instruments = [...new Set(parsed.data.stockIds)]
      .map((id) => findInstrument(id))
      .filter((instrument) => instrument !== undefined);

    const stream = new QuoteStream(deps, sim, request, accountId, instruments, (ended) => open.delete(ended));
    const ownStreams = [...open].filter((other) => other.accountId === accountId);
    for (const oldest of ownStreams.slice(0, Math.max(0, ownStreams.length - maxPerAccount + 1))) oldest.end();
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
}
