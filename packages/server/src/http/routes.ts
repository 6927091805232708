import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { API_BASE_PATH, endpoints, type EndpointPath, type RequestOf, type ResponseOf } from '@broker/contract';
import { ApiError, fail, ok } from './envelope.ts';

export interface HandlerContext {
  request: FastifyRequest;
}

export type Handler<P extends EndpointPath> = (
  body: z.output<(typeof endpoints)[P]['request']>,
  context: HandlerContext,
) => Promise<ResponseOf<P>>;

/** The success key of a write: `success.` + its path with `/` as `.` (api.md §8.3). */
export const successKeyOf = (path: string) => `success.${path.replaceAll('/', '.')}`;

/**
 * Registers one `/api/vue/` endpoint: the body is validated by the contract's request schema,
 * the result by its response schema (a server bug never leaks a wrong shape), errors become
 * envelope keys.
 */
export function defineRoute<P extends EndpointPath>(
  app: FastifyInstance,
  path: P,
  handler: Handler<P>,
  options: { read?: boolean } = {},
): void {
  const definition = endpoints[path];
  app.post(`${API_BASE_PATH}${path}`, async (request, reply) => {
    const parsed = definition.request.safeParse(request.body ?? {});
    if (!parsed.success) {
      const path = parsed.error.issues[0]?.path ?? [];
      const field = path.join('.') || 'body';
      const given = valueAt(request.body, path);
      const missing = given === undefined || given === null || given === '';
      return reply.send(fail(missing ? 'error.validation.required' : 'error.validation.invalid', { field }));
    }
    try {
      const data = await handler(parsed.data as z.output<(typeof endpoints)[P]['request']>, { request });
      const checked = definition.response.parse(data);
      return reply.send(ok(checked, options.read === false ? successKeyOf(path) : 'success.ok'));
    } catch (error) {
      if (error instanceof ApiError) return reply.code(error.httpStatus).send(fail(error.key, error.data));
      throw error;
    }
  });
}

function valueAt(body: unknown, path: readonly PropertyKey[]): unknown {
  let value: unknown = body;
  for (const key of path) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

export type { RequestOf };
