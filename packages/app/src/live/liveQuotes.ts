import type { Quote } from '@broker/contract';
import { marketLimits } from '@broker/domain';
import { sessionStore } from '../session/sessionStore.ts';
import { changeStreamIds, pollQuotes, streamQuotes } from './quoteFeed.ts';
import { chunkIds, mergeQuotes, reconnectDelay } from './quoteMerge.ts';

/**
 * How the live quotes arrive: not asked for (`idle`), opening the stream (`connecting`), over the
 * stream (`streaming`), by polling `stock/quote` while the stream is down (`polling`), or stopped
 * because the session was refused (`paused`, until the ids change).
 */
export type LiveStatus = 'idle' | 'connecting' | 'streaming' | 'polling' | 'paused';

export interface LiveQuotesOptions {
  /** Polling interval while the stream is down (default marketLimits.pollMs). */
  pollMs?: number;
  /** The wait before the n-th (0-based) retry of the stream (default 1 s doubling up to 30 s). */
  retryDelay?: (attempt: number) => number;
  /** How long a grown set of ids waits before the stream reopens with it (batches rows that mount together). */
  growDelayMs?: number;
  /** How long a shrunk set waits (scrolling back needs no reconnection; the extra ids cost nothing). */
  shrinkDelayMs?: number;
  /** Silence after which a stream counts as dead (the server sends a comment every 15 s). */
  idleTimeoutMs?: number;
  /** Whether the stream may run: a session exists (default: the session store says logged in). */
  canConnect?: () => boolean;
  /** The document the client watches for visibility and connectivity (default the global one). */
  document?: Document;
}

export interface LiveQuotes {
  /** The freshest live quote known for an instrument. */
  get(stockId: string): Quote | undefined;
  /** The live quotes of these ids; the same Map as long as none of them changed. */
  getMany(stockIds: readonly string[]): ReadonlyMap<string, Quote>;
  /** Calls back when the quote of `stockId` changes. */
  subscribe(stockId: string, listener: () => void): () => void;
  subscribeMany(stockIds: readonly string[], listener: () => void): () => void;
  /** Asks for live quotes of these ids until the returned release is called. */
  want(stockIds: readonly string[]): () => void;
  /** Quotes read elsewhere (a screen's own poll or page) join the live ones. */
  put(quotes: readonly Quote[]): void;
  status(): LiveStatus;
  subscribeStatus(listener: () => void): () => void;
  /** The ids the stream or polling currently covers (tests, diagnostics). */
  connectedIds(): readonly string[];
  /** Stops everything and forgets every quote and interest (logout, tests). */
  reset(): void;
}

/** One stream (with its polling fallback) and the ids it carries. */
interface Part {
  ids: string[];
  /** The id the open stream named itself with (`stock/streamSet` takes it); null while none is open. */
  streamId: string | null;
}

interface Feed {
  key: string;
  ids: string[];
  /** One part, unless the tab wants more ids than a stream carries (marketLimits.streamIds). */
  parts: Part[];
  /** A `stock/streamSet` call is under way: the next change waits for it. */
  changing: boolean;
  signal: AbortSignal;
  stop: () => void;
}

/**
 * One live-quotes client per app: every visible screen says which instruments it shows
 * (`want`), the client merges them into one stream (`POST stock/stream` with the session
 * headers, read over fetch with eventsource-parser) — one per tab, up to marketLimits.streamIds
 * ids — changes its ids in place with `stock/streamSet` (reopening it only when that fails),
 * keeps the freshest quote per instrument and tells the rows that show it. When the stream fails it polls `stock/quote` every
 * `marketLimits.pollMs` and retries the stream with a growing wait. A hidden document, and
 * screens hidden by <Activity> (their effects release their ids), stop asking.
 */
export function createLiveQuotes(options: LiveQuotesOptions = {}): LiveQuotes {
  const pollMs = options.pollMs ?? marketLimits.pollMs;
  const retryDelay = options.retryDelay ?? ((attempt: number) => reconnectDelay(attempt));
  const growDelayMs = options.growDelayMs ?? 60;
  const shrinkDelayMs = options.shrinkDelayMs ?? 2000;
  const idleTimeoutMs = options.idleTimeoutMs ?? 45_000;
  const canConnect = options.canConnect ?? (() => sessionStore.getSnapshot().loggedIn);

  const quotes = new Map<string, Quote>();
  const listeners = new Map<string, Set<() => void>>();
  const interest = new Map<string, number>();
  const statusListeners = new Set<() => void>();
  const manyCache = new WeakMap<readonly string[], { parts: (Quote | undefined)[]; value: Map<string, Quote> }>();
  let feed: Feed | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let status: LiveStatus = 'idle';
  let detach: (() => void) | null = null;

  const doc = () => options.document ?? (typeof document === 'undefined' ? undefined : document);
  const visible = () => doc()?.visibilityState !== 'hidden';

  function setStatus(next: LiveStatus) {
    if (status === next) return;
    status = next;
    for (const listener of statusListeners) listener();
  }

  function apply(incoming: readonly Quote[]) {
    for (const id of mergeQuotes(quotes, incoming)) {
      for (const listener of listeners.get(id) ?? []) listener();
    }
  }

  function desiredIds(): string[] {
    if (!visible() || !canConnect()) return [];
    return [...interest.keys()].sort();
  }

  /** Brings the feed to the wanted ids after a short wait (at once when the document hides). */
  function schedule() {
    const desired = desiredIds();
    const key = desired.join(',');
    clearTimeout(timer);
    if (key === (feed?.key ?? '')) return;
    const current = new Set(feed?.ids ?? []);
    const grows = desired.some((id) => !current.has(id));
    const delay = !visible() ? 0 : grows ? growDelayMs : shrinkDelayMs;
    timer = setTimeout(reconcile, delay);
  }

  /**
   * Brings the feed to the wanted ids: an open stream takes them in place (`stock/streamSet`);
   * otherwise (none is open yet, it is polling, or more streams are involved) the feed reopens.
   */
  function reconcile(force = false) {
    const desired = desiredIds();
    const key = desired.join(',');
    if (!force && key === (feed?.key ?? '')) return;
    // A change under way reconciles again when it is answered.
    if (!force && feed?.changing) return;
    if (!force && feed && desired.length > 0 && changesInPlace(feed, desired)) {
      void changeInPlace(feed, desired, key);
      return;
    }
    feed?.stop();
    feed = null;
    if (desired.length === 0) {
      setStatus('idle');
      return;
    }
    feed = startFeed(desired, key);
  }

  const changesInPlace = (current: Feed, desired: readonly string[]) =>
    current.parts.length === 1 && current.parts[0]!.streamId !== null && desired.length <= marketLimits.streamIds;

  /** Hands the open stream its new ids; when the server does not take them, the feed reopens with them. */
  async function changeInPlace(current: Feed, desired: string[], key: string) {
    const part = current.parts[0]!;
    const streamId = part.streamId!;
    current.changing = true;
    const changed = await changeStreamIds(streamId, desired, current.signal);
    current.changing = false;
    if (feed !== current) return; // stopped or replaced meanwhile
    // The same stream still runs: it carries the new ids (and a later reconnection asks for them).
    if (changed && part.streamId === streamId) {
      part.ids = desired;
      current.ids = desired;
      current.key = key;
      reconcile();
    } else {
      reconcile(true);
    }
  }

  function startFeed(ids: string[], key: string): Feed {
    const controller = new AbortController();
    setStatus('connecting');
    const parts = chunkIds(ids, marketLimits.streamIds).map((part): Part => ({ ids: part, streamId: null }));
    for (const part of parts) void runPart(part, controller.signal);
    return { key, ids, parts, changing: false, signal: controller.signal, stop: () => controller.abort() };
  }

  /** One stream (of at most marketLimits.streamIds ids): stream, else poll and retry the stream with a growing wait. */
  async function runPart(part: Part, signal: AbortSignal) {
    let attempt = 0;
    let stopPolling: (() => void) | null = null;
    try {
      while (!signal.aborted) {
        const outcome = await streamQuotes(part.ids, signal, {
          idleTimeoutMs,
          onQuotes: apply,
          onOpen: () => {
            attempt = 0;
            stopPolling?.();
            stopPolling = null;
            setStatus('streaming');
          },
          onStreamId: (streamId) => {
            part.streamId = streamId;
          },
        });
        part.streamId = null;
        if (signal.aborted) return;
        if (outcome === 'unauthorized') {
          setStatus('paused');
          return;
        }
        if (!stopPolling) {
          stopPolling = pollQuotes(part.ids, signal, {
            pollMs,
            onQuotes: apply,
            onUnauthorized: () => setStatus('paused'),
          });
          setStatus('polling');
        }
        await sleep(retryDelay(attempt), signal);
        attempt += 1;
      }
    } finally {
      (stopPolling as (() => void) | null)?.();
    }
  }

  function attach() {
    const target = doc();
    if (detach || !target) return;
    const onVisibility = () => schedule();
    // Back online: try the stream at once instead of waiting for the next retry.
    const onOnline = () => {
      if (feed) reconcile(true);
    };
    target.addEventListener('visibilitychange', onVisibility);
    target.defaultView?.addEventListener('online', onOnline);
    // Logging out stops the stream even before the screens unmount; logging in may start it.
    const stopWatchingSession = options.canConnect ? () => {} : sessionStore.subscribe(() => schedule());
    detach = () => {
      target.removeEventListener('visibilitychange', onVisibility);
      target.defaultView?.removeEventListener('online', onOnline);
      stopWatchingSession();
    };
  }

  function subscribe(stockId: string, listener: () => void) {
    let set = listeners.get(stockId);
    if (!set) {
      set = new Set();
      listeners.set(stockId, set);
    }
    set.add(listener);
    return () => {
      set.delete(listener);
      if (set.size === 0) listeners.delete(stockId);
    };
  }

  return {
    get: (stockId) => quotes.get(stockId),
    getMany(stockIds) {
      const parts = stockIds.map((id) => quotes.get(id));
      const cached = manyCache.get(stockIds);
      if (cached && cached.parts.every((part, index) => part === parts[index])) return cached.value;
      const value = new Map<string, Quote>();
      for (const quote of parts) if (quote) value.set(quote.stockId, quote);
      manyCache.set(stockIds, { parts, value });
      return value;
    },
    subscribe,
    subscribeMany(stockIds, listener) {
      const releases = stockIds.map((id) => subscribe(id, listener));
      return () => releases.forEach((release) => release());
    },
    want(stockIds) {
      const ids = [...new Set(stockIds)];
      if (ids.length === 0) return () => {};
      attach();
      for (const id of ids) interest.set(id, (interest.get(id) ?? 0) + 1);
      schedule();
      let released = false;
      return () => {
        if (released) return;
        released = true;
        for (const id of ids) {
          const count = (interest.get(id) ?? 1) - 1;
          if (count > 0) interest.set(id, count);
          else interest.delete(id);
        }
        schedule();
      };
    },
    put: apply,
    status: () => status,
    subscribeStatus(listener) {
      statusListeners.add(listener);
      return () => statusListeners.delete(listener);
    },
    connectedIds: () => feed?.ids ?? [],
    reset() {
      clearTimeout(timer);
      feed?.stop();
      feed = null;
      detach?.();
      detach = null;
      interest.clear();
      quotes.clear();
      setStatus('idle');
    },
  };
}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal.aborted) {
      resolve();
      return;
    }
    const done = () => {
      clearTimeout(wait);
      signal.removeEventListener('abort', done);
      resolve();
    };
    const wait = setTimeout(done, ms);
    signal.addEventListener('abort', done, { once: true });
  });
}

/** The app's one client. */
export const liveQuotes: LiveQuotes = createLiveQuotes();
