import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUOTE_STREAM_EVENT, QUOTE_STREAM_PATH, quoteStreamEventSchema } from '@broker/contract';
import { startTestServer, type TestServer, type TestUser } from '../../testing/testServer.ts';
import { openEventStream, type OpenStream } from '../../testing/eventStream.ts';

let server: TestServer;
let user: TestUser;
let closed = false;
const opened: OpenStream[] = [];

// Monday 11:00 in Amsterdam: nl trades, New York has not opened yet.
beforeAll(async () => {
  server = await startTestServer({ now: '2026-11-23T10:00:00Z' });
  user = await server.register();
});
afterAll(async () => {
  for (const stream of opened) stream.close();
  if (!closed) await server?.close();
});

const streamUrl = () => `${server.url}/api/vue/${QUOTE_STREAM_PATH}`;
async function open(stockIds: string[], headers: Record<string, string> = user.headers) {
  const stream = await openEventStream(streamUrl(), { stockIds }, headers);
  opened.push(stream);
  return stream;
}
const isQuotes = (message: { event: string | null }) => message.event === QUOTE_STREAM_EVENT;

describe('POST /api/vue/stock/stream', () => {
  it('answers 401 in the envelope without a session, like every call', async () => {
    const reply = await server.post(QUOTE_STREAM_PATH, { stockIds: ['nl-ASML'] });
    expect(reply).toEqual({ http: 401, body: { status: 0, msg: 'error.session.expired', data: null } });
    const wrong = await server.post(
      QUOTE_STREAM_PATH,
      { stockIds: ['nl-ASML'] },
      { token: 'x', account: user.account },
    );
    expect(wrong.http).toBe(401);
  });

  it('validates the ids like stock/quote', async () => {
    expect((await server.post(QUOTE_STREAM_PATH, {}, user.headers)).body).toEqual({
      status: 0,
      msg: 'error.validation.required',
      data: { field: 'stockIds' },
    });
    expect((await server.post(QUOTE_STREAM_PATH, { stockIds: [] }, user.headers)).body.msg).toBe(
      'error.validation.invalid',
    );
  });

  it('sends every requested quote at once, then only the changed ones', async () => {
    const started = Date.now();
    const stream = await open(['nl-ASML', 'usd-AAPL', 'nope', 'nl-ASML']);
    expect(stream.response.status).toBe(200);
    expect(stream.response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(stream.response.headers.get('x-content-type-options')).toBe('nosniff');
    const first = await stream.next(isQuotes, 1500);
    expect(first.at - started).toBeLessThan(1500);
    const quotes = quoteStreamEventSchema.parse(JSON.parse(first.data!));
    expect(quotes.map((q) => q.stockId)).toEqual(['nl-ASML', 'usd-AAPL']);
    const polled = (await server.post('stock/quote', { stockIds: ['nl-ASML', 'usd-AAPL'] }, user.headers)).body.data;
    expect(quotes).toEqual(polled);

    // The clock stands still: nothing changes, nothing is sent.
    await expect(stream.next(isQuotes, 1300)).rejects.toThrow('no matching event');
    // Five seconds on, Amsterdam's quote has moved; New York is closed, so AAPL is not repeated.
    server.clock.advance(5000);
    const second = await stream.next(isQuotes, 1500);
    const changed = quoteStreamEventSchema.parse(JSON.parse(second.data!));
    expect(changed.map((q) => q.stockId)).toEqual(['nl-ASML']);
    expect(changed[0]!.updatedAt).toBe('2026-11-23T10:00:05Z');
    stream.close();
    await stream.ended;
  });

  it('ends the oldest streams of an account beyond four', async () => {
    const streams = [];
    for (let i = 0; i < 5; i++) {
      const stream = await open(['crypto-BTCUSDT']);
      await stream.next(isQuotes, 1500);
      streams.push(stream);
    }
    await streams[0]!.ended;
    const other = await server.register('other');
    const theirs = await open(['crypto-BTCUSDT'], other.headers);
    await theirs.next(isQuotes, 1500);
    // Another account's stream does not count against this one's.
    server.clock.advance(1000);
    await streams[1]!.next(isQuotes, 1500);
    for (const stream of [...streams, theirs]) stream.close();
  });

  it('lets the server shut down promptly while a stream is open', async () => {
    const stream = await open(['nl-ASML', 'crypto-ETHUSDT']);
    await stream.next(isQuotes, 1500);
    const started = Date.now();
    await server.close();
    closed = true;
    expect(Date.now() - started).toBeLessThan(2000);
    await stream.ended;
  });
});
