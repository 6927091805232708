import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { adminEndpoints, endpoints, type EndpointDefinition } from '@broker/contract';
import { isErrorKey } from '@broker/domain';
import { sqlRows } from '../lib/sqlRows.ts';
import { expectLedgerOk, fundedUser } from '../testing/funds.ts';
import { arbitraryOf, hostileBodyOf } from '../testing/zodArbitrary.ts';
import { startTestServer, type Reply, type TestServer } from '../testing/testServer.ts';

/**
 * The fuzz test of every endpoint (issue #16): bodies made from each endpoint's contract schema —
 * plausible ones and hostile ones (control characters, bidi overrides, huge numbers, deep
 * nesting, wrong types) — sent as a signed-in user or an operator. Never an HTTP 500 or
 * `system.busy`; every refusal an api.md error key, a validation refusal with its field; no
 * state change on a refusal; the ledger verifies after the run. A fixed seed and a few bodies
 * per endpoint keep it to a few seconds per group.
 */
let server: TestServer;
let headers: Record<string, string>;
let business: string[] = [];

/** Tables that change on refusals by design: brakes, throttles, audits, sessions' last use. */
const bookkeeping = new Set([
  'idempotency_keys',
  'request_marks',
  'attempt_counters',
  'rate_windows',
  'account_locks',
  'admin_audit',
  'sessions',
  '__drizzle_migrations',
]);
/** The notice of a secret's lock-out is the one change a refusal makes on purpose. */
const noticeAnswers = new Set(['error.fundPassword.wrong', 'error.channel.passwordWrong']);
const noticeTables = new Set(['support_messages', 'support_conversations']);
/** Endpoints the fuzzer leaves out of its plausible run: a stream that never ends, and ends of its own session. */
const notFuzzed = new Set(['stock/stream', 'user/logout', 'user/sessionEnd']);

beforeAll(async () => {
  server = await startTestServer();
  const { user } = await fundedUser(server, '1000', 'fuzz');
  headers = user.headers;
  const tables = await sqlRows<{ table_name: string }>(
    server.database.db,
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
  );
  business = tables
    .map((row) => row.table_name)
    .filter((name) => !bookkeeping.has(name))
    .sort();
}, 60_000);
afterAll(async () => {
  if (server) await expectLedgerOk(server);
  await server?.close();
});

/** Row counts of every business table, and a digest of accounts and wallets (their updates). */
async function fingerprint(): Promise<Record<string, string>> {
  const parts = business.map((name) => sql`${name}::text, (select count(*) from ${sql.identifier(name)})::text`);
  const [row] = await sqlRows<{ counts: Record<string, string>; accounts: string; wallets: string }>(
    server.database.db,
    sql`select json_build_object(${sql.join(parts, sql`, `)}) as counts,
      (select md5(coalesce(string_agg(a::text, ',' order by a.id), '')) from accounts a) as accounts,
      (select md5(coalesce(string_agg(w::text, ',' order by w.account_id, w.currency), '')) from wallets w) as wallets`,
  );
  return { ...row!.counts, accounts: row!.accounts, wallets: row!.wallets };
}

const without = (state: Record<string, string>, tables: Set<string>) =>
  Object.fromEntries(Object.entries(state).filter(([name]) => !tables.has(name)));

async function send(kind: 'user' | 'admin', path: string, body: unknown): Promise<Reply> {
  return kind === 'user'
    ? server.post(path, JSON.stringify(body) ?? 'null', headers)
    : server.admin(path, JSON.stringify(body) ?? 'null');
}

function expectWellRefused(path: string, body: unknown, reply: Reply) {
  const shown = `${path} ${JSON.stringify(body)?.slice(0, 300)} → ${reply.http} ${JSON.stringify(reply.body)}`;
  expect(reply.http, shown).toBeLessThan(500);
  expect(reply.body?.msg, shown).not.toBe('error.system.busy');
  if (reply.body?.status === 1) return;
  expect(isErrorKey(reply.body?.msg), shown).toBe(true);
  if (String(reply.body.msg).startsWith('error.validation.'))
    expect(reply.body.data?.field, shown).toBeTypeOf('string');
}

async function fuzz(kind: 'user' | 'admin', path: string, definition: EndpointDefinition, seed: number) {
  const plausible = fc.sample(arbitraryOf(definition.request), { numRuns: 6, seed });
  const hostile = fc.sample(hostileBodyOf(definition.request), { numRuns: 10, seed: seed + 1 });
  for (const body of notFuzzed.has(path) ? hostile : [...plausible, ...hostile]) {
    const before = await fingerprint();
    const reply = await send(kind, path, body);
    expectWellRefused(path, body, reply);
    if (reply.body?.status === 1) continue;
    const after = await fingerprint();
    const ignored = noticeAnswers.has(reply.body.msg) ? noticeTables : new Set<string>();
    expect(
      without(after, ignored),
      `${path} changed state on ${reply.body.msg}: ${JSON.stringify(body)?.slice(0, 300)}`,
    ).toEqual(without(before, ignored));
  }
}

const groupOf = (path: string) => path.split('/')[0]!;
// By hand rather than Map.groupBy, which the ES2023 lib of the server's tsconfig does not know.
const userGroups = new Map<string, string[]>();
for (const path of Object.keys(endpoints))
  userGroups.set(groupOf(path), [...(userGroups.get(groupOf(path)) ?? []), path]);
const adminPaths = Object.keys(adminEndpoints);
const seedOf = (path: string) => [...path].reduce((hash, char) => (hash * 31 + char.charCodeAt(0)) | 0, 7);

describe('every endpoint, fuzzed from its contract schema', () => {
  for (const [group, paths] of userGroups) {
    it(`${group}/*`, async () => {
      for (const path of paths) await fuzz('user', path, endpoints[path as keyof typeof endpoints], seedOf(path));
    }, 60_000);
  }
  it('the operator API', async () => {
    for (const path of adminPaths)
      await fuzz('admin', path, adminEndpoints[path as keyof typeof adminEndpoints], seedOf(path));
  }, 120_000);
});
