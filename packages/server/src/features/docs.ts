import type { FastifyInstance } from 'fastify';
import { openApiDocument } from '@broker/contract';

/** `GET /api/docs`: the OpenAPI 3.1 document generated from the contract's zod schemas. */
export function registerDocsRoute(app: FastifyInstance): void {
  let document: unknown;
  app.get('/api/docs', async (_request, reply) => {
    document ??= openApiDocument();
    return reply.header('cache-control', 'no-cache').send(document);
  });
}
