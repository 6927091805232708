import { createHash, createHmac } from 'node:crypto';

/**
 * The draw's seeds (products.md §2 "verifiable"): each offering's seed is the HMAC-SHA256 of its id
 * under the server's draw secret (derived from CARD_KEY, so every process of a deployment has the
 * same), as 64 lowercase hex digits. Nobody without the secret can predict it; the server cannot
 * choose it per offering; its commitment, sha256 of the seed's text, is published from the
 * offering's announcement on, and the seed itself at the draw.
 */
export function drawSeed(secret: Buffer, offeringId: string): string {
  return createHmac('sha256', secret).update(`newShare draw|${offeringId}`).digest('hex');
}

/** sha256 of the seed's text (UTF-8), hex: what `echo -n <seed> | sha256sum` prints. */
export function seedHash(seed: string): string {
  return createHash('sha256').update(seed, 'utf8').digest('hex');
}
