import type { FastifyRequest } from 'fastify';
import { and, eq, isNull, ne } from 'drizzle-orm';
import { serverDefaults } from '@broker/domain';
import type { Db } from '../db/open.ts';
import { accounts, adminKeys, sessions } from '../db/schema.ts';
import type { Clock } from '../lib/clock.ts';
import { hashToken, randomToken } from '../lib/secrets.ts';
import { DAY_MS } from '../lib/time.ts';
import { ApiError } from './envelope.ts';
import type { AttemptCounters } from './attempts.ts';
import type { CachedSession, SessionCache } from './sessionCache.ts';

/**
 * Sessions (api.md §1.1, §1.2, §4.2): a random opaque token, stored as its sha256, bound to the
 * account it was issued to, expiring after 7 idle days (a call moves lastUsedAt, at most once a minute) and 30 days
 * after login however active (issue #16). Any failure is the same HTTP 401
 * `error.session.expired`, so a caller learns nothing about why.
 */
export const SESSION_IDLE_MS = serverDefaults.sessionIdleDays * DAY_MS;
export const SESSION_ABSOLUTE_MS = serverDefaults.sessionAbsoluteDays * DAY_MS;
/**
 * How stale a session's lastUsedAt may be before a call writes it again: a write on every call
 * was half of a read's database work (a quote was two queries, now one), and a minute is nothing
 * against the 7-day idle limit or the sessions screen's "last used".
 */
export const SESSION_TOUCH_MS = 60_000;

/** When a session used last at `lastUsedAt` ends unless used again. */
export const sessionExpiresAt = (createdAt: Date, lastUsedAt: Date): Date =>
  new Date(Math.min(lastUsedAt.getTime() + SESSION_IDLE_MS, createdAt.getTime() + SESSION_ABSOLUTE_MS));

/** The client address of a request: the socket's peer, or with TRUST_PROXY the proxy's X-Forwarded-For. */
export const clientAddress = (request: FastifyRequest): string => request.ip || 'unknown';

export interface AuthSession {
  sessionId: string;
  accountId: string;
  account: string;
}

export const sessionExpired = () => new ApiError('error.session.expired', null, 401);

/** Restrictions that end every session of the account (api.md §3). */
export const SESSION_ENDING_RESTRICTIONS = ['disabled', 'loginBanned'] as const;
export const endsSessions = (restrictions: readonly string[]) =>
  SESSION_ENDING_RESTRICTIONS.some((restriction) => restrictions.includes(restriction));

/** One header as a string; repeated or missing headers count as missing. */
export function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/** Where a session was opened from, as its owner sees it in the list of sessions. */
export interface SessionOrigin {
  userAgent: string | null;
  address: string | null;
}

/** The origin of a login request: its User-Agent (cut, only printable characters) and client address. */
export function sessionOrigin(request: FastifyRequest): SessionOrigin {
  const agent = header(request, 'user-agent');
  return {
    userAgent: agent ? agent.replace(/[^\x20-\x7E]/g, '').slice(0, 200) || null : null,
    address: clientAddress(request).slice(0, 64),
  };
}

export async function createSession(
  db: Db,
  accountId: string,
  now: Date,
  origin: SessionOrigin = { userAgent: null, address: null },
): Promise<{ token: string; expiresAt: Date }> {
  const token = randomToken(32);
  await db.insert(sessions).values({
    id: randomToken(12),
    tokenHash: hashToken(token),
    accountId,
    createdAt: now,
    lastUsedAt: now,
    userAgent: origin.userAgent,
    address: origin.address,
  });
  return { token, expiresAt: sessionExpiresAt(now, now) };
}

/** Revokes every open session of an account, or every one but `exceptSessionId`. */
export async function revokeSessions(
  deps: { db: Db; sessionCache: SessionCache },
  accountId: string,
  now: Date,
  exceptSessionId?: string,
): Promise<void> {
  await deps.db
    .update(sessions)
    .set({ revokedAt: now })
    .where(
      and(
        eq(sessions.accountId, accountId),
        isNull(sessions.revokedAt),
        exceptSessionId ? ne(sessions.id, exceptSessionId) : undefined,
      ),
    );
  deps.sessionCache.forget({ accountId });
}

/** Ends one session of an account; false when it has no such open session. */
export async function endSession(
  deps: { db: Db; sessionCache: SessionCache },
  accountId: string,
  sessionId: string,
  now: Date,
): Promise<boolean> {
  const [ended] = await deps.db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.id, sessionId), eq(sessions.accountId, accountId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  deps.sessionCache.forget({ sessionId });
  return ended !== undefined;
}

export async function authenticateUser(
  deps: { db: Db; clock: Clock; sessionCache: SessionCache },
  request: FastifyRequest,
): Promise<AuthSession> {
  const { db, clock, sessionCache } = deps;
  const token = header(request, 'token');
  const account = header(request, 'account');
  if (!token || !account || token.length > 256) throw sessionExpired();
  const now = clock.now();
  const tokenHash = hashToken(token);
  const cached = sessionCache.get(tokenHash);
  const row = cached ?? (await lookUpSession(db, tokenHash));
  if (!row || row.account !== account) throw sessionExpired();
  if (now >= sessionExpiresAt(row.createdAt, row.lastUsedAt)) throw sessionExpired();
  if (endsSessions(row.restrictions)) {
    // Operators revoke on update; this also covers restrictions set straight in the database.
    await revokeSessions(deps, row.accountId, now);
    throw sessionExpired();
  }
  if (!cached) {
    if (now.getTime() - row.lastUsedAt.getTime() >= SESSION_TOUCH_MS) {
      await db.update(sessions).set({ lastUsedAt: now }).where(eq(sessions.id, row.sessionId));
      row.lastUsedAt = now;
    }
    sessionCache.set(tokenHash, row);
  }
  return { sessionId: row.sessionId, accountId: row.accountId, account: row.account };
}

/** The open session with this token hash, with its account's name and restrictions. */
async function lookUpSession(db: Db, tokenHash: string): Promise<CachedSession | undefined> {
  const [row] = await db
    .select({
      sessionId: sessions.id,
      accountId: sessions.accountId,
      createdAt: sessions.createdAt,
      lastUsedAt: sessions.lastUsedAt,
      revokedAt: sessions.revokedAt,
      account: accounts.account,
      restrictions: accounts.restrictions,
    })
    .from(sessions)
    .innerJoin(accounts, eq(accounts.id, sessions.accountId))
    .where(eq(sessions.tokenHash, tokenHash));
  if (!row || row.revokedAt !== null) return undefined;
  const { revokedAt: _open, ...session } = row;
  return session;
}

export interface AdminPrincipal {
  keyId: string;
  operator: string;
}

/**
 * An operator key from the `admin-key` header, or null (missing, unknown or revoked). The key is
 * looked up first: a right key is let in whatever the client address's brake (`adminKey`) says, so
 * that wrong keys from an address do not keep its operator out (issue #31); a wrong or missing key
 * is `request.tooFrequent` while the brake makes the address wait, and is charged to it otherwise.
 * A right key is never charged: with many operator calls in flight at once on PostgreSQL, charges
 * taken back blocked the address (the funds and admin concurrency tests). Keys of at least 32
 * random characters make the brake a guard against noise, not the keys' strength.
 */
export async function authenticateAdmin(
  deps: { db: Db; attempts: AttemptCounters },
  request: FastifyRequest,
): Promise<AdminPrincipal | null> {
  const brake = { secret: 'adminKey', subject: clientAddress(request), clearOnSuccess: false } as const;
  const key = header(request, 'admin-key');
  const [row] =
    key && key.length <= 256
      ? await deps.db
          .select({ keyId: adminKeys.id, operator: adminKeys.operator })
          .from(adminKeys)
          .where(and(eq(adminKeys.keyHash, hashToken(key)), isNull(adminKeys.revokedAt)))
      : [];
  if (row) return row;
  await deps.attempts.refuseWhileBlocked([brake]);
  await deps.attempts.begin([brake]);
  return null;
}
