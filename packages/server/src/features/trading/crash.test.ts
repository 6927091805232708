import type { ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../../db/open.ts';
import { exited, freePort, ok, processApi, startServerProcess } from '../../testing/serverProcess.ts';

/**
 * The trading crash test (modelled on funds/crash.test.ts): the real server as a child process on
 * a PGlite data folder with its background trading sweep running every half second, a stream of market and limit orders,
 * closes and cancels over HTTP, SIGKILL in the middle, a restart on the same folder; then the
 * ledger proves itself (positions included: every fill has its opening entry, every close its
 * close entry, frozen money matches the pending orders), retries of the calls in flight have at
 * most one effect, and no request id made two orders.
 */
const ADMIN_KEY = 'trading-crash-operator-key-Qm3Wx8Lp2Zr7Kt4V';
const INVITE = 'TRADECRASH';
const FUND_PASSWORD = '135790';

let dataDir = '';
/** Both runs' log lines: the sweep must never have failed. */
let logs = '';
const clockAnchor = Date.now();
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
      // Monday 11:00 in Amsterdam: the market trades whatever the real time is.
      CLOCK_START: '2026-11-23T10:00:00Z',
      // One shifted clock for both runs: the restart goes on from where the killed process was.
      CLOCK_ANCHOR: String(clockAnchor),
      // No sell lock, so that positions can be closed within the stream; the trading sweep every
      // half second, so that it runs amid the stream and the kill may meet it.
      SELL_LOCK: 'minute:0',
      SWEEP_MS: '500',
    },
    onStdout: (text) => (logs += text),
  });

type Call = { route: string; body: Record<string, unknown>; headers: Record<string, string> };

describe('trading crash safety', () => {
  it('survives SIGKILL amid orders and closes: the ledger verifies, one order per request id', async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'broker-trading-crash-'));
    const port = await freePort();
    const bootStarted = Date.now();
    child = await start(port);
    const bootMs = Date.now() - bootStarted;
    const api = processApi(port, ADMIN_KEY);
    const users = await Promise.all(
      Array.from({ length: 6 }, async (_, index) => {
        const account = `tcrash${index}_${randomUUID().slice(0, 6)}`;
        const session = ok(
          await api.post(
            'user/register',
            { account, password: 'Tulip-Canal-42', confirmPassword: 'Tulip-Canal-42', inviteCode: INVITE },
            {},
          ),
        );
        const headers = { token: session.data.token as string, account };
        // Every order asks the fund password.
        ok(
          await api.post(
            'user/fundPassword',
            { newFundPassword: FUND_PASSWORD, confirmPassword: FUND_PASSWORD },
            headers,
          ),
        );
        ok(
          await api.admin('account/adjustBalance', {
            requestId: randomUUID(),
            account,
            currency: 'EUR',
            amount: '50000',
            remark: 'crash test funding',
          }),
        );
        return {
          account,
          headers,
          open: [] as string[],
          pending: [] as string[],
        };
      }),
    );

    const last = new Map<string, Call>();
    const outcomes: Record<string, number> = {};
    let sent = 0;
    let stop = false;
    const userLoop = async (user: (typeof users)[number]) => {
      for (let step = 0; !stop; step += 1) {
        // An order, a close, a cancel, 750 ms apart: each path every 2.25 s, past the 2-s rule.
        if (step > 0) await new Promise((resolve) => setTimeout(resolve, 750));
        const kind = step % 3;
        const limit = step % 2 === 1;
        const quote =
          kind === 0 && limit
            ? await api.post('stock/quote', { stockIds: ['nl-INGA'] }, user.headers).catch(() => null)
            : null;
        if (stop || (kind === 0 && limit && !quote)) return;
        const positionId = kind === 1 ? user.open.shift() : kind === 2 ? user.pending.shift() : undefined;
        if (kind !== 0 && !positionId) continue;
        const call: Call =
          kind === 0
            ? {
                route: 'trade/order',
                headers: user.headers,
                body: {
                  requestId: randomUUID(),
                  stockId: 'nl-INGA',
                  direction: limit || step % 4 ? 'long' : 'short',
                  priceType: limit ? 'limit' : 'market',
                  ...(limit ? { price: (Number(quote!.data[0].price) * 0.99).toFixed(2) } : {}),
                  lots: 20,
                  fundPassword: FUND_PASSWORD,
                },
              }
            : {
                route: kind === 1 ? 'trade/close' : 'trade/cancel',
                headers: user.headers,
                body: { requestId: randomUUID(), positionId },
              };
        sent += 1;
        last.set(`${user.account}|${call.route}`, call);
        try {
          const reply = await api.post(call.route, call.body, call.headers);
          outcomes[`${call.route} ${reply.msg}`] = (outcomes[`${call.route} ${reply.msg}`] ?? 0) + 1;
          if (reply.status === 1 && call.route === 'trade/order') {
            (reply.data.status === 'pending' ? user.pending : user.open).push(reply.data.id);
          }
        } catch {
          return; // the server died
        }
      }
    };
    const loops = users.map(userLoop);
    await new Promise((resolve) => setTimeout(resolve, 5000));
    child.kill('SIGKILL');
    stop = true;
    await Promise.all(loops);
    await exited(child);
    expect(outcomes['trade/order success.trade.order'] ?? 0).toBeGreaterThan(0);
    expect(outcomes['trade/close success.trade.close'] ?? 0).toBeGreaterThan(0);

    const restartStarted = Date.now();
    child = await start(port);
    const restartMs = Date.now() - restartStarted;
    const verify = await api.admin('ledger/verify', {});
    expect(verify.data.problems).toEqual([]);
    expect(verify.data.ok).toBe(true);
    // Retries of each user's last calls (same request id and body): at most one effect. The 2-s
    // rule is per path, and the restart took longer than that: no wait is needed.
    for (const route of ['trade/order', 'trade/close', 'trade/cancel']) {
      const calls = [...last.values()].filter((call) => call.route === route);
      const replies = await Promise.all(calls.map((call) => api.post(call.route, call.body, call.headers)));
      for (const reply of replies)
        outcomes[`retry ${route} ${reply.msg}`] = (outcomes[`retry ${route} ${reply.msg}`] ?? 0) + 1;
    }
    const again = await api.admin('ledger/verify', {});
    expect(again.data).toMatchObject({ ok: true, problems: [] });
    expect(logs).not.toContain('trading sweep failed');
    console.info(
      `trading crash test: boot ${bootMs} ms, restart ${restartMs} ms, ${sent} calls, ledger ${again.data.entries} entries`,
      outcomes,
    );

    child.kill('SIGTERM');
    await exited(child);
    const database = await openDatabase({ dataDir });
    try {
      const duplicates = await database.db.execute(
        sql`select request_id from positions group by account_id, request_id having count(*) > 1`,
      );
      expect((duplicates as unknown as { rows: unknown[] }).rows).toEqual([]);
      const opened = await database.db.execute(sql`
        select p.id from positions p where p.opened_at is not null and
          (select count(*) from ledger_entries e where e.ref_id = p.id and e.type = 'tradeOpen') <> 1`);
      expect((opened as unknown as { rows: unknown[] }).rows).toEqual([]);
    } finally {
      await database.close();
    }
  }, 300_000);
});
