import { z } from './zod.ts';

import { STATUS_ERROR, STATUS_OK } from './wire.ts';

export { STATUS_ERROR, STATUS_OK };

/** Every response body: `{status, msg, data}`; msg is always a message key (api.md §1.2). */
export const envelopeSchema = <T extends z.ZodType>(data: T) =>
  z.object({
    status: z.union([z.literal(STATUS_OK), z.literal(STATUS_ERROR)]),
    msg: z.string(),
    data,
  });

export const anyEnvelopeSchema = envelopeSchema(z.unknown());
export type Envelope<T> = { status: typeof STATUS_OK | typeof STATUS_ERROR; msg: string; data: T };
