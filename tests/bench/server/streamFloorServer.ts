/**
 * The floor of the streams bench: a bare Fastify server on PORT with one POST route that opens a
 * `text/event-stream` and, on every whole second of the process's clock, writes the same event
 * to every open stream — the data of DATA_FILE (an event the real server sent) with the tick's
 * time as its `id`, as the real server does. No session, no market, no per-stream state: what
 * holding this many streams and writing an event of this size to each costs at least.
 */
import fs from 'node:fs';
import type { ServerResponse } from 'node:http';
import Fastify from 'fastify';

const data = fs.readFileSync(process.env.DATA_FILE!, 'utf8');
const intervalMs = 1000;
const open = new Set<ServerResponse>();

const app = Fastify({ logger: false });
app.post('/floor', (request, reply) => {
  reply.hijack();
  const raw = reply.raw;
  raw.writeHead(200, { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-cache' });
  open.add(raw);
  raw.on('close', () => open.delete(raw));
});

function schedule() {
  const now = Date.now();
  const tickAt = (Math.floor(now / intervalMs) + 1) * intervalMs;
  setTimeout(() => {
    const event = `id: ${tickAt}\nevent: quotes\ndata: ${data}\n\n`;
    for (const raw of open) if (!raw.writableNeedDrain) raw.write(event);
    schedule();
  }, tickAt - now);
}
schedule();

await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.send?.('ready');
