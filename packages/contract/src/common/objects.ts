import { z } from '../zod.ts';
import { noticeKinds } from '@broker/domain';
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

/**
 * A notice: a market's or everyone's (title, summary and content in the request's language), or
 * one to this user of an event of their money or records (`kind` and `params`: the app words it in
 * the user's language and links it to its screen; its title is empty and it has no summary or
 * content).
 */
export const noticeSchema = z.object({
  id: idSchema,
  title: z.string(),
  summary: z.string().nullable(),
  /** Sanitised HTML; only in `user/noticeDetail`. */
  content: z.string().nullable().optional(),
  /** Null for a notice to every market (and for a notice to one user). */
  market: marketSchema.nullable(),
  createdAt: timeSchema,
  /** A notice to this user: what happened (domain `noticeKinds`) … */
  kind: z.enum(noticeKinds).nullable().optional(),
  /** … and its parameters (domain `noticeParamNames`): the texts' placeholders and the link's ids. */
  params: z.record(z.string(), z.string().max(200)).nullable().optional(),
});
export type Notice = z.infer<typeof noticeSchema>;
