import type { FastifyRequest } from 'fastify';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@broker/domain';
import { header } from './auth.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The served brand's language (`AppOptions.defaultLanguage`): for requests without a known `lang`. */
    defaultLanguage?: Language;
  }
}

/**
 * The `lang` header's language, else the brand's (Dutch by default; api.md §1.1): what
 * server-written texts are answered in.
 */
export function requestLanguage(request: FastifyRequest): Language {
  const lang = header(request, 'lang');
  return isLanguage(lang) ? lang : (request.server.defaultLanguage ?? DEFAULT_LANGUAGE);
}

/** Names people read, per language (a channel's name…). */
export type LocalizedNames = Partial<Record<Language, string>>;

/** The name in `lang`, else in English, else the record's own name. */
export function localizedName(names: unknown, lang: Language, fallback: string): string {
  const byLanguage = (typeof names === 'object' && names !== null ? names : {}) as LocalizedNames;
  return byLanguage[lang] ?? byLanguage.en ?? fallback;
}
