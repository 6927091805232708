import { z } from '../zod.ts';
import { serverDefaults } from '@broker/domain';
import { imgSchema } from '../primitives.ts';
import { articleKeys, articleSchema } from './objects.ts';

/** Config names the server sends; `title` falls back to the product's default title. */
export const configNames = ['kefu', 'logo', 'title', 'imageBase', 'accountRule', 'baseCurrency'] as const;
export type ConfigName = (typeof configNames)[number];
/** Config an operator may set with `config/set` (api.md §6); each name has its rule (kefu: domain validateSupportLink). */
export const settableConfigNames = ['kefu'] as const satisfies readonly ConfigName[];
export type SettableConfigName = (typeof settableConfigNames)[number];

export const configRequestSchema = z.object({
  /** 'all', or one config name. */
  type: z.union([z.literal('all'), z.enum(configNames)]),
});

export const configItemSchema = z.object({ name: z.string(), value: z.string() });
export const configResponseSchema = z.array(configItemSchema);

export type ConfigRequest = z.infer<typeof configRequestSchema>;
export type ConfigItem = z.infer<typeof configItemSchema>;

/** `common/article` (public): one article in the `lang` header's language, else Dutch. */
export const articleRequestSchema = z.object({ key: z.enum(articleKeys) });
export const articleResponseSchema = articleSchema;
export type ArticleRequest = z.infer<typeof articleRequestSchema>;

/**
 * What an upload is for; ID photos, deposit proofs, wallet QR codes and the photos of a support
 * conversation are private to the owner and operators.
 */
export const uploadPurposes = ['idFront', 'idBack', 'depositProof', 'walletQr', 'supportImage'] as const;
export type UploadPurpose = (typeof uploadPurposes)[number];
export const uploadContentTypes = serverDefaults.upload.contentTypes;

/** Base64 of at most 5 MiB decoded is at most this many characters. */
export const UPLOAD_MAX_BASE64_CHARS = Math.ceil(serverDefaults.upload.maxBytes / 3) * 4;

export const uploadRequestSchema = z.object({
  purpose: z.enum(uploadPurposes),
  contentType: z.enum(uploadContentTypes),
  /** Base64 without a `data:` prefix; the server checks the bytes match contentType. */
  data: z
    .string()
    .max(UPLOAD_MAX_BASE64_CHARS)
    .regex(/^[A-Za-z0-9+/]*={0,2}$/),
});

export const uploadResponseSchema = z.object({
  /** Server-relative path to send back in later requests (e.g. `user/realName` frontImage). */
  path: imgSchema,
  /** The path with a short-lived signature, for `<img src>` (the image is private). */
  url: z.string(),
});
export type UploadRequest = z.infer<typeof uploadRequestSchema>;
