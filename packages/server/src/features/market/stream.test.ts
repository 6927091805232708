import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  QUOTE_STREAM_EVENT,
  QUOTE_STREAM_OPEN_EVENT,
  QUOTE_STREAM_PATH,
  QUOTE_STREAM_SET_PATH,
  quoteStreamEventSchema,
  quoteStreamOpenEventSchema,
} from '@broker/contract';
import { marketLimits } from '@broker/domain';
import { startTestServer, type TestServer, type TestUser } from '../../testing/testServer.ts';
import { openEventStream, type OpenStream, type StreamMessage } from '../../testing/eventStream.ts';
import { instruments } from './catalogue/index.ts';
import { marketSettings } from './settings.ts';

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
const isOpen = (message: { event: string | null }) => message.event === QUOTE_STREAM_OPEN_EVENT;
const idsOf = (message: StreamMessage) => quoteStreamEventSchema.parse(JSON.parse(message.data!)).map((q) => q.stockId);
/** The stream's id, from its first event. */
async function streamIdOf(stream: OpenStream) {
  return quoteStreamOpenEventSchema.parse(JSON.parse((await stream.next(isOpen, 1500)).data!)).streamId;
}

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

  it('ends the oldest streams of an account beyond its limit', async () => {
    const streams = [];
    for (let i = 0; i < marketSettings.stream.maxPerAccount + 1; i++) {
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

  it('lets a fifth tab of an account stream beside the first four', async () => {
    const tabs = await server.register('tabs');
    const streams = [];
    for (let i = 0; i < 5; i++) {
      const stream = await open(['crypto-ETHUSDT'], tabs.headers);
      await stream.next(isQuotes, 1500);
      streams.push(stream);
    }
    server.clock.advance(1000);
    for (const stream of streams) expect(idsOf(await stream.next(isQuotes, 1500))).toEqual(['crypto-ETHUSDT']);
    for (const stream of streams) stream.close();
  });

  it('carries every instrument of a tab on one stream, up to the domain’s limit of ids', async () => {
    const all = instruments.map((instrument) => instrument.id);
    expect(all.length).toBeGreaterThan(marketLimits.quoteIds);
    const stream = await open(all);
    expect(idsOf(await stream.next(isQuotes, 1500))).toEqual(all);
    stream.close();
    const tooMany = Array.from({ length: marketLimits.streamIds + 1 }, (_, index) => `x${index}`);
    expect((await server.post(QUOTE_STREAM_PATH, { stockIds: tooMany }, user.headers)).body.msg).toBe(
      'error.validation.invalid',
    );
  });

  it('names the stream first and stamps each event with the time of its tick', async () => {
    const stream = await open(['crypto-BTCUSDT']);
    expect(await streamIdOf(stream)).toMatch(/^[\w-]{16}$/);
    expect(stream.messages[0]!.event).toBe(QUOTE_STREAM_OPEN_EVENT);
    await stream.next(isQuotes, 1500);
    server.clock.advance(1000);
    const ticked = await stream.next(isQuotes, 1500);
    const tickAt = Number(ticked.id);
    // Ticks fall on whole seconds of the process's clock and arrive within a moment of them.
    expect(tickAt % marketSettings.stream.intervalMs).toBe(0);
    expect(ticked.at - tickAt).toBeGreaterThanOrEqual(0);
    expect(ticked.at - tickAt).toBeLessThan(500);
    stream.close();
  });

  it('ticks every stream from one shared tick: the same instant and the same quote for all', async () => {
    const streams = await Promise.all(Array.from({ length: 10 }, () => open(['nl-ASML', 'crypto-BTCUSDT'])));
    for (const stream of streams) await stream.next(isQuotes, 1500);
    server.clock.advance(1000);
    const events = await Promise.all(streams.map((stream) => stream.next(isQuotes, 1500)));
    expect(new Set(events.map((event) => event.id)).size).toBe(1);
    expect(new Set(events.map((event) => event.data)).size).toBe(1);
    for (const stream of streams) stream.close();
  });

  it('changes an open stream’s ids with stock/streamSet, without reopening it', async () => {
    const stream = await open(['nl-ASML']);
    const streamId = await streamIdOf(stream);
    expect(idsOf(await stream.next(isQuotes, 1500))).toEqual(['nl-ASML']);

    const set = await server.post(
      QUOTE_STREAM_SET_PATH,
      { streamId, stockIds: ['nl-ASML', 'crypto-BTCUSDT', 'nope'] },
      user.headers,
    );
    expect(set.body).toEqual({ status: 1, msg: 'success.ok', data: null });
    // The instrument it did not carry yet follows at once; the one it carried is not repeated.
    expect(idsOf(await stream.next(isQuotes, 500))).toEqual(['crypto-BTCUSDT']);

    await server.post(QUOTE_STREAM_SET_PATH, { streamId, stockIds: ['crypto-BTCUSDT'] }, user.headers);
    server.clock.advance(5000);
    expect(idsOf(await stream.next(isQuotes, 1500))).toEqual(['crypto-BTCUSDT']);
    // An instrument dropped and asked for again is sent again in full.
    await server.post(QUOTE_STREAM_SET_PATH, { streamId, stockIds: ['nl-ASML', 'crypto-BTCUSDT'] }, user.headers);
    expect(idsOf(await stream.next(isQuotes, 500))).toEqual(['nl-ASML']);
    expect(stream.messages.filter(isOpen)).toHaveLength(1);
    stream.close();
    await stream.ended;
  });

  it('lets only the session that opened a stream change it', async () => {
    const stream = await open(['nl-ASML']);
    const streamId = await streamIdOf(stream);
    const body = { streamId, stockIds: ['crypto-BTCUSDT'] };
    const notFound = { status: 0, msg: 'error.request.notFound', data: null };
    // Another account, another session of the same account, and no session at all.
    const other = await server.register('intruder');
    expect((await server.post(QUOTE_STREAM_SET_PATH, body, other.headers)).body).toEqual(notFound);
    const login = await server.post('user/login', { account: user.account, password: user.password });
    const secondSession = { token: login.body.data.token as string, account: user.account };
    expect((await server.post(QUOTE_STREAM_SET_PATH, body, secondSession)).body).toEqual(notFound);
    expect((await server.post(QUOTE_STREAM_SET_PATH, body)).http).toBe(401);
    // Unknown ids and ended streams are not found either.
    expect((await server.post(QUOTE_STREAM_SET_PATH, { ...body, streamId: 'x' }, user.headers)).body).toEqual(notFound);
    stream.close();
    await stream.ended;
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect((await server.post(QUOTE_STREAM_SET_PATH, body, user.headers)).body).toEqual(notFound);
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
