import type { FastifyRequest } from 'fastify';
import { and, eq, isNull, ne } from 'drizzle-orm';
import { serverDefaults } from '@broker/domain';
import type { Db } from '../db/open.ts';
import { accounts, adminKeys, sessions } from '../db/schema.ts';
import type { Clock } from '../lib/clock.ts';
import { hashToken, randomToken } from '../lib/secrets.ts';
import { DAY_MS } from '../lib/time.ts';
import { ApiError } from './envelope.ts';

/**
 * Sessions (api.md §1.1, §1.2, §4.2): a random opaque token, stored as its sha256, bound to the
 * account it was issued to, expiring after 7 idle days (every call moves lastUsedAt). Any
 * failure is the same HTTP 401 `error.session.expired`, so a caller learns nothing about why.
 */
export const SESSION_IDLE_MS = serverDefaults.sessionIdleDays * DAY_MS;

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

export async function createSession(db: Db, accountId: string, now: Date): Promise<{ token: string; expiresAt: Date }> {
  const token = randomToken(32);
  await db.insert(sessions).values({
    id: randomToken(12),
    tokenHash: hashToken(token),
    accountId,
    createdAt: now,
    lastUsedAt: now,
  });
  return { token, expiresAt: new Date(now.getTime() + SESSION_IDLE_MS) };
}

/** Revokes every open session of an account, or every one but `exceptSessionId`. */
export async function revokeSessions(db: Db, accountId: string, now: Date, exceptSessionId?: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(
      and(
        eq(sessions.accountId, accountId),
        isNull(sessions.revokedAt),
        exceptSessionId ? ne(sessions.id, exceptSessionId) : undefined,
      ),
    );
}

export async function authenticateUser(db: Db, clock: Clock, request: FastifyRequest): Promise<AuthSession> {
  const token = header(request, 'token');
  const account = header(request, 'account');
  if (!token || !account || token.length > 256) throw sessionExpired();
  const now = clock.now();
  const [row] = await db
    .select({
      sessionId: sessions.id,
      accountId: sessions.accountId,
      lastUsedAt: sessions.lastUsedAt,
      revokedAt: sessions.revokedAt,
      account: accounts.account,
      restrictions: accounts.restrictions,
    })
    .from(sessions)
    .innerJoin(accounts, eq(accounts.id, sessions.accountId))
    .where(eq(sessions.tokenHash, hashToken(token)));
  if (!row || row.revokedAt !== null || row.account !== account) throw sessionExpired();
  if (now.getTime() - row.lastUsedAt.getTime() >= SESSION_IDLE_MS) throw sessionExpired();
  if (endsSessions(row.restrictions)) {
    // Operators revoke on update; this also covers restrictions set straight in the database.
    await revokeSessions(db, row.accountId, now);
    throw sessionExpired();
  }
  if (now > row.lastUsedAt) await db.update(sessions).set({ lastUsedAt: now }).where(eq(sessions.id, row.sessionId));
  return { sessionId: row.sessionId, accountId: row.accountId, account: row.account };
}

export interface AdminPrincipal {
  keyId: string;
  operator: string;
}

/** An operator key from the `admin-key` header, or null (missing or unknown). */
export async function authenticateAdmin(db: Db, request: FastifyRequest): Promise<AdminPrincipal | null> {
  const key = header(request, 'admin-key');
  if (!key || key.length > 256) return null;
  const [row] = await db
    .select({ keyId: adminKeys.id, operator: adminKeys.operator })
    .from(adminKeys)
    .where(eq(adminKeys.keyHash, hashToken(key)));
  return row ?? null;
}
