import type { FastifyInstance } from 'fastify';
import { randomUUID } from 'node:crypto';
import { and, desc, eq, isNull } from 'drizzle-orm';
import {
  accountRules,
  checkRestrictions,
  serverDefaults,
  validateFundPasswordChange,
  validateLogin,
  validatePasswordChange,
  validateRegistration,
  type AccountRestriction,
  type AccountRule,
} from '@broker/domain';
import type { ActiveSession, Session } from '@broker/contract';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/open.ts';
import { accounts, configTable, sessions } from '../../db/schema.ts';
import { ApiError } from '../../http/envelope.ts';
import {
  clientAddress,
  createSession,
  endSession,
  revokeSessions,
  sessionExpiresAt,
  sessionOrigin,
} from '../../http/auth.ts';
import { defineRoute, throwIssues, type RouteDeps } from '../../http/routes.ts';
import { isUniqueViolation } from '../../lib/dbErrors.ts';
import { isCommonPassword } from '../../lib/commonPasswords.ts';
import { dummyPasswordHash, hashPassword, verifyPassword } from '../../lib/passwords.ts';
import { randomInviteCode } from '../../lib/secrets.ts';
import { toApiTime } from '../../lib/time.ts';
import type { HoldingsRegistry } from '../../core/holdings.ts';
import { findAccountByName, loadAccount, realNameStatusOf, type AccountRow } from '../../core/accounts.ts';
import { userView } from './view.ts';
import { summaryOf, type RatesSource } from './summary.ts';
import { checkFundPassword, checkLoginPassword, loginAttempt } from './secrets.ts';

async function accountRule(db: Db): Promise<AccountRule> {
  const [row] = await db.select().from(configTable).where(eq(configTable.name, 'accountRule'));
  const rule = row?.value;
  return (accountRules as readonly string[]).includes(rule ?? '') ? (rule as AccountRule) : 'any';
}

async function sessionFor(db: Db, account: AccountRow, now: Date, request: FastifyRequest): Promise<Session> {
  const { token, expiresAt } = await createSession(db, account.id, now, sessionOrigin(request));
  return {
    token,
    account: account.account,
    id: account.id,
    uid: String(account.number),
    realName: account.realName,
    realNameStatus: await realNameStatusOf(db, account.id),
    expiresAt: toApiTime(expiresAt),
  };
}

/** The public calls that run scrypt are limited per client address, so that a flood cannot starve other users. */
const limitPublicCall = (deps: RouteDeps, path: string, request: FastifyRequest) =>
  deps.rateLimits.hit(`public:${clientAddress(request)}:${path}`, deps.publicRateLimit);

/** Registration, login, logout, the user object, passwords, sessions and language (api.md §4.2). */
export function registerAccountRoutes(
  app: FastifyInstance,
  deps: RouteDeps,
  holdings: HoldingsRegistry,
  rates: RatesSource,
): void {
  const { db } = deps;

  defineRoute(
    app,
    deps,
    'user/register',
    async (body, { now, request }) => {
      await limitPublicCall(deps, 'user/register', request);
      const [inviter] = body.inviteCode
        ? await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.inviteCode, body.inviteCode.trim()))
        : [];
      const existing = body.account
        ? await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.account, body.account))
        : [];
      throwIssues(
        validateRegistration(body, {
          accountRule: await accountRule(db),
          inviterExists: inviter !== undefined,
          accountExists: existing.length > 0,
          commonPassword: typeof body.password === 'string' && isCommonPassword(body.password),
        }),
      );
      const passwordHash = await hashPassword(body.password);
      // An invitation code collision is unlikely (31^8); a few tries make it impossible in practice.
      for (let attempt = 0; attempt < 5; attempt++) {
        const row = {
          ...emptyAccount,
          id: randomUUID(),
          account: body.account,
          passwordHash,
          inviteCode: randomInviteCode(),
          invitedBy: inviter?.id ?? null,
          createdAt: now,
        };
        try {
          // The database gives the account its number.
          const [inserted] = await db.insert(accounts).values(row).returning();
          if (!inserted) throw new ApiError('error.register.failed');
          return await sessionFor(db, inserted, now, request);
        } catch (error) {
          if (!isUniqueViolation(error)) throw new ApiError('error.register.failed');
          const [taken] = await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.account, body.account));
          if (taken) throw new ApiError('error.account.exists');
        }
      }
      throw new ApiError('error.register.failed');
    },
    // A double tap on "register" answers "too frequent", not "account exists".
    { throttleKey: (body) => `register|${body.account}` },
  );

  defineRoute(app, deps, 'user/login', async (body, { now, request }) => {
    throwIssues(validateLogin(body));
    await limitPublicCall(deps, 'user/login', request);
    // Braked per account and address, per account and per address (domain attemptPolicies):
    // slowed before anything locks, and only one client address is ever locked out of an account.
    const account = await findAccountByName(db, body.account);
    const attempt = await loginAttempt(deps, { name: body.account, id: account?.id }, request);
    // Unknown accounts cost the same scrypt as wrong passwords (no enumeration by timing).
    const matches = await verifyPassword(body.password, account?.passwordHash ?? (await dummyPasswordHash()));
    if (!account || !account.passwordHash || !matches) throw new ApiError('error.login.wrongCredentials');
    await attempt.succeed();
    // Credentials first, then restrictions (api.md §4.2).
    throwIssues(checkRestrictionsIssues(account.restrictions, 'login'));
    return sessionFor(db, account, now, request);
  });

  defineRoute(app, deps, 'user/summary', async (_body, { session, now }) =>
    summaryOf(db, holdings, rates, session.accountId, now),
  );

  defineRoute(
    app,
    deps,
    'user/logout',
    async (_body, { session, now }) => {
      await endSession(deps, session.accountId, session.sessionId, now);
      return null;
    },
    { catchUp: 'none' },
  );

  defineRoute(app, deps, 'user/info', async (body, { session, now }) =>
    userView(db, await loadAccount(db, session.accountId), body.currency, await holdings.of(session.accountId, now)),
  );

  defineRoute(
    app,
    deps,
    'user/password',
    async (body, { session, now, request }) => {
      throwIssues(
        validatePasswordChange(body, {
          commonPassword: typeof body.newPassword === 'string' && isCommonPassword(body.newPassword),
        }),
      );
      const account = await loadAccount(db, session.accountId);
      // The old password is a login password check: the same brakes as login (issue #16).
      if (!(await checkLoginPassword(deps, account, body.oldPassword, request))) {
        throw new ApiError('error.password.wrongOriginal');
      }
      await db
        .update(accounts)
        .set({ passwordHash: await hashPassword(body.newPassword) })
        .where(eq(accounts.id, account.id));
      // Whoever knew the old password is logged out everywhere else.
      await revokeSessions(deps, account.id, now, session.sessionId);
      return null;
    },
    { catchUp: 'none' },
  );

  defineRoute(
    app,
    deps,
    'user/fundPassword',
    async (body, { session, now }) => {
      const account = await loadAccount(db, session.accountId);
      const fundPasswordSet = account.fundPasswordHash !== null;
      throwIssues(validateFundPasswordChange(body, { fundPasswordSet }));
      if (
        account.fundPasswordHash !== null &&
        !(await checkFundPassword(
          deps,
          { ...account, fundPasswordHash: account.fundPasswordHash },
          body.oldFundPassword ?? '',
          now,
        ))
      ) {
        throw new ApiError('error.fundPassword.wrong');
      }
      await db
        .update(accounts)
        .set({ fundPasswordHash: await hashPassword(body.newFundPassword) })
        .where(eq(accounts.id, account.id));
      return null;
    },
    { catchUp: 'none' },
  );

  defineRoute(app, deps, 'user/sessions', async (_body, { session, now }) => listSessions(db, session, now), {
    catchUp: 'none',
  });

  defineRoute(
    app,
    deps,
    'user/sessionEnd',
    async (body, { session, now }) => {
      // Another account's session answers like an unknown one.
      if (!(await endSession(deps, session.accountId, body.id, now))) throw new ApiError('error.order.notFound');
      return null;
    },
    { catchUp: 'none' },
  );

  defineRoute(
    app,
    deps,
    'user/language',
    async (body, { session }) => {
      await db.update(accounts).set({ language: body.language }).where(eq(accounts.id, session.accountId));
      return null;
    },
    { catchUp: 'none' },
  );
}

/** The account's open sessions (not ended, not expired): the current one first, then by last use. */
async function listSessions(
  db: Db,
  current: { sessionId: string; accountId: string },
  now: Date,
): Promise<ActiveSession[]> {
  const rows = await db
    .select()
    .from(sessions)
    .where(and(eq(sessions.accountId, current.accountId), isNull(sessions.revokedAt)))
    .orderBy(desc(sessions.lastUsedAt), desc(sessions.createdAt));
  return rows
    .map((row) => ({ row, expiresAt: sessionExpiresAt(row.createdAt, row.lastUsedAt) }))
    .filter(({ expiresAt }) => expiresAt > now)
    .map(({ row, expiresAt }) => ({
      id: row.id,
      current: row.id === current.sessionId,
      createdAt: toApiTime(row.createdAt),
      lastUsedAt: toApiTime(row.lastUsedAt),
      expiresAt: toApiTime(expiresAt),
      userAgent: row.userAgent,
      address: row.address,
    }))
    .sort((a, b) => Number(b.current) - Number(a.current));
}

function checkRestrictionsIssues(restrictions: readonly string[], action: 'login') {
  const issue = checkRestrictions(restrictions as AccountRestriction[], action);
  return issue ? [issue] : [];
}

/** Column defaults of a new account (the database has the same ones; spelled out for the returned row). */
const emptyAccount: Omit<
  AccountRow,
  'id' | 'number' | 'account' | 'passwordHash' | 'inviteCode' | 'invitedBy' | 'createdAt'
> = {
  isHouse: false,
  fundPasswordHash: null,
  language: 'nl',
  creditScore: serverDefaults.creditScore.initial,
  creditQuota: '0',
  restrictions: [],
  isSeat: false,
  marginStatus: 'notApplied',
  realName: null,
  avatar: null,
  ownerId: null,
};
