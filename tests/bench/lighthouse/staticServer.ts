/**
 * The floor's server (a child process): STATIC_DIR on PORT through the same static handler as the
 * real server's (`@fastify/static`, precompressed brotli/gzip, hashed assets cached for a year), so
 * that the floor's page and the app's differ in what they send, not in how it is sent.
 */
import fastifyStatic from '@fastify/static';
import Fastify from 'fastify';

const app = Fastify({ logger: false });
await app.register(fastifyStatic, {
  root: process.env.STATIC_DIR!,
  index: ['index.html'],
  preCompressed: true,
  cacheControl: false,
  setHeaders: (reply, filePath) =>
    reply.setHeader(
      'cache-control',
      /[\\/]assets[\\/]/.test(filePath) ? 'public, max-age=31536000, immutable' : 'no-cache',
    ),
});
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.send?.('ready');
