/**
 * The floor of the read-path bench: a bare Fastify server with one POST route that answers the
 * bytes the real server answered (BODY_FILE), on PORT. No session, no schema, no database: what
 * any route of this machine and HTTP stack costs at least.
 */
import fs from 'node:fs';
import Fastify from 'fastify';

const body = fs.readFileSync(process.env.BODY_FILE!, 'utf8');
const app = Fastify({ logger: false });
app.post('/floor', async (_request, reply) => reply.type('application/json; charset=utf-8').send(body));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.send?.('ready');
