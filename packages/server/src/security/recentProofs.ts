import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** How long a proven fund password spares the next order its slow hash. */
export const RECENT_PROOF_MS = 10 * 60_000;
/** At most this many accounts are remembered; the oldest proof goes first. */
const MAX_PROOFS = 10_000;

/**
 * Fund passwords proven right recently, per account, so that an order placed minutes after the
 * last one is not held up by the slow hash again (the hash is most of an order's time: scrypt
 * on a 2-core machine caps every account together at a few dozen orders a second). What is kept
 * is an HMAC of the stored hash and the password under a key that lives only in this process's
 * memory, never the password and never in the database; it holds only a password already proven
 * right, so it gives a guesser nothing: a wrong password misses it, goes through the slow hash
 * and the brake, and forgets the account's proof. A changed password changes the stored hash, so
 * an old proof no longer matches. Withdrawals and the password's own change do not use it.
 */
export class RecentProofs {
  readonly #key = randomBytes(32);
  readonly #proofs = new Map<string, { digest: Buffer; untilMs: number }>();

  #digest(storedHash: string, password: string): Buffer {
    return createHmac('sha256', this.#key).update(storedHash).update('\0').update(password).digest();
  }

  /** True when `password` was proven right for this account and stored hash within RECENT_PROOF_MS before `nowMs`. */
  holds(accountId: string, storedHash: string, password: string, nowMs: number): boolean {
    const proof = this.#proofs.get(accountId);
    if (!proof) return false;
    if (nowMs >= proof.untilMs || nowMs < proof.untilMs - RECENT_PROOF_MS) {
      this.#proofs.delete(accountId);
      return false;
    }
    return timingSafeEqual(proof.digest, this.#digest(storedHash, password));
  }

  remember(accountId: string, storedHash: string, password: string, nowMs: number): void {
    this.#proofs.delete(accountId);
    if (this.#proofs.size >= MAX_PROOFS) this.#proofs.delete(this.#proofs.keys().next().value!);
    this.#proofs.set(accountId, { digest: this.#digest(storedHash, password), untilMs: nowMs + RECENT_PROOF_MS });
  }

  forget(accountId: string): void {
    this.#proofs.delete(accountId);
  }
}
