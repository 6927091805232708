import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUOTE_STREAM_EVENT, QUOTE_STREAM_PATH } from '@broker/contract';
import { startTestServer, type TestServer } from '../../testing/testServer.ts';
import { openEventStream, type OpenStream, type StreamMessage } from '../../testing/eventStream.ts';

let server: TestServer;
const opened: OpenStream[] = [];

beforeAll(async () => {
  // The keep-alive comes every 15 s in production; a fifth of a second here, so the test is quick.
  server = await startTestServer({ now: '2026-11-23T10:00:00Z', streamKeepAliveMs: 200 });
});
afterAll(async () => {
  for (const stream of opened) stream.close();
  await server?.close();
});

const isKeepAlive = (message: StreamMessage) => message.comment === 'keep-alive';
const isQuotes = (message: StreamMessage) => message.event === QUOTE_STREAM_EVENT;

async function open(headers: Record<string, string>) {
  const stream = await openEventStream(
    `${server.url}/api/vue/${QUOTE_STREAM_PATH}`,
    { stockIds: ['nl-ASML'] },
    headers,
  );
  opened.push(stream);
  await stream.next(isQuotes, 1500);
  return stream;
}

describe('the quote stream’s keep-alive', () => {
  it('writes a comment on the shared tick and ends every stream of a session that was revoked', async () => {
    const user = await server.register();
    const tabs = [await open(user.headers), await open(user.headers)];
    const other = await server.register();
    const theirs = await open(other.headers);
    for (const stream of [...tabs, theirs]) await stream.next(isKeepAlive, 2500);

    expect((await server.post('user/logout', {}, user.headers)).body.status).toBe(1);
    await Promise.all(tabs.map((stream) => stream.ended));
    // Another session's stream goes on.
    await theirs.next(isKeepAlive, 2500);
    server.clock.advance(1000);
    await theirs.next(isQuotes, 1500);
  });
});
