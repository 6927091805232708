import { z } from 'zod';
import { serverDefaults } from '@broker/domain';
import { imgSchema } from '../primitives.ts';

/** What an upload is for; ID photos, deposit proofs and wallet QR codes are private to the owner and operators. */
export const uploadPurposes = ['idFront', 'idBack', 'depositProof', 'walletQr'] as const;
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
