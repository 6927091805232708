import { z } from 'zod';
import { serverDefaults } from '@broker/domain';
import { noticeSchema } from '../common/objects.ts';
import { idSchema, marketSchema } from '../primitives.ts';

/** `user/notice`: the market's and global notices, newest first, without content. */
export const noticeRequestSchema = z.object({ type: marketSchema.default('usd') });
export const noticeResponseSchema = z.array(noticeSchema).max(serverDefaults.noticeLimit);

export const noticeDetailRequestSchema = z.object({ id: idSchema });
export const noticeDetailResponseSchema = noticeSchema;
