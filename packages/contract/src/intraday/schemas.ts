import { reviewStatuses } from '@broker/domain';
import { z } from '../zod.ts';
import {
  emptyRequestSchema,
  idSchema,
  moneySchema,
  pageRequest,
  pageSchema,
  requestIdSchema,
  text,
} from '../primitives.ts';
import { positionSchema } from '../trading/objects.ts';
import {
  intradayAccountSchema,
  intradayInfoSchema,
  intradayMeterPointSchema,
  intradayRecordSchema,
} from './objects.ts';

/** `intraday/info`: the terms, the rules and the latest application. */
export const intradayInfoRequestSchema = emptyRequestSchema;
export const intradayInfoResponseSchema = intradayInfoSchema;

/** `intraday/apply`: the amount frozen for review, confirmed with the fund password. */
export const intradayApplyRequestSchema = z.object({
  requestId: requestIdSchema,
  amount: moneySchema,
  fundPassword: text(16).optional(),
});
export const intradayApplyResponseSchema = intradayRecordSchema;

/** `intraday/records`: the account's applications, newest first, by status when asked. */
export const intradayRecordsRequestSchema = z.object({ status: z.enum(reviewStatuses).optional(), ...pageRequest });
export const intradayRecordsResponseSchema = pageSchema(intradayRecordSchema);

/** `intraday/detail`: one of the account's applications. */
export const intradayDetailRequestSchema = z.object({ id: idSchema });
export const intradayDetailResponseSchema = intradayRecordSchema;

/** `intraday/account`: the running intraday account now, or null. */
export const intradayAccountRequestSchema = emptyRequestSchema;
export const intradayAccountResponseSchema = intradayAccountSchema.nullable();

/** `intraday/trades`: the positions one of the account's intraday applications traded (its session report), newest first. */
export const intradayTradesRequestSchema = z.object({ id: idSchema, ...pageRequest });
export const intradayTradesResponseSchema = pageSchema(positionSchema);

/** `intraday/meter`: the rule meter's history of one of the account's intraday accounts, oldest first. */
export const intradayMeterRequestSchema = z.object({ id: idSchema });
export const intradayMeterResponseSchema = z.array(intradayMeterPointSchema);
