import { z } from 'zod';
import { accountRestrictions } from '@broker/domain';
import { userSchema, realNameSchema, accountRestrictionSchema } from '../objects/account.ts';
import {
  idSchema,
  moneySchema,
  pageRequest,
  pageSchema,
  requestIdSchema,
  text,
  timeSchema,
} from '../objects/primitives.ts';
import { endpoint } from '../endpoint.ts';

/**
 * The operator API (api.md §6): `{origin}/api/admin/<path>`, header `admin-key`, same envelope.
 * This slice implements real-name reviews and account management; the other review entities are
 * accepted by the schema so that later slices only add their server handlers.
 */
export const ADMIN_BASE_PATH = '/api/admin/';

export const reviewEntities = ['deposit', 'withdrawal', 'realName', 'loan', 'intraday', 'margin'] as const;
export type ReviewEntity = (typeof reviewEntities)[number];

export const reviewListRequestSchema = z.object({
  entity: z.enum(reviewEntities),
  /** Default: pending (applied for margin). */
  status: z.string().max(32).optional(),
  account: text(64).optional(),
  ...pageRequest,
});

/** A real-name record as operators see it: the full ID number and the account it belongs to. */
export const realNameReviewSchema = realNameSchema.extend({
  id: idSchema,
  accountId: idSchema,
  account: z.string(),
  idNumber: z.string().nullable(),
});
export type RealNameReview = z.infer<typeof realNameReviewSchema>;

/** Page<record + account>; the record's shape depends on the entity. */
export const reviewListResponseSchema = pageSchema(z.union([realNameReviewSchema, z.record(z.string(), z.unknown())]));

export const reviewDecideRequestSchema = z.object({
  requestId: requestIdSchema,
  entity: z.enum(reviewEntities),
  /** The record id; for realName and margin the account id. */
  id: idSchema,
  decision: z.enum(['approve', 'reject']),
  /** Required to reject. */
  remark: text(200).optional(),
  creditedAmount: moneySchema.optional(),
});
export const reviewDecideResponseSchema = z.union([realNameReviewSchema, z.record(z.string(), z.unknown())]);

export const accountGetRequestSchema = z.object({ account: text(64) });
export const adminUserSchema = userSchema.extend({ creditQuota: moneySchema });
export const accountGetResponseSchema = adminUserSchema;

export const accountUpdateRequestSchema = z.object({
  account: text(64),
  /** The complete set of restrictions (replaces the current one). */
  restrictions: z.array(accountRestrictionSchema).max(accountRestrictions.length).optional(),
  isSeat: z.boolean().optional(),
  creditQuota: moneySchema.optional(),
});
export const accountUpdateResponseSchema = adminUserSchema;

export const accountCreditRequestSchema = z.object({
  requestId: requestIdSchema,
  account: text(64),
  op: z.enum(['add', 'subtract']),
  /** A positive integer; checked by the domain's validateCreditPoints. */
  points: z.union([z.number(), z.string().max(16)]),
});
export const accountCreditResponseSchema = z.object({ creditScore: z.number().int().min(0) });

/** One row of the operator audit log (also returned nowhere yet; kept for the CLI's output type). */
export const auditEntrySchema = z.object({
  operator: z.string().nullable(),
  at: timeSchema,
  path: z.string(),
  msg: z.string(),
});

export const adminEndpoints = {
  'review/list': endpoint({
    request: reviewListRequestSchema,
    response: reviewListResponseSchema,
    public: false,
    summary: 'Records awaiting review (default pending/applied), oldest first.',
  }),
  'review/decide': endpoint({
    request: reviewDecideRequestSchema,
    response: reviewDecideResponseSchema,
    public: false,
    write: true,
    rid: true,
    summary: 'Approves or rejects a record; a remark is required to reject.',
  }),
  'account/get': endpoint({
    request: accountGetRequestSchema,
    response: accountGetResponseSchema,
    public: false,
    summary: 'An account as the user sees it, plus its credit quota.',
  }),
  'account/update': endpoint({
    request: accountUpdateRequestSchema,
    response: accountUpdateResponseSchema,
    public: false,
    write: true,
    summary: 'Sets restrictions, the seat flag and the credit quota; disabled or loginBanned revokes sessions.',
  }),
  'account/credit': endpoint({
    request: accountCreditRequestSchema,
    response: accountCreditResponseSchema,
    public: false,
    write: true,
    rid: true,
    summary: 'Adds or subtracts credit-score points; the score floors at 0.',
  }),
} as const;

export type AdminEndpointPath = keyof typeof adminEndpoints;
export type AdminRequestOf<P extends AdminEndpointPath> = z.input<(typeof adminEndpoints)[P]['request']>;
export type AdminResponseOf<P extends AdminEndpointPath> = z.output<(typeof adminEndpoints)[P]['response']>;
