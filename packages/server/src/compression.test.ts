import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUOTE_STREAM_PATH } from '@broker/contract';
import { startTestServer, type TestServer, type TestUser } from './testing/testServer.ts';
import { openEventStream } from './testing/eventStream.ts';

let server: TestServer;
let user: TestUser;

// Monday 11:00 in Amsterdam: a session of one-minute points so far.
beforeAll(async () => {
  server = await startTestServer({ now: '2026-11-23T10:00:00Z' });
  user = await server.register();
});
afterAll(async () => {
  await server?.close();
});

/** A raw POST of the API (fetch decodes a compressed body; its headers say how it came). */
const call = (path: string, body: unknown, acceptEncoding: string) =>
  fetch(`${server.url}/api/vue/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept-encoding': acceptEncoding, ...user.headers },
    body: JSON.stringify(body),
  });

describe('API answers', () => {
  it('over 1 KiB go compressed, brotli where the client takes it, else gzip; the same JSON either way', async () => {
    const kline = { stockId: 'nl-ASML', period: 'intraday' };
    const plain = await call('stock/kline', kline, 'identity');
    expect(plain.headers.get('content-encoding')).toBeNull();
    const json = await plain.json();
    expect(JSON.stringify(json).length).toBeGreaterThan(10_000);

    const br = await call('stock/kline', kline, 'br, gzip');
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('cache-control')).toBe('no-store');
    expect(await br.json()).toEqual(json);

    const gzip = await call('stock/kline', kline, 'gzip');
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(await gzip.json()).toEqual(json);
  });

  it('under 1 KiB go as they are', async () => {
    const quote = await call('stock/quote', { stockIds: ['nl-ASML'] }, 'br, gzip');
    expect(quote.headers.get('content-encoding')).toBeNull();
    expect(((await quote.json()) as { status: number }).status).toBe(1);
  });

  it('except the quote stream, which goes event by event as it is', async () => {
    const stream = await openEventStream(
      `${server.url}/api/vue/${QUOTE_STREAM_PATH}`,
      { stockIds: ['nl-ASML'] },
      { ...user.headers, 'accept-encoding': 'br, gzip' },
    );
    try {
      expect(stream.response.headers.get('content-encoding')).toBeNull();
      expect((await stream.next((message) => message.event !== null, 1500)).data).toBeTruthy();
    } finally {
      stream.close();
    }
  });
});
