import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Short-lived signed links to private uploads, so that an `<img src>` (which cannot send the
 * `token`/`account` headers) can show a user's own ID photo. The signature is an HMAC-SHA256 of
 * the path and the expiry time with a per-process secret: links die with the process, which is
 * fine for links that live minutes; the API hands out fresh ones on every read.
 */
export interface UrlSigner {
  sign(path: string, now: Date): string;
  verify(path: string, exp: unknown, sig: unknown, now: Date): boolean;
}

export const SIGNED_URL_TTL_SECONDS = 15 * 60;

export function createUrlSigner(secret: Buffer = randomBytes(32), ttlSeconds = SIGNED_URL_TTL_SECONDS): UrlSigner {
  const mac = (path: string, exp: string) => createHmac('sha256', secret).update(`${path}\n${exp}`).digest();
  return {
    sign(path, now) {
      const exp = String(Math.floor(now.getTime() / 1000) + ttlSeconds);
      return `${path}?exp=${exp}&sig=${mac(path, exp).toString('base64url')}`;
    },
    verify(path, exp, sig, now) {
      if (typeof exp !== 'string' || typeof sig !== 'string' || !/^\d{1,12}$/.test(exp)) return false;
      if (Number(exp) * 1000 <= now.getTime()) return false;
      const given = Buffer.from(sig, 'base64url');
      const expected = mac(path, exp);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}

/** The path part of an image reference (clients may send back a signed URL). */
export const stripQuery = (img: string): string => img.split('?')[0] ?? '';
