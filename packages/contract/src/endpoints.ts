import type { z } from 'zod';
import { configRequestSchema, configResponseSchema } from './common/config.ts';

export interface EndpointDefinition<Req extends z.ZodType = z.ZodType, Res extends z.ZodType = z.ZodType> {
  request: Req;
  response: Res;
  /** Public calls need no session (api.md §1.1). */
  public: boolean;
  summary: string;
}

const endpoint = <Req extends z.ZodType, Res extends z.ZodType>(def: EndpointDefinition<Req, Res>) => def;

/** Every `/api/vue/` endpoint: one request and one response schema, shared by client, server and mocks. */
export const endpoints = {
  'common/config': endpoint({
    request: configRequestSchema,
    response: configResponseSchema,
    public: true,
    summary: 'Site configuration as name/value pairs; the app waits for it before it starts.',
  }),
} as const;

export type EndpointPath = keyof typeof endpoints;
export type RequestOf<P extends EndpointPath> = z.input<(typeof endpoints)[P]['request']>;
export type ResponseOf<P extends EndpointPath> = z.output<(typeof endpoints)[P]['response']>;

/** The base of the user API, relative to the site origin. */
export const API_BASE_PATH = '/api/vue/';
