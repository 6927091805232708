import { z } from '../zod.ts';
import { idSchema, timeSchema } from '../primitives.ts';

/** A record of the intraday slice, as the account's list shows it. Its product adds its own fields. */
export const intradayRecordSchema = z.object({
  id: idSchema,
  orderNo: z.string(),
  createdAt: timeSchema,
});
export type IntradayRecord = z.infer<typeof intradayRecordSchema>;
