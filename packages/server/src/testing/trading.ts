import { randomUUID } from 'node:crypto';
import { marginQuestions } from '@broker/domain';
import { adjust, FUND_PASSWORD, setFundPassword, tick, verifyRealName } from './funds.ts';
import type { TestServer, TestUser } from './testServer.ts';
import { findInstrument, type Instrument, type MarketSimulation } from '../features/market/index.ts';

/** Helpers of the trading tests: funded users, orders and closes over HTTP only. */

/**
 * A user with `funds` EUR and USD and the fund password every order asks (`FUND_PASSWORD`, unless
 * `fundPassword: false`); real name verified when asked, for margin.
 */
export async function trader(
  server: TestServer,
  funds = '10000',
  options: { verified?: boolean; fundPassword?: boolean } = {},
) {
  const user = await server.register('trader');
  if (options.verified) await verifyRealName(server, user);
  if (options.fundPassword !== false) await setFundPassword(server, user);
  if (funds !== '0') {
    await adjust(server, user, 'EUR', funds);
    await adjust(server, user, 'USD', funds);
  }
  return user;
}

/** An order with the trader's fund password (a body's own `fundPassword` replaces it). */
export const order = (server: TestServer, user: TestUser, body: Record<string, unknown>) =>
  server.post(
    'trade/order',
    {
      requestId: randomUUID(),
      stockId: 'nl-INGA',
      direction: 'long',
      priceType: 'market',
      lots: 1,
      fundPassword: FUND_PASSWORD,
      ...body,
    },
    user.headers,
  );

/** An order that must succeed; steps past the 2-s rule first. */
export async function placed(server: TestServer, user: TestUser, body: Record<string, unknown>) {
  tick(server);
  const reply = await order(server, user, body);
  if (reply.body.status !== 1) throw new Error(`order failed: ${JSON.stringify(reply.body)}`);
  return reply.body.data;
}

export const closeOf = (server: TestServer, user: TestUser, positionId: string, requestId = randomUUID()) =>
  server.post('trade/close', { requestId, positionId }, user.headers);
export const cancelOf = (server: TestServer, user: TestUser, positionId: string, requestId = randomUUID()) =>
  server.post('trade/cancel', { requestId, positionId }, user.headers);

export async function position(server: TestServer, user: TestUser, positionId: string) {
  const reply = await server.post('trade/position', { positionId }, user.headers);
  if (reply.body.status !== 1) throw new Error(`position failed: ${JSON.stringify(reply.body)}`);
  return reply.body.data;
}

/** Answers that pass the appropriateness questionnaire (each question's first accepted option). */
export const passingAnswers = (): Record<string, string> =>
  Object.fromEntries(marginQuestions.map((question) => [question.key, String(question.accepted[0])]));

/** Applies for margin with passing answers and lets the operator approve it: leverage up to 5. */
export async function activateMargin(server: TestServer, user: TestUser): Promise<void> {
  tick(server);
  const applied = await server.post(
    'margin/apply',
    { requestId: randomUUID(), answers: passingAnswers() },
    user.headers,
  );
  if (applied.body.status !== 1 || applied.body.data.status !== 'applied')
    throw new Error(`margin/apply failed: ${JSON.stringify(applied.body)}`);
  const decided = await server.admin('review/decide', {
    requestId: randomUUID(),
    entity: 'margin',
    id: user.id,
    decision: 'approve',
  });
  if (decided.body.status !== 1) throw new Error(`margin approve failed: ${JSON.stringify(decided.body)}`);
}

/** Signs in again after the clock jumped past the session's 7 idle days. */
export async function relogin(server: TestServer, user: TestUser): Promise<void> {
  const login = await server.post('user/login', { account: user.account, password: user.password });
  if (login.body.status !== 1) throw new Error(`login failed: ${JSON.stringify(login.body)}`);
  user.headers.token = login.body.data.token;
  user.token = login.body.data.token;
}

const DAY = 86_400_000;

/**
 * The first ex-date after `fromMs` (its record close a day later at least) among `stockIds`, in the
 * simulated market: the stock, the session number `k` of the ex-date and its dividend in ticks.
 */
export function firstDividendAfter(
  sim: MarketSimulation,
  stockIds: readonly string[],
  fromMs: number,
): { instrument: Instrument; k: number; ticks: number } {
  let found: { instrument: Instrument; k: number; ticks: number } | undefined;
  for (const id of stockIds) {
    const instrument = findInstrument(id);
    if (!instrument?.dividend) continue;
    const calendar = sim.calendar(instrument.market);
    sim.snapshot(instrument, fromMs + 120 * DAY);
    const action = sim
      .series(instrument)
      .actions.find((a) => a.dividendTicks > 0 && calendar.closeMs(a.k - 1) > fromMs + DAY);
    if (action && (!found || calendar.openMs(action.k) < sim.calendar(found.instrument.market).openMs(found.k)))
      found = { instrument, k: action.k, ticks: action.dividendTicks };
  }
  if (!found) throw new Error('no dividend within 120 days');
  return found;
}
