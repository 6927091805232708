import { lendingStatuses } from '@broker/domain';
import { z } from '../zod.ts';
import { emptyRequestSchema, idSchema, pageRequest, pageSchema, requestIdSchema } from '../primitives.ts';
import { lendingHoldingSchema, lendingRecordSchema, lendingTermsSchema } from './objects.ts';

/** `lending/holdings`: the terms, and every long holding with what lending it would earn. */
export const lendingHoldingsRequestSchema = emptyRequestSchema;
export const lendingHoldingsResponseSchema = z.object({
  terms: lendingTermsSchema,
  items: z.array(lendingHoldingSchema),
  total: z.number().int(),
});

/**
 * `lending/optIn`: lends a holding's shares, with the user's consent to the terms of
 * `termsVersion` (no fund password: no money leaves the account, docs/decisions.md).
 */
export const lendingOptInRequestSchema = z.object({
  requestId: requestIdSchema,
  positionId: idSchema,
  consent: z.boolean(),
  termsVersion: z.string().max(32),
});
export const lendingOptInResponseSchema = lendingRecordSchema;

/** `lending/optOut`: ends a holding's loan at the next close. */
export const lendingOptOutRequestSchema = z.object({ requestId: requestIdSchema, positionId: idSchema });
export const lendingOptOutResponseSchema = lendingRecordSchema;

/** `lending/switch` (operators, audited): lending open to new loans or closed. */
export const lendingSwitchRequestSchema = z.object({ open: z.boolean() });
export const lendingSwitchResponseSchema = z.object({ open: z.boolean() });

/** `lending/records`: the account's loans of shares, newest first, by status when asked. */
export const lendingRecordsRequestSchema = z.object({ status: z.enum(lendingStatuses).optional(), ...pageRequest });
export const lendingRecordsResponseSchema = pageSchema(lendingRecordSchema);
