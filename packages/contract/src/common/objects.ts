import { z } from '../zod.ts';
import { idSchema, marketSchema, timeSchema } from '../primitives.ts';

/** Article keys of `common/article`: about us, privacy (with guardian consent), terms, security centre. */
export const articleKeys = ['about', 'privacy', 'agreement', 'security'] as const;
export type ArticleKey = (typeof articleKeys)[number];

export const articleSchema = z.object({
  key: z.enum(articleKeys),
  title: z.string(),
  /** Sanitised HTML. */
  content: z.string(),
  updatedAt: timeSchema,
});
export type Article = z.infer<typeof articleSchema>;

export const noticeSchema = z.object({
  id: idSchema,
  title: z.string(),
  summary: z.string().nullable(),
  /** Sanitised HTML; only in `user/noticeDetail`. */
  content: z.string().nullable().optional(),
  /** Null for a notice to every market. */
  market: marketSchema.nullable(),
  createdAt: timeSchema,
});
export type Notice = z.infer<typeof noticeSchema>;
