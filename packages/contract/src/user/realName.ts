import { z } from 'zod';
import { realNameSchema } from '../account/objects.ts';
import { emptyRequestSchema, imgSchema, text } from '../primitives.ts';

/** `user/realName`: name, optional ID number and address, both ID photos (upload paths), consent. */
export const realNameRequestSchema = z.object({
  name: text(64),
  idNumber: text(30).optional(),
  frontImage: imgSchema,
  backImage: imgSchema,
  address: text(200).optional(),
  consent: z.boolean(),
});
export const realNameResponseSchema = realNameSchema;

export const realNameInfoRequestSchema = emptyRequestSchema;
export const realNameInfoResponseSchema = realNameSchema;
export type RealNameRequest = z.infer<typeof realNameRequestSchema>;
