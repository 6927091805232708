import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { endpoint } from '@broker/contract';
import { registerUserEndpoint } from '../http/routes.ts';
import { startTestServer, type TestServer, type TestUser } from '../testing/testServer.ts';
import type { CatchUpMode, TimedRegistry, TimedSource } from './registry.ts';

/**
 * The engine's time-driven work over real HTTP (timed/registry.ts, timed/sweeper.ts, the route
 * option of http/routes.ts): probe sources registered beside the slices' record what runs, for
 * whom, at which instant and in which order.
 */
const calls: string[] = [];
const failFor = new Set<string>();
let timed: TimedRegistry;
let server: TestServer;
let user: TestUser;

const probe = (slice: string, order: number, extra: Partial<TimedSource> = {}): TimedSource => ({
  slice,
  order,
  catchUp: async (_db, accountId, nowMs) => {
    calls.push(`${slice}:${accountId}:${nowMs}`);
    if (failFor.has(accountId)) throw new Error(`probe ${slice} fails for this account`);
  },
  ...extra,
});

const handlerProbe = endpoint({
  request: z.object({}),
  response: z.object({ seen: z.array(z.string()) }),
  public: false,
  summary: 'test only: what had run before the handler',
});

let due: string[] = [];

beforeAll(async () => {
  server = await startTestServer({
    extraRoutes: (app, deps) => {
      timed = deps.timed;
      deps.timed.add(probe('probeLate', 95, { dueAccounts: async () => due }));
      deps.timed.add(
        probe('probeEarly', 5, {
          dueAccounts: async () => due,
          sweep: async (_db, nowMs) => void calls.push(`probeEarly:all:${nowMs}`),
        }),
      );
      deps.timed.add({
        slice: 'probeRare',
        order: 96,
        everyMs: 60_000,
        sweep: async (_db, nowMs) => void calls.push(`probeRare:all:${nowMs}`),
      });
      registerUserEndpoint(app, deps, 'test/handlerProbe', handlerProbe, async () => ({
        seen: [...calls, 'handler'],
      }));
    },
  });
  user = await server.register('timed');
});
afterAll(async () => {
  await server?.close();
});

describe('the route option: a request brings its account up to date first', () => {
  it('runs every source for the session’s account at the request’s instant, in their order, before the handler', async () => {
    calls.length = 0;
    const now = server.clock.now().getTime();
    const reply = await server.post('test/handlerProbe', {}, user.headers);
    expect(reply.body.data.seen).toEqual([`probeEarly:${user.id}:${now}`, `probeLate:${user.id}:${now}`, 'handler']);
  });

  it('runs for reads and money-moving writes alike (user/info, funds/withdraw, exchange/submit)', async () => {
    for (const [path, body] of [
      ['user/info', {}],
      ['funds/withdraw', { requestId: crypto.randomUUID(), method: 'card', currency: 'USD', amount: '10' }],
      ['exchange/submit', { requestId: crypto.randomUUID(), from: 'USD', to: 'EUR', amount: '10' }],
    ] as const) {
      calls.length = 0;
      await server.post(path, body, user.headers);
      expect(calls, path).toEqual([
        `probeEarly:${user.id}:${server.clock.now().getTime()}`,
        `probeLate:${user.id}:${server.clock.now().getTime()}`,
      ]);
    }
  });

  it('does not run for a route that touches no money, nor for a public one', async () => {
    calls.length = 0;
    await server.post('stock/quote', { stockIds: ['nl-ASML'] }, user.headers);
    await server.post('user/language', { language: 'en' }, user.headers);
    await server.post('common/config', {});
    expect(calls).toEqual([]);
  });

  it('answers a source’s failure as any fault (system.busy), and the handler does not run', async () => {
    failFor.add(user.id);
    try {
      const reply = await server.post('test/handlerProbe', {}, user.headers);
      expect(reply.body.msg).toBe('error.system.busy');
    } finally {
      failFor.delete(user.id);
    }
  });
});

/**
 * Every user endpoint brings its account up to date unless it says `catchUp: 'none'`. The ones
 * that do, and why: a new endpoint is caught up by default, and one that opts out shows up here.
 */
const withoutCatchUp: Record<string, string> = {
  'common/upload': 'stores a file; no money or record of a product',
  'user/logout': 'ends the session',
  'user/password': 'a secret',
  'user/fundPassword': 'a secret',
  'user/sessions': 'the sessions',
  'user/sessionEnd': 'the sessions',
  'user/language': 'a setting',
  'user/realName': 'the identity check',
  'user/realNameInfo': 'the identity check',
  'card/list': 'bank cards, no money',
  'card/add': 'bank cards, no money',
  'wallet/list': 'withdrawal addresses, no money',
  'wallet/add': 'withdrawal addresses, no money',
  'funds/channels': 'deposit channels, no money',
  'exchange/rates': 'rates, no money',
  'stock/list': 'the market',
  'stock/indexes': 'the market',
  'stock/detail': 'the market',
  'stock/quote': 'the market',
  'stock/kline': 'the market',
  'stock/streamSet': 'the market',
  'watchlist/list': 'the market',
  'watchlist/add': 'the market',
  'watchlist/remove': 'the market',
  'news/list': 'news',
  'news/detail': 'news',
  'support/messages': 'the conversation with customer service',
  'support/send': 'the conversation with customer service',
  'support/unread': 'the conversation with customer service',
  'support/read': 'the conversation with customer service',
  'margin/questionnaire': 'the questions, the same for everyone',
  'blockTrade/prints': 'published blocks of earlier days, the same for everyone',
};

describe('which endpoints catch up', () => {
  it('every user endpoint does, but the listed ones that touch no money', () => {
    const modes = new Map<string, CatchUpMode>(timed.routes);
    const opted = [...modes].filter(([, mode]) => mode === 'none').map(([path]) => path);
    const publicOnes = ['common/config', 'common/article', 'user/register', 'user/login', 'support/contact'];
    expect(opted.filter((path) => !publicOnes.includes(path)).sort()).toEqual(Object.keys(withoutCatchUp).sort());
    for (const path of ['user/info', 'funds/withdraw', 'exchange/submit', 'trade/order', 'newShare/subscribe']) {
      expect(modes.get(path), path).toBe('account');
    }
  });
});

describe('the one sweeper', () => {
  it('does the work of no account first, then each due account’s due sources in their order, once', async () => {
    const other = await server.register('timed');
    due = [other.id, user.id];
    calls.length = 0;
    const now = server.clock.now().getTime();
    const result = await server.sweep(now);
    const [first, second] = [user.id, other.id].sort();
    expect(result).toMatchObject({ ran: true, units: 4, failures: 0 });
    expect(calls.filter((call) => call.startsWith('probe'))).toEqual([
      `probeEarly:all:${now}`,
      `probeRare:all:${now}`,
      `probeEarly:${first}:${now}`,
      `probeLate:${first}:${now}`,
      `probeEarly:${second}:${now}`,
      `probeLate:${second}:${now}`,
    ]);
    due = [];
  });

  it('reports one account’s failure and goes on with the others', async () => {
    const broken = await server.register('timed');
    due = [broken.id, user.id];
    failFor.add(broken.id);
    calls.length = 0;
    try {
      const result = await server.sweep();
      expect(result).toMatchObject({ ran: true, accounts: 2, units: 4, failures: 2 });
      expect(calls.filter((call) => call.includes(user.id))).toHaveLength(2);
    } finally {
      failFor.delete(broken.id);
      due = [];
    }
  });

  it('runs a source with a period at most that often, and one sweep at a time', async () => {
    const start = server.clock.now().getTime() + 3_600_000;
    calls.length = 0;
    await server.sweep(start);
    await server.sweep(start + 30_000);
    await server.sweep(start + 61_000);
    expect(calls.filter((call) => call.startsWith('probeRare'))).toEqual([
      `probeRare:all:${start}`,
      `probeRare:all:${start + 61_000}`,
    ]);
    const [a, b] = await Promise.all([server.sweep(start + 120_000), server.sweep(start + 120_000)]);
    expect([a.ran, b.ran]).toEqual([true, false]);
  });

  it('refuses a second source of one slice, or of one order', () => {
    expect(() => timed.add(probe('probeEarly', 7))).toThrow(/twice/);
    expect(() => timed.add(probe('probeOther', 5))).toThrow(/order/);
  });
});
