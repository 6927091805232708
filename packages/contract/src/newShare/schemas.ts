import { z } from 'zod';
import { newShareKinds, newShareStatuses } from '@broker/domain';
import { marketSchema, pageRequest, pageSchema } from '../primitives.ts';
import { newShareSchema } from './objects.ts';

/** api.md §4.8: new-share offerings. */

/** The offerings of a kind, market or status; open and upcoming first, soonest deadline first. */
export const newShareListRequestSchema = z.object({
  kind: z.enum(newShareKinds).optional(),
  market: marketSchema.optional(),
  status: z.enum(newShareStatuses).optional(),
  ...pageRequest,
});
export const newShareListResponseSchema = pageSchema(newShareSchema);
