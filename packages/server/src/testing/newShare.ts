import { randomUUID } from 'node:crypto';
import type { NewShare, NewShareRecord } from '@broker/contract';
import type { NewShareKind } from '@broker/domain';
import { crowdOf, offeringsAround, type Offering } from '../features/newShare/index.ts';
import { FUND_PASSWORD, tick } from './funds.ts';
import type { TestServer, TestUser } from './testServer.ts';

/** Helpers of the new-share tests: offerings picked from the calendar, and the slice's calls over HTTP. */

/** The seed the test servers' simulated market runs on (MARKET_SEED unset). */
export const TEST_MARKET_SEED = 'dutch-stocks';

/**
 * An offering of the calendar open at `nowMs` (optionally: of a kind, and such that every applicant
 * — the crowd and `extra` more — gets a first lot, so that a draw is won for sure).
 */
export function openOffering(
  nowMs: number,
  options: { kind?: NewShareKind; everyoneWins?: number; not?: readonly string[] } = {},
): Offering {
  const found = offeringsAround(TEST_MARKET_SEED, nowMs).find(
    (offering) =>
      offering.subscribeStartMs <= nowMs &&
      nowMs <= offering.subscribeEndMs &&
      (options.kind === undefined || offering.kind === options.kind) &&
      !options.not?.includes(offering.id) &&
      (options.everyoneWins === undefined ||
        offering.lotsOffered >= crowdOf(TEST_MARKET_SEED, offering).requests.length + options.everyoneWins),
  );
  if (!found) throw new Error(`no open ${options.kind ?? ''} offering at ${new Date(nowMs).toISOString()}`);
  return found;
}

/** A subscription with the user's fund password (a body's own fields replace the defaults). */
export const subscribeTo = (server: TestServer, user: TestUser, body: Record<string, unknown>) =>
  server.post(
    'newShare/subscribe',
    { requestId: randomUUID(), lots: 1, fundPassword: FUND_PASSWORD, ...body },
    user.headers,
  );

/** A subscription that must succeed; steps past the 2-s rule first. */
export async function subscribed(
  server: TestServer,
  user: TestUser,
  body: Record<string, unknown>,
): Promise<NewShareRecord> {
  tick(server);
  const reply = await subscribeTo(server, user, body);
  if (reply.body.status !== 1) throw new Error(`subscribe failed: ${JSON.stringify(reply.body)}`);
  return reply.body.data;
}

export const payFor = (server: TestServer, user: TestUser, recordId: string, body: Record<string, unknown> = {}) =>
  server.post(
    'newShare/pay',
    { requestId: randomUUID(), recordId, fundPassword: FUND_PASSWORD, ...body },
    user.headers,
  );

export const cancelFor = (server: TestServer, user: TestUser, recordId: string) =>
  server.post('newShare/cancel', { requestId: randomUUID(), recordId }, user.headers);

export async function detailOf(server: TestServer, user: TestUser, newShareId: string) {
  const reply = await server.post('newShare/detail', { newShareId }, user.headers);
  if (reply.body.status !== 1) throw new Error(`detail failed: ${JSON.stringify(reply.body)}`);
  return reply.body.data as {
    offering: NewShare;
    draw: {
      seedHash: string;
      seed: string | null;
      drawn: boolean;
      lotsOffered: number;
      lotsDrawn: number | null;
      applications: number[] | null;
      table: { lotsApplied: number; applicants: number; lotsAllotted: number }[] | null;
      totals: { lotsAllotted: number; winRatePct: string } | null;
    } | null;
    demand: { applicants: number; lotsRequested: number };
    placement: { lotsOffered: number; lotsLeft: number } | null;
    record: NewShareRecord | null;
    waivers: { count: number; barredUntil: string | null };
  };
}

/** The user's records (newest first), optionally of one offering. */
export async function recordsOf(server: TestServer, user: TestUser, body: Record<string, unknown> = {}) {
  const reply = await server.post('newShare/records', { size: 100, ...body }, user.headers);
  if (reply.body.status !== 1) throw new Error(`records failed: ${JSON.stringify(reply.body)}`);
  return reply.body.data.items as NewShareRecord[];
}

export async function recordOf(server: TestServer, user: TestUser, recordId: string): Promise<NewShareRecord> {
  const found = (await recordsOf(server, user)).find((record) => record.id === recordId);
  if (!found) throw new Error(`record ${recordId} not found`);
  return found;
}
