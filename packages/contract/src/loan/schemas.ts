import { reviewStatuses } from '@broker/domain';
import { z } from '../zod.ts';
import {
  amountText,
  emptyRequestSchema,
  idSchema,
  pageRequest,
  pageSchema,
  requestIdSchema,
  text,
} from '../primitives.ts';
import { loanInfoSchema, loanPreviewSchema, loanRecordSchema } from './objects.ts';

/** `loan/info`: the quota, the terms and the overdue rule, and the latest loan. */
export const loanInfoRequestSchema = emptyRequestSchema;
export const loanInfoResponseSchema = loanInfoSchema;

/** `loan/preview`: the sheet of a loan of `amount` before it is asked for. */
export const loanPreviewRequestSchema = z.object({ amount: amountText() });
export const loanPreviewResponseSchema = loanPreviewSchema;

/** `loan/borrow` (api.md §4.10: amount; no fund password, docs/decisions.md): pending review. */
export const loanBorrowRequestSchema = z.object({
  requestId: requestIdSchema,
  amount: amountText(),
});
export const loanBorrowResponseSchema = loanRecordSchema;

/** `loan/repay` (api.md §4.10: loanId, amount; with the fund password, issue #29): debited from the available funds. */
export const loanRepayRequestSchema = z.object({
  requestId: requestIdSchema,
  loanId: idSchema,
  amount: amountText(),
  fundPassword: text(16).optional(),
});
export const loanRepayResponseSchema = loanRecordSchema;

/** `loan/records`: the account's loans, newest first, by status when asked. */
export const loanRecordsRequestSchema = z.object({ status: z.enum(reviewStatuses).optional(), ...pageRequest });
export const loanRecordsResponseSchema = pageSchema(loanRecordSchema);

/** `loan/detail`: one of the account's loans. */
export const loanDetailRequestSchema = z.object({ id: idSchema });
export const loanDetailResponseSchema = loanRecordSchema;
