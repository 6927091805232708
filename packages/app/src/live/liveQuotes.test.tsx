import { Activity, type ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import { setupServer } from 'msw/node';
import type { Quote, RequestOf } from '@broker/contract';
import { marketLimits } from '@broker/domain';
import { mockApi } from '../mocks/mockApi.ts';
import { quoteStreamDownMock, quoteStreamMock } from '../mocks/marketData.ts';
import { sessionStore } from '../session/sessionStore.ts';
import { nlQuotes } from '../testing/fixtures.ts';
import { createLiveQuotes, type LiveQuotes } from './liveQuotes.ts';
import { LiveQuotesContext, useLiveQuote, useLiveQuotes } from './useLiveQuotes.ts';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterAll(() => server.close());

let client: LiveQuotes;
let visibility: DocumentVisibilityState = 'visible';

beforeAll(() => {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility });
});
beforeEach(() => {
  visibility = 'visible';
  sessionStore.signIn({ token: 'tok', account: 'jansen', id: '10001' });
  client = createLiveQuotes({ growDelayMs: 0, shrinkDelayMs: 0, pollMs: 40, retryDelay: () => 60 });
});
afterEach(() => {
  client.reset();
  server.resetHandlers();
  sessionStore.signOut();
});

const asml = nlQuotes[0]!;
const shell = nlQuotes[2]!;
const later = (quote: Quote, price: string, seconds = 5): Quote => ({
  ...quote,
  price,
  updatedAt: new Date(Date.parse(quote.updatedAt) + seconds * 1000).toISOString().replace('.000Z', 'Z'),
});

/** Waits until the client has read the stream's name: a quote pushed after it has arrived. */
async function namedStream(stream: ReturnType<typeof quoteStreamMock>) {
  await waitFor(() => expect(client.status()).toBe('streaming'));
  stream.push([later(asml, '612.50', 1)]);
  await waitFor(() => expect(client.get(asml.stockId)?.price).toBe('612.50'));
}

describe('the live quotes client', () => {
  it('opens one stream with the session headers and hands fresh quotes to their listeners', async () => {
    const stream = quoteStreamMock();
    server.use(stream.handler);
    const seen: (string | undefined)[] = [];
    client.subscribe(asml.stockId, () => seen.push(client.get(asml.stockId)?.price));
    const release = client.want([asml.stockId, shell.stockId]);

    await waitFor(() => expect(client.status()).toBe('streaming'));
    expect(stream.requests).toEqual([[asml.stockId, shell.stockId].sort()]);
    const [open] = [...stream.clients];
    expect(open!.headers.get('token')).toBe('tok');
    expect(open!.headers.get('account')).toBe('jansen');

    stream.push([later(asml, '615.00')]);
    await waitFor(() => expect(client.get(asml.stockId)?.price).toBe('615.00'));
    expect(seen).toEqual(['615.00']);
    expect(client.get(shell.stockId)).toBeUndefined();
    release();
    await waitFor(() => expect(client.status()).toBe('idle'));
    await waitFor(() => expect(stream.clients.size).toBe(0));
  });

  it('merges the ids of every screen that asks, and drops those no screen shows', async () => {
    const stream = quoteStreamMock();
    server.use(stream.handler);
    const first = client.want(['a', 'b']);
    const second = client.want(['b', 'c']);
    await waitFor(() => expect(client.connectedIds()).toEqual(['a', 'b', 'c']));
    expect(stream.requests.at(-1)).toEqual(['a', 'b', 'c']);
    first();
    await waitFor(() => expect(client.connectedIds()).toEqual(['b', 'c']));
    second();
    await waitFor(() => expect(client.connectedIds()).toEqual([]));
  });

  it('never lets an older quote replace a newer one', () => {
    client.put([later(asml, '620.00', 10)]);
    client.put([later(asml, '610.00', 5)]);
    expect(client.get(asml.stockId)?.price).toBe('620.00');
    const kept = client.get(asml.stockId);
    client.put([later(asml, '620.00', 10)]);
    expect(client.get(asml.stockId)).toBe(kept);
  });

  it('stops asking while the document is hidden and asks again when it shows', async () => {
    const stream = quoteStreamMock();
    server.use(stream.handler);
    client.want([asml.stockId]);
    await waitFor(() => expect(stream.clients.size).toBe(1));
    visibility = 'hidden';
    document.dispatchEvent(new Event('visibilitychange'));
    await waitFor(() => expect(client.status()).toBe('idle'));
    await waitFor(() => expect(stream.clients.size).toBe(0));
    visibility = 'visible';
    document.dispatchEvent(new Event('visibilitychange'));
    await waitFor(() => expect(stream.clients.size).toBe(1));
    expect(stream.requests).toHaveLength(2);
  });

  it('falls back to polling stock/quote when the stream fails, and returns to the stream once it works', async () => {
    let streamUp = false;
    const stream = quoteStreamMock({ available: () => streamUp });
    const polls: RequestOf<'stock/quote'>[] = [];
    server.use(
      stream.handler,
      mockApi('stock/quote', (body) => {
        polls.push(body);
        return { data: [later(asml, '601.00', polls.length)] };
      }),
    );
    client.want([asml.stockId]);

    await waitFor(() => expect(client.status()).toBe('polling'));
    await waitFor(() => expect(polls.length).toBeGreaterThanOrEqual(2));
    expect(polls[0]).toEqual({ stockIds: [asml.stockId] });
    expect(client.get(asml.stockId)?.price).toBe('601.00');

    streamUp = true;
    await waitFor(() => expect(client.status()).toBe('streaming'));
    const pollsWhenStreaming = polls.length;
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(polls.length).toBe(pollsWhenStreaming);
    stream.push([later(asml, '630.00', 60)]);
    await waitFor(() => expect(client.get(asml.stockId)?.price).toBe('630.00'));
  });

  it('reconnects when the stream ends', async () => {
    const stream = quoteStreamMock();
    server.use(stream.handler, mockApi('stock/quote', { data: [] }));
    client.want([asml.stockId]);
    await waitFor(() => expect(stream.clients.size).toBe(1));
    [...stream.clients][0]!.close();
    await waitFor(() => expect(stream.requests).toHaveLength(2));
    await waitFor(() => expect(client.status()).toBe('streaming'));
  });

  it('stops without polling when the session is refused', async () => {
    const polls: unknown[] = [];
    server.use(
      quoteStreamDownMock(401),
      mockApi('stock/quote', () => {
        polls.push(1);
        return { data: [] };
      }),
    );
    client.want([asml.stockId]);
    await waitFor(() => expect(client.status()).toBe('paused'));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(polls).toHaveLength(0);
  });

  it('asks for nothing without a session', async () => {
    sessionStore.signOut();
    client.want([asml.stockId]);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(client.status()).toBe('idle');
  });

  it('carries more than 50 ids on one stream, and splits only beyond a stream’s limit', async () => {
    const stream = quoteStreamMock();
    server.use(stream.handler);
    const idsOf = (n: number) => Array.from({ length: n }, (_, index) => `s-${String(index).padStart(3, '0')}`);
    const release = client.want(idsOf(60));
    await waitFor(() => expect(client.status()).toBe('streaming'));
    expect(stream.clients.size).toBe(1);
    expect(stream.requests.map((part) => part.length)).toEqual([60]);
    release();
    await waitFor(() => expect(stream.clients.size).toBe(0));
    client.want(idsOf(marketLimits.streamIds + 10));
    await waitFor(() => expect(stream.clients.size).toBe(2));
    // The two streams open at once: their requests reach the server in either order.
    expect(
      stream.requests
        .slice(1)
        .map((part) => part.length)
        .sort((a, b) => b - a),
    ).toEqual([marketLimits.streamIds, 10]);
  });

  it('changes the open stream’s ids with stock/streamSet instead of reopening it', async () => {
    const stream = quoteStreamMock();
    server.use(stream.handler);
    const first = client.want([asml.stockId]);
    await namedStream(stream);
    const second = client.want([shell.stockId]);
    await waitFor(() => expect(client.connectedIds()).toEqual([asml.stockId, shell.stockId].sort()));
    expect(stream.requests).toHaveLength(1);
    expect(stream.sets).toEqual([{ streamId: 'mock-stream-1', stockIds: [asml.stockId, shell.stockId].sort() }]);
    stream.push([later(shell, '33.00')]);
    await waitFor(() => expect(client.get(shell.stockId)?.price).toBe('33.00'));
    first();
    await waitFor(() => expect(client.connectedIds()).toEqual([shell.stockId]));
    expect(stream.sets.at(-1)!.stockIds).toEqual([shell.stockId]);
    expect(stream.requests).toHaveLength(1);
    second();
    await waitFor(() => expect(client.status()).toBe('idle'));
    await waitFor(() => expect(stream.clients.size).toBe(0));
  });

  it('reopens the stream with the new ids when the server does not take them in place', async () => {
    const stream = quoteStreamMock({ settable: () => false });
    server.use(stream.handler);
    client.want([asml.stockId]);
    await namedStream(stream);
    client.want([shell.stockId]);
    await waitFor(() => expect(stream.requests).toEqual([[asml.stockId], [asml.stockId, shell.stockId].sort()]));
    expect(stream.sets).toHaveLength(1);
    await waitFor(() => expect(stream.clients.size).toBe(1));
    expect(client.connectedIds()).toEqual([asml.stockId, shell.stockId].sort());
  });

  it('polls more ids than stock/quote takes in parallel calls of at most 50', async () => {
    const polls: string[][] = [];
    server.use(
      quoteStreamDownMock(),
      mockApi('stock/quote', (body) => {
        polls.push(body.stockIds);
        return { data: [] };
      }),
    );
    const ids = Array.from({ length: 120 }, (_, index) => `s-${String(index).padStart(3, '0')}`);
    client.want(ids);
    await waitFor(() => expect(polls.length).toBeGreaterThanOrEqual(3));
    const firstRound = polls.slice(0, 3).sort((a, b) => a[0]!.localeCompare(b[0]!));
    expect(firstRound.map((part) => part.length)).toEqual([50, 50, 20]);
    expect(firstRound.flat()).toEqual(ids);
  });

  it('drops an event that the contract’s schema refuses', async () => {
    const stream = quoteStreamMock();
    server.use(stream.handler);
    client.want([asml.stockId]);
    await waitFor(() => expect(client.status()).toBe('streaming'));
    stream.push([{ ...later(asml, '650.00'), price: 650 } as unknown as Quote]);
    stream.push([later(asml, '615.00')]);
    await waitFor(() => expect(client.get(asml.stockId)?.price).toBe('615.00'));
  });
});

describe('useLiveQuotes', () => {
  const withClient = ({ children }: { children: ReactNode }) => (
    <LiveQuotesContext.Provider value={client}>{children}</LiveQuotesContext.Provider>
  );

  it('returns the live quotes of its ids and updates within the second they arrive', async () => {
    const stream = quoteStreamMock();
    server.use(stream.handler);
    const { result } = renderHook(() => useLiveQuotes([asml.stockId, shell.stockId]), { wrapper: withClient });
    expect(result.current.size).toBe(0);
    await waitFor(() => expect(client.status()).toBe('streaming'));
    const pushedAt = Date.now();
    act(() => stream.push([later(shell, '32.00')]));
    await waitFor(() => expect(result.current.get(shell.stockId)?.price).toBe('32.00'));
    expect(Date.now() - pushedAt).toBeLessThan(1000);
    const before = result.current;
    // An older quote of the same instrument changes nothing: the same Map, no re-render.
    act(() => client.put([later(shell, '31.00', -60)]));
    expect(result.current).toBe(before);
  });

  it('lets go of its ids when <Activity> hides the screen', async () => {
    const stream = quoteStreamMock();
    server.use(stream.handler);
    function Row() {
      const quote = useLiveQuote(asml.stockId);
      return <p>{quote?.price ?? 'none'}</p>;
    }
    const view = (mode: 'visible' | 'hidden') => (
      <LiveQuotesContext.Provider value={client}>
        <Activity mode={mode}>
          <Row />
        </Activity>
      </LiveQuotesContext.Provider>
    );
    const { rerender } = render(view('visible'));
    await waitFor(() => expect(client.connectedIds()).toEqual([asml.stockId]));
    act(() => stream.push([later(asml, '640.00')]));
    expect(await screen.findByText('640.00')).toBeInTheDocument();
    rerender(view('hidden'));
    await waitFor(() => expect(client.connectedIds()).toEqual([]));
    rerender(view('visible'));
    await waitFor(() => expect(client.connectedIds()).toEqual([asml.stockId]));
  });
});
