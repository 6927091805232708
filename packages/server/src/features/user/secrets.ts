import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { isLanguage, type Language } from '@broker/domain';
import { clientAddress } from '../../http/auth.ts';
import { sessions } from '../../db/schema.ts';
import type { Attempt, AttemptEntry } from '../../http/attempts.ts';
import type { RouteDeps } from '../../http/routes.ts';
import { verifyPassword } from '../../lib/passwords.ts';
import type { RecentProofs } from '../../security/recentProofs.ts';
import { addMessage } from '../support/index.ts';
import { lockNoticeText } from './lockNotice.ts';

/**
 * Every check of a secret goes through here, so that one counter per account holds for each
 * secret whichever call checks it (issue #16): the login password (login and the old password of
 * a password change), the fund password (its change, withdrawals and every purchase that asks for
 * it) and a deposit channel's password. A check past its brake is `request.tooFrequent` with
 * `{ until }` before anything is verified.
 */

/**
 * The login brakes of one account name from one client address (login and user/password share
 * them): per account and address, per address, and per account from anywhere — unless the address
 * is one the account has logged in from before (issue #31): there only the owner's own wrong tries
 * count, so guesses from strangers' addresses never keep the owner out.
 */
export async function loginAttempt(
  deps: Pick<RouteDeps, 'attempts' | 'db'>,
  account: { name: string; id: string | undefined },
  request: FastifyRequest,
): Promise<Attempt> {
  const address = clientAddress(request);
  const known = account.id !== undefined && (await hasLoggedInFrom(deps.db, account.id, address));
  const entries: AttemptEntry[] = [
    { secret: 'loginPair', subject: `${account.name}|${address}`, clearOnSuccess: true },
    ...(known ? [] : [{ secret: 'loginAccount' as const, subject: account.name, clearOnSuccess: true }]),
    { secret: 'loginAddress', subject: address, clearOnSuccess: false },
  ];
  return deps.attempts.begin(entries);
}

/** True when a session of the account was ever opened from the address (a login or the registration). */
async function hasLoggedInFrom(db: RouteDeps['db'], accountId: string, address: string): Promise<boolean> {
  const [row] = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.accountId, accountId), eq(sessions.address, address)))
    .limit(1);
  return row !== undefined;
}

/** The account's login password against `password`, braked with login's counters. */
export async function checkLoginPassword(
  deps: Pick<RouteDeps, 'attempts' | 'db'>,
  account: { id: string; account: string; passwordHash: string | null },
  password: string,
  request: FastifyRequest,
): Promise<boolean> {
  const attempt = await loginAttempt(deps, { name: account.account, id: account.id }, request);
  const matches = account.passwordHash !== null && (await verifyPassword(password, account.passwordHash));
  if (matches) await attempt.succeed();
  return matches;
}

export interface SecretHolder {
  id: string;
  language: string;
}

/**
 * The fund password (of an account that has one) against `password`: one counter per account
 * for every check of it; the check that locks the account out also tells the user in their
 * support conversation (when it ends, and what to do if it was not them).
 */
export async function checkFundPassword(
  deps: Pick<RouteDeps, 'attempts' | 'db'>,
  account: SecretHolder & { fundPasswordHash: string },
  password: string,
  now: Date,
  /** An order's check: a password proven right minutes ago skips the slow hash (RecentProofs). */
  recentProofs?: RecentProofs,
): Promise<boolean> {
  const nowMs = now.getTime();
  if (recentProofs?.holds(account.id, account.fundPasswordHash, password, nowMs)) {
    // Right, as proven before: nothing to charge, but a locked-out account stays locked out.
    await deps.attempts.refuseWhileBlocked([{ secret: 'fundPassword', subject: account.id, clearOnSuccess: true }]);
    return true;
  }
  const matches = await checkSecret(
    deps,
    account,
    'fundPassword',
    () => verifyPassword(password, account.fundPasswordHash),
    now,
  );
  if (matches) recentProofs?.remember(account.id, account.fundPasswordHash, password, nowMs);
  else recentProofs?.forget(account.id);
  return matches;
}

const SIX_DIGITS = /^\d{6}$/;

/**
 * The typed fund password of a purchase against the account's, through the account's one brake
 * (shared with withdrawals and orders): only a six-digit password of an account that has one is
 * checked and counted (undefined otherwise); the domain's validators say the rest.
 */
export async function fundPasswordMatches(
  deps: Pick<RouteDeps, 'attempts' | 'db'>,
  account: SecretHolder & { fundPasswordHash: string | null },
  password: string | undefined,
  now: Date,
): Promise<boolean | undefined> {
  if (account.fundPasswordHash === null || password === undefined || !SIX_DIGITS.test(password)) return undefined;
  return checkFundPassword(deps, { ...account, fundPasswordHash: account.fundPasswordHash }, password, now);
}

/** A deposit channel's password, braked per account (the same counter for every channel). */
export async function checkChannelPassword(
  deps: Pick<RouteDeps, 'attempts' | 'db'>,
  account: SecretHolder,
  passwordHash: string,
  password: string,
  now: Date,
): Promise<boolean> {
  return checkSecret(deps, account, 'channelPassword', () => verifyPassword(password, passwordHash), now);
}

async function checkSecret(
  deps: Pick<RouteDeps, 'attempts' | 'db'>,
  account: SecretHolder,
  secret: 'fundPassword' | 'channelPassword',
  verify: () => Promise<boolean>,
  now: Date,
): Promise<boolean> {
  const attempt = await deps.attempts.begin([{ secret, subject: account.id, clearOnSuccess: true }]);
  const matches = await verify();
  if (matches) await attempt.succeed();
  else if (attempt.locked && attempt.lockedUntil) {
    const language: Language = isLanguage(account.language) ? account.language : 'nl';
    await addMessage(
      deps.db,
      {
        accountId: account.id,
        author: 'operator',
        text: lockNoticeText(language, secret, attempt.lockedUntil),
        image: null,
        requestId: randomUUID(),
      },
      now,
    );
  }
  return matches;
}
