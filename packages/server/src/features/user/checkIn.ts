import type { FastifyInstance } from 'fastify';
import { randomUUID } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import {
  checkInStanding,
  checkInState,
  checkRestrictions,
  roundMoney,
  serverDefaults,
  type AccountRestriction,
} from '@broker/domain';
import type { Db } from '../../db/open.ts';
import { checkIns } from '../../db/schema.ts';
import { post } from '../../core/ledger.ts';
import { ApiError } from '../../http/envelope.ts';
import { defineRoute, throwIssues, type RouteDeps } from '../../http/routes.ts';
import { isUniqueViolation } from '../../lib/dbErrors.ts';
import { calendarDate } from '../../lib/time.ts';
import { baseCurrencyOf, loadAccount } from '../../core/accounts.ts';

/**
 * Daily check-in (api.md §4.11): once per calendar day in Europe/Amsterdam by the injected
 * clock, 1.00 in the base currency, 30 per campaign (one campaign per account for now).
 *
 * A check-in is recorded in `check_ins` and its reward credited through the ledger (entry
 * `checkIn` pointing to the check-in) in the same transaction; the unique (account, day) index
 * makes a double check-in impossible.
 */
const { reward: REWARD, perCampaign: PER_CAMPAIGN, timeZone: TIME_ZONE } = serverDefaults.checkIn;

/** Days checked in, newest first. */
async function checkedDays(db: Db, accountId: string): Promise<string[]> {
  const rows = await db
    .select({ day: checkIns.day })
    .from(checkIns)
    .where(eq(checkIns.accountId, accountId))
    .orderBy(desc(checkIns.day));
  return rows.map((row) => row.day);
}

export function registerCheckInRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const { db } = deps;

  defineRoute(app, deps, 'user/checkInInfo', async (_body, { session, now }) => {
    const today = calendarDate(now, TIME_ZONE);
    const days = await checkedDays(db, session.accountId);
    const currency = await baseCurrencyOf(db);
    return { ...checkInStanding(days, today, PER_CAMPAIGN), reward: roundMoney(REWARD, currency), currency };
  });

  defineRoute(app, deps, 'user/checkIn', async (_body, { session, now }) => {
    const account = await loadAccount(db, session.accountId);
    const issue = checkRestrictions(account.restrictions as AccountRestriction[], 'funds');
    throwIssues(issue ? [issue] : []);
    const today = calendarDate(now, TIME_ZONE);
    const days = await checkedDays(db, account.id);
    const state = checkInState(checkInStanding(days, today, PER_CAMPAIGN));
    if (state !== 'available') throw new ApiError(`error.checkIn.${state}`);
    const currency = await baseCurrencyOf(db);
    const reward = roundMoney(REWARD, currency);
    try {
      await db.transaction(async (tx) => {
        const id = randomUUID();
        await tx.insert(checkIns).values({ id, accountId: account.id, day: today, reward, currency, createdAt: now });
        await post(tx, { accountId: account.id, currency, amount: reward, type: 'checkIn', refId: id, at: now });
      });
    } catch (error) {
      // A concurrent check-in of the same day won the unique index.
      if (isUniqueViolation(error)) throw new ApiError('error.checkIn.doneToday');
      throw error;
    }
    const { streakDays, remaining } = checkInStanding([today, ...days], today, PER_CAMPAIGN);
    return { reward, currency, streakDays, remaining };
  });
}
