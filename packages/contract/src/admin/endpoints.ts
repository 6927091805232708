import { z } from '../zod.ts';
import { accountRestrictions } from '@broker/domain';
import { userSchema, realNameSchema, accountRestrictionSchema, marginStatusSchema } from '../account/objects.ts';
import {
  currencySchema,
  idSchema,
  moneySchema,
  pageRequest,
  pageSchema,
  requestIdSchema,
  text,
  amountText,
  CONTRACT_RULES,
  timeSchema,
} from '../primitives.ts';
import { depositSchema, ledgerEntrySchema, withdrawalSchema } from '../funds/objects.ts';
import { loanRecordSchema } from '../loan/objects.ts';
import { intradayRecordSchema } from '../intraday/objects.ts';
import { configItemSchema, settableConfigNames, uploadRequestSchema } from '../common/schemas.ts';
import { supportContactSchema, supportConversationSchema, supportMessageSchema } from '../support/objects.ts';
import { supportMessagesRequestSchema, supportMessagesResponseSchema } from '../support/schemas.ts';
import { newShareDrawRequestSchema, newShareDrawResponseSchema } from '../newShare/schemas.ts';
import {
  blockTradeInviteRequestSchema,
  blockTradeInviteResponseSchema,
  blockTradeSwitchRequestSchema,
  blockTradeSwitchResponseSchema,
} from '../blockTrade/schemas.ts';
import { lendingSwitchRequestSchema, lendingSwitchResponseSchema } from '../lending/schemas.ts';
import { endpoint } from '../endpoint.ts';

/**
 * The operator API (api.md §6): `{origin}/api/admin/<path>`, header `admin-key`, same envelope.
 * This slice implements real-name reviews and account management; the other review entities are
 * accepted by the schema so that later slices only add their server handlers.
 */
export const ADMIN_BASE_PATH = '/api/admin/';

/** The most credit points one call may add or take. */
export const CREDIT_POINTS_MAX = 1_000_000;

export const reviewEntities = ['deposit', 'withdrawal', 'realName', 'loan', 'intraday', 'margin'] as const;
export type ReviewEntity = (typeof reviewEntities)[number];

export const reviewListRequestSchema = z.object({
  entity: z.enum(reviewEntities),
  /** Default: pending (applied for margin). */
  status: text(32).optional(),
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

/** A deposit as operators see it: the account and a signed link to the proof. */
export const depositReviewSchema = depositSchema.extend({ accountId: idSchema, account: z.string() });
export type DepositReview = z.infer<typeof depositReviewSchema>;

/** A withdrawal as operators see it: the account and where to pay (full card number or address). */
export const withdrawalReviewSchema = withdrawalSchema.extend({
  accountId: idSchema,
  account: z.string(),
  payout: z.object({
    holderName: z.string().nullable(),
    bankName: z.string().nullable(),
    branchName: z.string().nullable(),
    bankCode: z.string().nullable(),
    cardNumber: z.string().nullable(),
    walletType: z.string().nullable(),
    network: z.string().nullable(),
    address: z.string().nullable(),
  }),
});
export type WithdrawalReview = z.infer<typeof withdrawalReviewSchema>;

/**
 * A margin application as operators see it (review entity `margin`, id = the account's id): the
 * account, its status and the questionnaire it passed, with the answers given.
 */
export const marginReviewSchema = z.object({
  id: idSchema,
  accountId: idSchema,
  account: z.string(),
  status: marginStatusSchema,
  appliedAt: timeSchema.nullable(),
  reviewedAt: timeSchema.nullable(),
  /** The operator's reason of a rejection. */
  remark: z.string().nullable(),
  questionnaire: z
    .object({
      passed: z.boolean(),
      score: z.number().int().min(0),
      total: z.number().int().min(1),
      answeredAt: timeSchema,
      answers: z.record(z.string(), z.string()),
    })
    .nullable(),
});
export type MarginReview = z.infer<typeof marginReviewSchema>;

/**
 * A credit loan as operators see it (review entity `loan`): the account it belongs to, and its
 * credit score and quota now, beside the amount asked for.
 */
export const loanReviewSchema = loanRecordSchema.extend({
  accountId: idSchema,
  account: z.string(),
  creditScore: z.number().int(),
  quota: moneySchema,
});
export type LoanReview = z.infer<typeof loanReviewSchema>;
/** An intraday application as operators see it: the account it belongs to. */
export const intradayReviewSchema = intradayRecordSchema.extend({ accountId: idSchema, account: z.string() });
export type IntradayReview = z.infer<typeof intradayReviewSchema>;

const reviewRecordSchema = z.union([
  realNameReviewSchema,
  depositReviewSchema,
  withdrawalReviewSchema,
  marginReviewSchema,
  loanReviewSchema,
  intradayReviewSchema,
  z.record(z.string(), z.unknown()),
]);

/** Page<record + account>; the record's shape depends on the entity. */
export const reviewListResponseSchema = pageSchema(reviewRecordSchema);

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
export const reviewDecideResponseSchema = reviewRecordSchema;

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
  /**
   * A positive integer; checked by the domain's validateCreditPoints. At most a million, so that
   * the score's column never overflows (a larger one is `validation.invalid`).
   */
  points: z
    .union([z.number(), text(16)])
    .refine((points) => !(Number(points) > CREDIT_POINTS_MAX), { error: CONTRACT_RULES.size }),
});
export const accountCreditResponseSchema = z.object({ creditScore: z.number().int().min(0) });

export const adjustBalanceRequestSchema = z.object({
  requestId: requestIdSchema,
  account: text(64),
  currency: currencySchema,
  /** Signed, ≠ 0, at most the currency's decimals. */
  amount: amountText(),
  remark: text(200),
});
export const adjustBalanceResponseSchema = ledgerEntrySchema;

export const ledgerVerifyRequestSchema = z.object({ account: text(64).optional() });
export const ledgerProblemSchema = z.object({
  /** `wallet` (sums differ from the wallet), `chain` (balanceAfter of the last entry differs), `record` (a record without its ledger entries). */
  kind: z.enum(['wallet', 'chain', 'record']),
  accountId: z.string(),
  account: z.string().nullable(),
  currency: z.string().nullable(),
  detail: z.string(),
});
export const ledgerVerifyResponseSchema = z.object({
  ok: z.boolean(),
  wallets: z.number().int().min(0),
  entries: z.number().int().min(0),
  problems: z.array(ledgerProblemSchema),
});

/** One row of the operator audit log (also returned nowhere yet; kept for the CLI's output type). */
export const auditEntrySchema = z.object({
  operator: z.string().nullable(),
  at: timeSchema,
  path: z.string(),
  msg: z.string(),
});

/** Conversations, those waiting for an answer first (longest waiting first), then the latest. */
export const supportListRequestSchema = z.object({
  /** Only the waiting ones (true) or only the answered ones (false); default both. */
  waiting: z.boolean().optional(),
  ...pageRequest,
});
export const supportListResponseSchema = pageSchema(supportConversationSchema);

/**
 * One account's conversation, by the same cursor as the user's `support/messages`. Opening it
 * marks the user's messages read by customer service. No conversation yet: null and no messages.
 */
export const supportConversationRequestSchema = supportMessagesRequestSchema.extend({ account: text(64) });
export const supportConversationResponseSchema = supportMessagesResponseSchema.extend({
  conversation: supportConversationSchema.nullable(),
});

/** An answer: text, an image (base64, checked by its bytes like `common/upload`), or both. */
export const supportReplyRequestSchema = z.object({
  requestId: requestIdSchema,
  account: text(64),
  text: text(4000).optional(),
  image: uploadRequestSchema.pick({ contentType: true, data: true }).optional(),
});
export const supportReplyResponseSchema = supportMessageSchema;

/** Contacts before sign-in (support/contact), newest first. */
export const supportContactsRequestSchema = z.object({
  /** Only the handled ones (true) or only those no operator has handled yet (false); default both. */
  handled: z.boolean().optional(),
  ...pageRequest,
});
export const supportContactsResponseSchema = pageSchema(supportContactSchema);

/** Marks one contact handled (answered by mail or phone), by its ticket number; handling it again changes nothing. */
export const supportContactHandledRequestSchema = z.object({ ticketNo: text(32) });
export const supportContactHandledResponseSchema = supportContactSchema;

/** Sets one config value; `kefu` (the support link) takes an https URL or '' (the app's own support centre). */
export const configSetRequestSchema = z.object({ name: z.enum(settableConfigNames), value: text(1024) });
export const configSetResponseSchema = configItemSchema;

/** Ends an account's activated margin (api.md §6); anything else answers `order.notHolding`. */
export const marginEndRequestSchema = z.object({ account: text(64) });
export const marginEndResponseSchema = z.object({ status: marginStatusSchema });

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
  'account/adjustBalance': endpoint({
    request: adjustBalanceRequestSchema,
    response: adjustBalanceResponseSchema,
    public: false,
    write: true,
    rid: true,
    summary: 'Credits (+) or debits (−) a wallet with a remark (ledger `adjustment`); never below available 0.',
  }),
  'ledger/verify': endpoint({
    request: ledgerVerifyRequestSchema,
    response: ledgerVerifyResponseSchema,
    public: false,
    summary: 'Checks per wallet that the ledger sums equal balance and frozen, and that no record lacks its entries.',
  }),
  'support/list': endpoint({
    request: supportListRequestSchema,
    response: supportListResponseSchema,
    public: false,
    summary: 'Support conversations: those waiting for an answer first (longest waiting first), then the latest.',
  }),
  'support/conversation': endpoint({
    request: supportConversationRequestSchema,
    response: supportConversationResponseSchema,
    public: false,
    summary: "One account's support messages before a cursor, oldest first; marks the user's messages read.",
  }),
  'support/reply': endpoint({
    request: supportReplyRequestSchema,
    response: supportReplyResponseSchema,
    public: false,
    write: true,
    rid: true,
    summary: "Answers an account's support conversation (text, an image, or both); starts one if there is none.",
  }),
  'support/contacts': endpoint({
    request: supportContactsRequestSchema,
    response: supportContactsResponseSchema,
    public: false,
    summary:
      'Messages sent to customer service before sign-in (support/contact), newest first; optionally only the unhandled (or handled) ones.',
  }),
  'support/contactHandled': endpoint({
    request: supportContactHandledRequestSchema,
    response: supportContactHandledResponseSchema,
    public: false,
    write: true,
    summary: 'Marks a contact before sign-in handled, by its ticket number (the operator and the moment are kept).',
  }),
  'config/set': endpoint({
    request: configSetRequestSchema,
    response: configSetResponseSchema,
    public: false,
    write: true,
    summary: "Sets a config value: `kefu`, the support link, is an https URL or '' (the app's own support centre).",
  }),
  'margin/end': endpoint({
    request: marginEndRequestSchema,
    response: marginEndResponseSchema,
    public: false,
    write: true,
    summary: "Ends an account's activated margin (activated → ended); leverage above 1 is refused from then on.",
  }),
  'newShare/draw': endpoint({
    request: newShareDrawRequestSchema,
    response: newShareDrawResponseSchema,
    public: false,
    write: true,
    rid: true,
    summary:
      'Overrides the draw for one record still awaiting it (audited, with the reason): 0 lots → notWon (released), else won; the automatic draw leaves it out and draws the rest.',
  }),
  'blockTrade/invite': endpoint({
    request: blockTradeInviteRequestSchema,
    response: blockTradeInviteResponseSchema,
    public: false,
    write: true,
    rid: true,
    summary:
      'Sells a block offer by invitation from now on: the key is answered once (only its hash is kept); its issuer, quota and expiry are shown to users before they enter it.',
  }),
  'blockTrade/switch': endpoint({
    request: blockTradeSwitchRequestSchema,
    response: blockTradeSwitchResponseSchema,
    public: false,
    write: true,
    summary: 'Switches block trades on or off; off, every buy is answered blockTrade.closed.',
  }),
  'lending/switch': endpoint({
    request: lendingSwitchRequestSchema,
    response: lendingSwitchResponseSchema,
    public: false,
    write: true,
    summary:
      'Opens lending to new loans of shares or closes it; closed, every opt-in is answered channel.closed (running loans go on).',
  }),
} as const;

export type AdminEndpointPath = keyof typeof adminEndpoints;
export type AdminRequestOf<P extends AdminEndpointPath> = z.input<(typeof adminEndpoints)[P]['request']>;
export type AdminResponseOf<P extends AdminEndpointPath> = z.output<(typeof adminEndpoints)[P]['response']>;
