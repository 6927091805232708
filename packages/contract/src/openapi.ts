import { z } from './zod.ts';
import { API_BASE_PATH, endpoints } from './endpoints.ts';
import { ADMIN_BASE_PATH, adminEndpoints } from './admin/index.ts';
import type { EndpointDefinition } from './endpoint.ts';

type JsonObject = Record<string, unknown>;

/** JSON Schema of a zod schema; shapes zod cannot express in JSON Schema become `{}` rather than failing. */
function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonObject {
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, {
    io,
    unrepresentable: 'any',
    target: 'draft-2020-12',
  });
  return rest;
}

/** The envelope around a `data` schema (api.md §1.2). */
function envelope(data: JsonObject): JsonObject {
  return {
    type: 'object',
    required: ['status', 'msg', 'data'],
    properties: { status: { enum: [0, 1] }, msg: { type: 'string', description: 'A message key.' }, data },
  };
}

function operation(path: string, definition: EndpointDefinition, security: JsonObject[], tag: string): JsonObject {
  const successKey = definition.write ? `success.${path.replaceAll('/', '.')}` : 'success.ok';
  return {
    post: {
      operationId: path.replace(/\/(.)/g, (_, c: string) => c.toUpperCase()),
      summary: definition.summary,
      tags: [tag],
      ...(definition.public ? { security: [] } : { security }),
      ...(definition.rid ? { 'x-requires-request-id': true } : {}),
      requestBody: {
        required: true,
        content: { 'application/json': { schema: jsonSchema(definition.request, 'input') } },
      },
      responses: {
        '200': {
          description: `status 1 with msg \`${successKey}\`, or status 0 with an error key and data null or parameters.`,
          content: { 'application/json': { schema: envelope(jsonSchema(definition.response, 'output')) } },
        },
        '401': {
          description: 'No or bad credentials: `{status: 0, msg: "error.session.expired", data: null}`.',
          content: { 'application/json': { schema: envelope({ type: 'null' }) } },
        },
      },
    },
  };
}

/** An OpenAPI 3.1 document of the user API and the operator API, generated from the contract. */
export function openApiDocument(): JsonObject {
  const paths: JsonObject = {};
  const user = [{ token: [], account: [] }];
  for (const [path, definition] of Object.entries(endpoints)) {
    paths[`${API_BASE_PATH}${path}`] = operation(path, definition, user, path.split('/')[0] ?? 'api');
  }
  for (const [path, definition] of Object.entries(adminEndpoints)) {
    paths[`${ADMIN_BASE_PATH}${path}`] = operation(`admin/${path}`, definition, [{ adminKey: [] }], 'admin');
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Dutch stocks API',
      version: '0.1.0',
      description:
        'POST + JSON only; every body is {status, msg, data} with msg a message key. The reference server is a sandbox on a simulated market.',
    },
    components: {
      securitySchemes: {
        token: { type: 'apiKey', in: 'header', name: 'token' },
        account: { type: 'apiKey', in: 'header', name: 'account' },
        adminKey: { type: 'apiKey', in: 'header', name: 'admin-key' },
      },
    },
    paths,
  };
}
