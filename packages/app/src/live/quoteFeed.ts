import {
  API_BASE_PATH,
  loadQuoteStreamChecks,
  QUOTE_STREAM_EVENT,
  QUOTE_STREAM_OPEN_EVENT,
  QUOTE_STREAM_PATH,
  type Quote,
} from '@broker/contract';
import { marketLimits } from '@broker/domain';
import { apiPost, ApiFailure, sessionHeaders } from '../api/client.ts';
import { chunkIds } from './quoteMerge.ts';

/**
 * The two ways live quotes reach the app: the server's event stream (`POST stock/stream`, read
 * over fetch with the session headers and parsed with eventsource-parser; `stock/streamSet`
 * changes its ids), and polling `stock/quote` while the stream is down. The live-quotes client
 * (liveQuotes.ts) decides which. The events are checked with the contract's schemas, loaded
 * when a stream opens (so the routes that show prices carry no zod; issue #17).
 */

export type StreamOutcome = 'ended' | 'failed' | 'unauthorized';

const isEventStream = (contentType: string | null) => (contentType ?? '').includes('text/event-stream');

export interface StreamOptions {
  /** Silence after which the stream counts as dead (the server sends a comment every 15 s). */
  idleTimeoutMs: number;
  /** The stream is open: quotes are about to arrive. */
  onOpen: () => void;
  onQuotes: (quotes: readonly Quote[]) => void;
  /** The stream named itself (its first event): the id `stock/streamSet` takes. */
  onStreamId?: (streamId: string) => void;
}

/** Reads one stream of quotes of `ids` until it ends, fails, is refused or `signal` aborts. */
export async function streamQuotes(ids: string[], signal: AbortSignal, options: StreamOptions): Promise<StreamOutcome> {
  const { idleTimeoutMs, onOpen, onQuotes, onStreamId } = options;
  // The event schemas load alongside the request, so they add no round trip.
  // The answers' schemas and the event parser load beside the request, not with the screen
  // that shows the prices (the home screen's first load, issue #17).
  const checks = loadQuoteStreamChecks();
  checks.catch(() => undefined); // a failed request returns before the checks are awaited
  const parsing = import('eventsource-parser');
  parsing.catch(() => undefined);
  const controller = new AbortController();
  const abort = () => controller.abort();
  signal.addEventListener('abort', abort);
  let watchdog: ReturnType<typeof setTimeout> | undefined;
  const arm = () => {
    clearTimeout(watchdog);
    watchdog = setTimeout(abort, idleTimeoutMs);
  };
  try {
    arm();
    const response = await fetch(`${API_BASE_PATH}${QUOTE_STREAM_PATH}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'text/event-stream', ...sessionHeaders() },
      body: JSON.stringify({ stockIds: ids }),
      signal: controller.signal,
      cache: 'no-store',
      // A stream stays open for as long as the screen: it must not compete with what the screen
      // needs first (its chunks, its data); low, it is also not taken for a request the page's
      // load waits on (Lighthouse waits for every high-priority fetch to end).
      priority: 'low',
    });
    if (response.status === 401) return 'unauthorized';
    if (!response.ok || !response.body || !isEventStream(response.headers.get('content-type'))) {
      await response.body?.cancel().catch(() => {});
      return 'failed';
    }
    // A schema or parser chunk that cannot load (offline, a deploy replaced it) fails the stream like the network would.
    const schemas = await checks;
    const { createParser } = await parsing;
    onOpen();
    const parser = createParser({
      onEvent: (event) => {
        if (event.event === QUOTE_STREAM_EVENT) {
          const parsed = schemas.quotes.safeParse(safeJson(event.data));
          if (parsed.success) onQuotes(parsed.data);
        } else if (event.event === QUOTE_STREAM_OPEN_EVENT) {
          const parsed = schemas.open.safeParse(safeJson(event.data));
          if (parsed.success) onStreamId?.(parsed.data.streamId);
        }
      },
    });
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return 'ended';
      arm();
      parser.feed(value);
    }
  } catch {
    return 'failed';
  } finally {
    clearTimeout(watchdog);
    signal.removeEventListener('abort', abort);
    controller.abort(); // a response left unread (refused, or its checks did not load) lets go of its connection
  }
}

/**
 * Replaces the ids of the open stream `streamId` (`stock/streamSet`, quietly): true when the
 * server took them, false when it did not (the stream ended, lives in another server process, or
 * the call failed) — then the caller reopens the stream with the new ids.
 */
export async function changeStreamIds(streamId: string, ids: string[], signal: AbortSignal): Promise<boolean> {
  try {
    await apiPost('stock/streamSet', { streamId, stockIds: ids }, signal, { quiet: true });
    return true;
  } catch {
    return false;
  }
}

export interface PollOptions {
  pollMs: number;
  onQuotes: (quotes: readonly Quote[]) => void;
  /** The session was refused (HTTP 401): polling stops. */
  onUnauthorized: () => void;
}

/**
 * Polls `stock/quote` at once and then every `pollMs`, quietly (no toasts), until stopped; more
 * ids than one call takes go in parallel calls.
 */
export function pollQuotes(ids: string[], signal: AbortSignal, options: PollOptions): () => void {
  const { pollMs, onQuotes, onUnauthorized } = options;
  const controller = new AbortController();
  const stop = () => {
    controller.abort();
    clearTimeout(next);
  };
  signal.addEventListener('abort', stop, { once: true });
  let next: ReturnType<typeof setTimeout> | undefined;
  const tick = async () => {
    try {
      const answers = await Promise.all(
        chunkIds(ids, marketLimits.quoteIds).map((part) =>
          apiPost('stock/quote', { stockIds: part }, controller.signal, { quiet: true }),
        ),
      );
      onQuotes(answers.flat());
    } catch (failure) {
      if (failure instanceof ApiFailure && failure.httpStatus === 401) {
        onUnauthorized();
        stop();
        return;
      }
    }
    if (!controller.signal.aborted) next = setTimeout(() => void tick(), pollMs);
  };
  void tick();
  return stop;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
