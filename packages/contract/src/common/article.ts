import { z } from 'zod';
import { articleKeys, articleSchema } from './objects.ts';

/** `common/article` (public): one article in the `lang` header's language, else Dutch. */
export const articleRequestSchema = z.object({ key: z.enum(articleKeys) });
export const articleResponseSchema = articleSchema;
export type ArticleRequest = z.infer<typeof articleRequestSchema>;
