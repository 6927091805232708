import type { ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../../db/open.ts';
import { exited, freePort, ok, processApi, startServerProcess, type ProcessApi } from '../../testing/serverProcess.ts';
import { FUND_PASSWORD, jpeg } from '../../testing/funds.ts';

/**
 * The crash test: the real server as a child process on a PGlite data folder, a stream of
 * deposits (+ approvals), withdrawals (+ decisions) and exchanges over HTTP, SIGKILL in the
 * middle, a restart on the same folder; then the ledger proves itself and no record is
 * half-written, and retries of the calls that were in flight have at most one effect.
 */
const ADMIN_KEY = 'crash-test-operator-key-Vb7Kq2Xw9Lm4Pz8R';
const INVITE = 'CRASHTEST';

let dataDir = '';
let child: ChildProcess | undefined;

afterAll(async () => {
  if (child && child.exitCode === null) child.kill('SIGKILL');
  if (dataDir) await fs.rm(dataDir, { recursive: true, force: true });
});

const start = (port: number) =>
  startServerProcess({
    port,
    env: {
      DATA_DIR: dataDir,
      ADMIN_KEY,
      INVITE_CODE: INVITE,
      STATIC_DIR: path.join(dataDir, 'no-app'),
      // Monday 11:00 in Amsterdam: the funds hours are open whatever the real time is.
      CLOCK_START: '2026-11-23T10:00:00Z',
    },
  });

async function setUpUser(api: ProcessApi, index: number) {
  const account = `crash${index}_${randomUUID().slice(0, 6)}`;
  const session = ok(
    await api.post(
      'user/register',
      { account, password: 'Tulip-Canal-42', confirmPassword: 'Tulip-Canal-42', inviteCode: INVITE },
      {},
    ),
  );
  const headers = { token: session.data.token as string, account };
  const image = async (purpose: string) =>
    ok(await api.post('common/upload', { purpose, contentType: 'image/jpeg', data: jpeg }, headers)).data
      .path as string;
  ok(
    await api.post(
      'user/realName',
      { name: 'Crash Tester', frontImage: await image('idFront'), backImage: await image('idBack'), consent: true },
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
  const card = ok(
    await api.post(
      'card/add',
      {
        holderName: 'Crash Tester',
        cardNumber: `6222${String(index).padStart(4, '0')}${Date.now().toString().slice(-8)}`,
        bankName: 'ING',
      },
      headers,
    ),
  ).data;
  ok(
    await api.admin('account/adjustBalance', {
      requestId: randomUUID(),
      account,
      currency: 'USD',
      amount: '100000',
      remark: 'crash test funding',
    }),
  );
  return { account, headers, cardId: card.id as string, proofImage: await image('depositProof') };
}

type Call = { route: string; body: Record<string, unknown>; headers: Record<string, string> };

describe('crash safety', () => {
  it('survives SIGKILL mid-stream: the ledger verifies and no record is half-written', async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'broker-crash-'));
    const port = await freePort();
    const bootStarted = Date.now();
    child = await start(port);
    const bootMs = Date.now() - bootStarted;
    const api = processApi(port, ADMIN_KEY);
    const users = await Promise.all(Array.from({ length: 6 }, (_, index) => setUpUser(api, index)));

    // The stream: every user keeps depositing, withdrawing and exchanging; the operator decides.
    const sent: Call[] = [];
    const last = new Map<string, Call>();
    const outcomes: Record<string, number> = {};
    let stop = false;
    const userLoop = async (user: (typeof users)[number]) => {
      for (let step = 0; !stop; step += 1) {
        const kind = step % 3;
        const call: Call =
          kind === 0
            ? {
                route: 'funds/withdraw',
                headers: user.headers,
                body: {
                  requestId: randomUUID(),
                  method: 'card',
                  cardId: user.cardId,
                  currency: 'USD',
                  amount: '100.00',
                  fundPassword: FUND_PASSWORD,
                },
              }
            : kind === 1
              ? {
                  route: 'exchange/submit',
                  headers: user.headers,
                  body: { requestId: randomUUID(), from: 'USD', to: step % 2 ? 'EUR' : 'USDT', amount: '37.21' },
                }
              : {
                  route: 'funds/deposit',
                  headers: user.headers,
                  body: {
                    requestId: randomUUID(),
                    channelId: 'sepa-eur',
                    amount: '150.00',
                    proofImage: user.proofImage,
                  },
                };
        sent.push(call);
        last.set(`${user.account}|${call.route}`, call);
        try {
          const reply = await api.post(call.route, call.body, call.headers);
          outcomes[reply.msg] = (outcomes[reply.msg] ?? 0) + 1;
        } catch {
          return; // the server died
        }
      }
    };
    const operatorLoop = async () => {
      for (let step = 0; !stop; step += 1) {
        try {
          const entity = step % 2 ? 'deposit' : 'withdrawal';
          const list = await api.admin('review/list', { entity, size: 10 });
          for (const record of list.data?.items ?? []) {
            const decision = step % 3 === 0 ? 'reject' : 'approve';
            const reply = await api.admin('review/decide', {
              requestId: randomUUID(),
              entity,
              id: record.id,
              decision,
              remark: decision === 'reject' ? 'crash test' : undefined,
            });
            outcomes[`operator ${reply.msg}`] = (outcomes[`operator ${reply.msg}`] ?? 0) + 1;
          }
        } catch {
          return;
        }
      }
    };
    const loops = [...users.map(userLoop), operatorLoop(), operatorLoop()];
    await new Promise((resolve) => setTimeout(resolve, 4000));
    child.kill('SIGKILL');
    stop = true;
    await Promise.all(loops);
    await exited(child);
    expect(outcomes['success.funds.withdraw'] ?? 0).toBeGreaterThan(0);
    expect(outcomes['success.exchange.submit'] ?? 0).toBeGreaterThan(0);

    // Restart on the same folder.
    const restartStarted = Date.now();
    child = await start(port);
    const restartMs = Date.now() - restartStarted;
    const verify = await api.admin('ledger/verify', {});
    expect(verify.status).toBe(1);
    expect(verify.data.problems).toEqual([]);
    expect(verify.data.ok).toBe(true);

    // Retries of each user's last calls (same requestId and body; some were in flight at the
    // kill) have at most one effect. One route at a time, 2 s apart: the too-frequent rule.
    for (const route of ['funds/withdraw', 'exchange/submit', 'funds/deposit']) {
      const calls = [...last.values()].filter((call) => call.route === route);
      const replies = await Promise.all(calls.map((call) => api.post(call.route, call.body, call.headers)));
      for (const reply of replies) outcomes[`retry ${reply.msg}`] = (outcomes[`retry ${reply.msg}`] ?? 0) + 1;
      await new Promise((resolve) => setTimeout(resolve, 2100));
    }
    const again = await api.admin('ledger/verify', {});
    expect(again.data).toMatchObject({ ok: true, problems: [] });
    console.info(
      `crash test: boot ${bootMs} ms, restart ${restartMs} ms, ${sent.length} calls, ledger ${again.data.entries} entries`,
      outcomes,
    );

    // Stop cleanly, then look inside: one record per requestId, both legs of every exchange.
    child.kill('SIGTERM');
    await exited(child);
    const database = await openDatabase({ dataDir });
    try {
      const duplicates = await database.db.execute(sql`
          select request_id from withdrawals group by account_id, request_id having count(*) > 1
          union all select request_id from exchanges group by account_id, request_id having count(*) > 1
          union all select request_id from deposits group by account_id, request_id having count(*) > 1`);
      expect((duplicates as unknown as { rows: unknown[] }).rows).toEqual([]);
      const legs = await database.db.execute(sql`
          select x.id from exchanges x where (select count(*) from ledger_entries e where e.ref_id = x.id) <> 2`);
      expect((legs as unknown as { rows: unknown[] }).rows).toEqual([]);
      const frozenWithoutFreeze = await database.db.execute(sql`
          select w.id from withdrawals w where not exists
            (select 1 from ledger_entries e where e.ref_id = w.id and e.type = 'freeze')`);
      expect((frozenWithoutFreeze as unknown as { rows: unknown[] }).rows).toEqual([]);
    } finally {
      await database.close();
    }
  }, 300_000);
});
