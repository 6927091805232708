import type { ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FUND_PASSWORD, jpeg } from '../testing/funds.ts';
import { freePort, ok, processApi, startServerProcess, type ProcessApi as Api } from '../testing/serverProcess.ts';
import { scratchDatabase, type ScratchDatabase } from '../testing/scratchDatabase.ts';

/**
 * Scale-out (issue #16): two server processes on one PostgreSQL, calls split across both. What
 * must hold across processes lives in the database, so: 50 concurrent withdrawals never overdraw
 * one balance, 20 copies of one request id have one effect, the fund-password brake holds across
 * both, and when one process is killed (SIGKILL) mid-stream the other keeps serving and the
 * ledger verifies. Runs in `npm test`'s PostgreSQL step (TEST_DATABASE_URL); skipped on PGlite.
 */
const serverUrl = process.env.TEST_DATABASE_URL;
if (!serverUrl)
  console.info('scaleOut.test.ts: skipped — needs PostgreSQL (TEST_DATABASE_URL, scripts/with-postgres.ts)');

const ADMIN_KEY = randomBytes(32).toString('base64url');
const INVITE = 'SCALEOUT';
// One clock for both processes: Monday 11:00 in Amsterdam, when the funds hours are open.
const CLOCK = { CLOCK_START: '2026-11-23T10:00:00Z', CLOCK_ANCHOR: String(Date.now()) };

let dataDir = '';
let scratch: ScratchDatabase | undefined;
const processes: ChildProcess[] = [];
let a: Api;
let b: Api;

async function startProcess(databaseUrl: string): Promise<{ proc: ChildProcess; api: Api }> {
  const port = await freePort();
  const proc = await startServerProcess({
    port,
    env: {
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      ADMIN_KEY,
      INVITE_CODE: INVITE,
      CARD_KEY: 'a1'.repeat(32),
      STATIC_DIR: path.join(dataDir, 'no-app'),
      ...CLOCK,
    },
  });
  processes.push(proc);
  return { proc, api: processApi(port, ADMIN_KEY) };
}

const twoSeconds = () => new Promise((resolve) => setTimeout(resolve, 2100));

/** A verified user with a fund password, a card and `funds` USD, set up through `api`. */
async function fundedUser(api: Api, funds: string) {
  const account = `scale_${randomUUID().slice(0, 8)}`;
  const session = ok(
    await api.post('user/register', {
      account,
      password: 'Tulip-Canal-42',
      confirmPassword: 'Tulip-Canal-42',
      inviteCode: INVITE,
    }),
  );
  const headers = { token: session.data.token as string, account };
  const image = async (purpose: string) =>
    ok(await api.post('common/upload', { purpose, contentType: 'image/jpeg', data: jpeg }, headers)).data
      .path as string;
  ok(
    await api.post(
      'user/realName',
      { name: 'Scale Tester', frontImage: await image('idFront'), backImage: await image('idBack'), consent: true },
      headers,
    ),
  );
  ok(
    await api.admin('review/decide', {
      requestId: randomUUID(),
      entity: 'realName',
      id: session.data.id,
      decision: 'approve',
    }),
  );
  ok(await api.post('user/fundPassword', { newFundPassword: FUND_PASSWORD, confirmPassword: FUND_PASSWORD }, headers));
  const cardNumber = `62${Date.now().toString().slice(-10)}${Math.floor(Math.random() * 1e6)
    .toString()
    .padStart(6, '0')}`;
  const card = ok(await api.post('card/add', { holderName: 'Scale Tester', cardNumber, bankName: 'ING' }, headers));
  if (funds !== '0') {
    ok(
      await api.admin('account/adjustBalance', {
        requestId: randomUUID(),
        account,
        currency: 'USD',
        amount: funds,
        remark: 'test',
      }),
    );
  }
  return { account, headers, cardId: card.data.id as string };
}

const withdrawal = (
  api: Api,
  user: { headers: Record<string, string>; cardId: string },
  extra: Record<string, unknown> = {},
) =>
  api.post(
    'funds/withdraw',
    {
      requestId: randomUUID(),
      method: 'card',
      currency: 'USD',
      amount: '100.00',
      cardId: user.cardId,
      fundPassword: FUND_PASSWORD,
      ...extra,
    },
    user.headers,
  );

async function ledgerOk(api: Api) {
  const reply = await api.admin('ledger/verify', {});
  expect(reply, JSON.stringify(reply)).toMatchObject({ status: 1, data: { ok: true } });
}

describe.skipIf(!serverUrl)('two processes on one PostgreSQL', () => {
  beforeAll(async () => {
    scratch = await scratchDatabase(serverUrl!, 'broker_scale');
    const url = scratch.url;
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'broker-scale-'));
    // The first start runs the migrations; the second joins the same database.
    a = (await startProcess(url)).api;
    b = (await startProcess(url)).api;
  }, 240_000);

  afterAll(async () => {
    for (const proc of processes) if (proc.exitCode === null && proc.signalCode === null) proc.kill('SIGKILL');
    await Promise.all(
      processes.map(
        (proc) =>
          new Promise((resolve) =>
            proc.exitCode !== null || proc.signalCode !== null ? resolve(null) : proc.once('exit', resolve),
          ),
      ),
    );
    if (dataDir) await fs.rm(dataDir, { recursive: true, force: true });
    await scratch?.drop();
  });

  it('50 concurrent withdrawals against one balance, split across both, never overdraw it', async () => {
    const user = await fundedUser(a, '300');
    const counts: Record<string, number> = {};
    for (let wave = 0; wave < 4; wave += 1) {
      if (wave > 0) await twoSeconds();
      const replies = await Promise.all(Array.from({ length: 50 }, (_, index) => withdrawal(index % 2 ? b : a, user)));
      for (const reply of replies) counts[reply.msg] = (counts[reply.msg] ?? 0) + 1;
    }
    // The 2-s rule holds across both processes (one success a wave at most), the balance too.
    expect(counts['success.funds.withdraw']).toBe(3);
    expect(
      Object.keys(counts).every((msg) =>
        [
          'success.funds.withdraw',
          'error.request.tooFrequent',
          'error.funds.busy',
          'error.balance.availableInsufficient',
        ].includes(msg),
      ),
      JSON.stringify(counts),
    ).toBe(true);
    const info = await b.post('user/info', { currency: 'USD' }, user.headers);
    expect(info.data.wallet).toMatchObject({ balance: '300.00', frozen: '300.00', available: '0.00' });
    await ledgerOk(a);
  }, 60_000);

  it('20 copies of one request id, split across both, have one effect', async () => {
    const user = await fundedUser(b, '500');
    const requestId = randomUUID();
    const replies = await Promise.all(
      Array.from({ length: 20 }, (_, index) => withdrawal(index % 2 ? a : b, user, { requestId })),
    );
    expect(
      replies.every((reply) => reply.status === 1),
      JSON.stringify(replies.find((reply) => reply.status !== 1)),
    ).toBe(true);
    expect(new Set(replies.map((reply) => reply.data.id)).size).toBe(1);
    const info = await a.post('user/info', { currency: 'USD' }, user.headers);
    expect(info.data.wallet).toMatchObject({ balance: '500.00', frozen: '100.00' });
  }, 60_000);

  it('the fund-password brake holds across both processes', async () => {
    const user = await fundedUser(a, '0');
    const guesses = await Promise.all(
      Array.from({ length: 40 }, (_, index) =>
        (index % 2 ? a : b).post(
          'user/fundPassword',
          { oldFundPassword: String(100000 + index), newFundPassword: '246801', confirmPassword: '246801' },
          user.headers,
        ),
      ),
    );
    const wrong = guesses.filter((reply) => reply.msg === 'error.fundPassword.wrong').length;
    const braked = guesses.filter((reply) => reply.msg === 'error.request.tooFrequent').length;
    expect(wrong + braked).toBe(40);
    expect(wrong).toBeLessThanOrEqual(6);
    for (const api of [a, b]) {
      const right = await api.post(
        'user/fundPassword',
        { oldFundPassword: FUND_PASSWORD, newFundPassword: '246801', confirmPassword: '246801' },
        user.headers,
      );
      expect(right.msg).toBe('error.request.tooFrequent');
    }
  }, 60_000);

  it('when one process is killed mid-stream, the other keeps serving and the ledger verifies', async () => {
    const users = await Promise.all([fundedUser(a, '1000'), fundedUser(a, '1000'), fundedUser(b, '1000')]);
    const [, victim] = processes;
    const stream = Promise.all(
      Array.from({ length: 30 }, async (_, index) => {
        const user = users[index % users.length]!;
        await new Promise((resolve) => setTimeout(resolve, index * 15));
        return withdrawal(index % 2 ? b : a, user, { amount: '10.00' }).catch(() => null);
      }),
    );
    await new Promise((resolve) => setTimeout(resolve, 150));
    victim!.kill('SIGKILL');
    await stream;
    // The survivor serves new users and old ones, and the books balance.
    const after = await fundedUser(a, '200');
    await twoSeconds();
    expect((await withdrawal(a, after)).msg).toBe('success.funds.withdraw');
    for (const user of users) {
      const info = await a.post('user/info', { currency: 'USD' }, user.headers);
      expect(info.status).toBe(1);
      expect(info.data.wallet.balance).toBe('1000.00');
    }
    await ledgerOk(a);
  }, 90_000);
});
