import { endpoint } from '../endpoint.ts';
import { newShareListRequestSchema, newShareListResponseSchema } from './schemas.ts';

/** The new-shares slice: the offerings (api.md §4.8). */
export const newShareEndpoints = {
  'newShare/list': endpoint({
    request: newShareListRequestSchema,
    response: newShareListResponseSchema,
    public: false,
    summary:
      'New-share offerings by kind, market and status: open and upcoming first (soonest deadline first), then the closed and listed (latest first).',
  }),
} as const;
