import { endpoint } from '../endpoint.ts';
import {
  articleRequestSchema,
  articleResponseSchema,
  configRequestSchema,
  configResponseSchema,
  uploadRequestSchema,
  uploadResponseSchema,
} from './schemas.ts';

/** The common slice: site configuration, articles and uploads (api.md §4.1). */
export const commonEndpoints = {
  'common/config': endpoint({
    request: configRequestSchema,
    response: configResponseSchema,
    public: true,
    summary: 'Site configuration as name/value pairs; the app waits for it before it starts.',
  }),
  'common/article': endpoint({
    request: articleRequestSchema,
    response: articleResponseSchema,
    public: true,
    summary: 'About us, privacy policy, user agreement or security centre, in the `lang` language (else Dutch).',
  }),
  'common/upload': endpoint({
    request: uploadRequestSchema,
    response: uploadResponseSchema,
    public: false,
    write: true,
    summary: 'Stores a JPEG, PNG or WebP image (base64, ≤ 5 MiB) private to its owner and operators.',
  }),
} as const;
