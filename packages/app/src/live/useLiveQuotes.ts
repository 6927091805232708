import {
  createContext,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
} from 'react';
import type { Quote } from '@broker/contract';
import { fresherQuote } from './quoteMerge.ts';
import { liveQuotes, type LiveQuotes, type LiveStatus } from './liveQuotes.ts';

/** The live-quotes client of the app; tests and stories may provide their own. */
export const LiveQuotesContext = createContext<LiveQuotes>(liveQuotes);

const noIds: readonly string[] = [];

/** One stable array per set of ids, so that effects and caches do not churn on every render. */
function useStableIds(stockIds: readonly string[]): readonly string[] {
  const key = stockIds.join('\n');
  return useMemo(() => (key ? key.split('\n') : noIds), [key]);
}

/**
 * A store's value, re-rendered in a transition when the store changes. A tick of live prices is
 * not urgent, and `useSyncExternalStore` renders every change at once, without yielding: on the
 * home screen one tick re-rendered some 20 rows, their links and sparklines in one 40 ms task at
 * 4× slowdown, each second (issue #17). In a transition React renders them in slices between
 * input, and all rows of one tick together. A changed `read` (other instruments) is read at once,
 * so a screen never shows one instrument's quote under another's name.
 */
function useStoreInTransitions<T>(subscribe: (listener: () => void) => () => void, read: () => T): T {
  const [state, setState] = useState(() => ({ read, value: read() }));
  useEffect(() => {
    const update = () =>
      startTransition(() => {
        const value = read();
        setState((previous) =>
          previous.read === read && Object.is(previous.value, value) ? previous : { read, value },
        );
      });
    const unsubscribe = subscribe(update);
    update(); // a change between the render and this subscription
    return unsubscribe;
  }, [subscribe, read]);
  return state.read === read ? state.value : read();
}

/**
 * The live quotes of these instruments while the calling screen is visible: its ids join the
 * app's one stream (or the polling fallback) on mount and leave it on unmount, and when React's
 * <Activity> hides the screen (its effects are cleaned up). Returns the live quotes known so far.
 */
export function useLiveQuotes(stockIds: readonly string[]): ReadonlyMap<string, Quote> {
  const client = useContext(LiveQuotesContext);
  const ids = useStableIds(stockIds);
  useEffect(() => client.want(ids), [client, ids]);
  const subscribe = useCallback((listener: () => void) => client.subscribeMany(ids, listener), [client, ids]);
  const snapshot = useCallback(() => client.getMany(ids), [client, ids]);
  return useStoreInTransitions(subscribe, snapshot);
}

/** The live quote of one instrument (see useLiveQuotes); `null` asks for nothing. */
export function useLiveQuote(stockId: string | null | undefined): Quote | undefined {
  const client = useContext(LiveQuotesContext);
  useEffect(() => (stockId ? client.want([stockId]) : undefined), [client, stockId]);
  const subscribe = useCallback(
    (listener: () => void) => (stockId ? client.subscribe(stockId, listener) : () => {}),
    [client, stockId],
  );
  const snapshot = useCallback(() => (stockId ? client.get(stockId) : undefined), [client, stockId]);
  return useStoreInTransitions(subscribe, snapshot);
}

/** A quote as a page brought it, kept current by the live one. */
export function useLiveQuoted<Q extends Quote>(quote: Q): Q {
  const live = useLiveQuote(quote.stockId);
  return useMemo(() => fresherQuote(quote, live), [quote, live]);
}

/** Quotes of a list, each kept current by its live quote. */
export function useLiveQuotedList<Q extends Quote>(quotes: readonly Q[] | undefined): Q[] | undefined {
  const live = useLiveQuotes(useMemo(() => (quotes ?? []).map((quote) => quote.stockId), [quotes]));
  return useMemo(() => quotes?.map((quote) => fresherQuote(quote, live.get(quote.stockId))), [quotes, live]);
}

/** How the live quotes arrive (streaming, polling, …), e.g. for a "live" hint. */
export function useLiveStatus(): LiveStatus {
  const client = useContext(LiveQuotesContext);
  return useSyncExternalStore(client.subscribeStatus, client.status, client.status);
}
