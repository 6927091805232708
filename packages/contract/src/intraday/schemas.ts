import { z } from '../zod.ts';
import { pageRequest, pageSchema } from '../primitives.ts';
import { intradayRecordSchema } from './objects.ts';

/** `intraday/records`: the account's records, newest first. */
export const intradayRecordsRequestSchema = z.object({ ...pageRequest });
export const intradayRecordsResponseSchema = pageSchema(intradayRecordSchema);
