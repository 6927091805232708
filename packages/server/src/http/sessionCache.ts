/** What a request needs of a valid session, as read from the database. */
export interface CachedSession {
  sessionId: string;
  accountId: string;
  account: string;
  createdAt: Date;
  lastUsedAt: Date;
  restrictions: string[];
}

const MAX_SESSIONS = 50_000;

/**
 * Sessions checked within the last `ttlMs` of real time, by token hash, so that a burst of reads
 * (a quote screen, a list scrolled) does not look the same session up once per call: that lookup
 * was most of a read's cost on the embedded database, whose queries run one at a time. Every way
 * this process ends a session forgets it here at once (logout, ending one session, ending all of
 * an account's); a session ended by another process or straight in the database is refused by
 * this one within `ttlMs`. A TTL of 0 turns the cache off (`SESSION_CACHE_MS`; the default on
 * PostgreSQL, which several processes may share).
 */
export class SessionCache {
  readonly #ttlMs: number;
  readonly #now: () => number;
  readonly #byToken = new Map<string, { session: CachedSession; untilMs: number }>();

  constructor(ttlMs: number, now: () => number = Date.now) {
    this.#ttlMs = ttlMs;
    this.#now = now;
  }

  get(tokenHash: string): CachedSession | undefined {
    const entry = this.#byToken.get(tokenHash);
    if (!entry) return undefined;
    if (this.#now() < entry.untilMs) return entry.session;
    this.#byToken.delete(tokenHash);
    return undefined;
  }

  set(tokenHash: string, session: CachedSession): void {
    if (this.#ttlMs <= 0) return;
    this.#byToken.delete(tokenHash);
    if (this.#byToken.size >= MAX_SESSIONS) this.#byToken.delete(this.#byToken.keys().next().value!);
    this.#byToken.set(tokenHash, { session, untilMs: this.#now() + this.#ttlMs });
  }

  /** Forgets the sessions matching `ended` (one session, or an account's). */
  forget(ended: { sessionId: string } | { accountId: string }): void {
    for (const [token, { session }] of this.#byToken) {
      if ('sessionId' in ended ? session.sessionId === ended.sessionId : session.accountId === ended.accountId) {
        this.#byToken.delete(token);
      }
    }
  }
}
