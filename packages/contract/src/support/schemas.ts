import { z } from '../zod.ts';
import { serverDefaults } from '@broker/domain';
import { emptyRequestSchema, idSchema, imgSchema, requestIdSchema, text, timeSchema } from '../primitives.ts';
import { supportMessageSchema } from './objects.ts';

/**
 * Messages go back in time by a cursor rather than by page number: new messages arrive while the
 * conversation is open, and a page number would shift under them. `before` is the id of the oldest
 * message the client has; without it the newest messages come.
 */
export const supportMessagesRequestSchema = z.object({
  before: idSchema.optional(),
  size: z.number().int().min(1).max(serverDefaults.page.maxSize).default(serverDefaults.page.defaultSize),
});
/** At most `size` messages before the cursor, **oldest first** (the order they are shown); `hasMore`: older ones exist. */
export const supportMessagesResponseSchema = z.object({
  items: z.array(supportMessageSchema),
  hasMore: z.boolean(),
});
export type SupportMessagesRequest = z.infer<typeof supportMessagesRequestSchema>;
export type SupportMessages = z.infer<typeof supportMessagesResponseSchema>;

/**
 * Text and an image (an upload of purpose `supportImage`); the domain's validateSupportMessage
 * decides. The text alone skips the contract's character check: the validator applies the same
 * rule (validation/text.ts) and answers `validation.invalid` with the field and rule `format`,
 * which the composer shows under the text.
 */
export const supportSendRequestSchema = z.object({
  requestId: requestIdSchema,
  text: z.string().max(4000).optional(),
  image: imgSchema.optional(),
});
export const supportSendResponseSchema = supportMessageSchema;

/** How many of customer service's messages the user has not read. */
export const supportUnreadSchema = z.object({ unread: z.number().int().min(0) });
export const supportUnreadRequestSchema = emptyRequestSchema;
export const supportUnreadResponseSchema = supportUnreadSchema;

/** Marks customer service's messages read, up to and including `upTo` (default: all); answers what stays unread. */
export const supportReadRequestSchema = z.object({ upTo: idSchema.optional() });
export const supportReadResponseSchema = supportUnreadSchema;

/**
 * A message to customer service without an account (the login screen's "forgot password"): where
 * to answer, the message, and the account name the person thinks they have. The domain's
 * validateSupportContact decides (an e-mail address or a phone number; 10–1000 characters); the
 * lengths here only bound what reaches it.
 */
export const supportContactRequestSchema = z.object({
  contact: z.string().max(320),
  message: z.string().max(4000),
  account: text(64).optional(),
});
/** The ticket to quote when customer service answers, and when the message arrived. */
export const supportContactResponseSchema = z.object({ ticketNo: z.string(), receivedAt: timeSchema });
export type SupportContactRequest = z.infer<typeof supportContactRequestSchema>;
export type SupportContactReceipt = z.infer<typeof supportContactResponseSchema>;
