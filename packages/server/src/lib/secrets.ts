import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** A random opaque token (session tokens, generated operator keys). */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/**
 * Hash of a high-entropy secret (session token, operator key). A fast hash is right here:
 * these are random 256-bit values, not guessable passwords (passwords use scrypt).
 */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}

/** Characters without look-alikes (0/O, 1/I/L), for codes people type by hand. */
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

function randomCode(length: number): string {
  return Array.from(randomBytes(length), (b) => CODE_ALPHABET[b % CODE_ALPHABET.length]).join('');
}

/** A human-friendly invitation code: 8 characters of the code alphabet. */
export function randomInviteCode(): string {
  return randomCode(8);
}

/**
 * A block offer's invitation key: 12 characters of the code alphabet in three groups
 * (`K7M2-QX9P-TR4H`, about 59 bits), typed by hand from a letter or a call; guessing is braked per
 * account (domain attemptPolicies.invitationKey).
 */
export function randomInvitationKey(): string {
  const chars = randomCode(12);
  return `${chars.slice(0, 4)}-${chars.slice(4, 8)}-${chars.slice(8)}`;
}

/** A typed invitation key as it is hashed: upper case, without spaces or dashes. */
export const normalInvitationKey = (key: string): string => key.replace(/[\s-]/g, '').toUpperCase();
