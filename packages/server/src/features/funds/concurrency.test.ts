import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { exchanges, withdrawals } from '../../db/schema.ts';
import { startTestServer, type TestServer } from '../../testing/testServer.ts';
import { expectLedgerOk, fundedUser, tick, upload, wallet, withdraw } from '../../testing/funds.ts';
import { exchangeReceived } from '@broker/domain';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ now: '2026-11-23T10:00:00Z' });
});
afterAll(async () => {
  if (server) await expectLedgerOk(server);
  await server?.close();
});

const refusals = new Set([
  'error.funds.busy',
  'error.request.tooFrequent',
  'error.balance.insufficient',
  'error.balance.availableInsufficient',
]);

function tally(replies: { body: { status: number; msg: string } }[]) {
  const counts: Record<string, number> = {};
  for (const { body } of replies) counts[body.msg] = (counts[body.msg] ?? 0) + 1;
  return counts;
}

describe('one balance, many concurrent calls', () => {
  it('50 concurrent withdrawals, in waves, never overdraw the balance', async () => {
    const { user, card } = await fundedUser(server, '1000');
    const started = performance.now();
    const first = await Promise.all(
      Array.from({ length: 50 }, () => withdraw(server, user, { cardId: card.id, amount: '100.00' })),
    );
    const firstMs = performance.now() - started;
    for (const { body } of first) {
      expect(body.status === 1 || refusals.has(body.msg), JSON.stringify(body)).toBe(true);
    }
    console.info(`50 concurrent withdrawals: ${Math.round(firstMs)} ms`, tally(first));
    // More waves past the 2-s rule, 50 requests each, until the balance is exhausted and beyond.
    const replies = [...first];
    for (let wave = 0; wave < 12; wave += 1) {
      tick(server);
      replies.push(
        ...(await Promise.all(
          Array.from({ length: 50 }, () => withdraw(server, user, { cardId: card.id, amount: '100.00' })),
        )),
      );
    }
    const counts = tally(replies);
    for (const { body } of replies) expect(body.status === 1 || refusals.has(body.msg)).toBe(true);
    expect(counts['success.funds.withdraw']).toBe(10);
    expect(counts['error.balance.availableInsufficient']).toBeGreaterThan(0);
    expect(await wallet(server, user)).toMatchObject({ balance: '1000.00', frozen: '1000.00', available: '0.00' });
    const rows = await server.database.db.select().from(withdrawals).where(eq(withdrawals.accountId, user.id));
    expect(rows).toHaveLength(10);
    console.info(`13 waves × 50 withdrawals: ${Math.round(performance.now() - started)} ms`, counts);
  });

  it('50 concurrent operator debits are serialised: exactly as many succeed as the balance allows', async () => {
    const { user } = await fundedUser(server, '1000');
    const started = performance.now();
    const replies = await Promise.all(
      Array.from({ length: 50 }, () =>
        server.admin('account/adjustBalance', {
          requestId: randomUUID(),
          account: user.account,
          currency: 'USD',
          amount: '-30',
          remark: 'fee correction',
        }),
      ),
    );
    const counts = tally(replies);
    console.info(`50 concurrent operator debits: ${Math.round(performance.now() - started)} ms`, counts);
    expect(counts['success.admin.account.adjustBalance']).toBe(33);
    expect(counts['error.balance.insufficient']).toBe(17);
    expect(await wallet(server, user)).toMatchObject({ balance: '10.00', available: '10.00' });
  });

  it('concurrent funds calls of one account on different paths: one at a time, the others funds.busy', async () => {
    const { user, card } = await fundedUser(server, '5000');
    const proofImage = await upload(server, user, 'depositProof');
    let busy = 0;
    let successes = 0;
    for (let round = 0; round < 5 && busy === 0; round += 1) {
      tick(server);
      const replies = await Promise.all([
        withdraw(server, user, { cardId: card.id, amount: '100.00' }),
        server.post(
          'exchange/submit',
          { requestId: randomUUID(), from: 'USD', to: 'USDT', amount: '100.00' },
          user.headers,
        ),
        server.post(
          'funds/deposit',
          { requestId: randomUUID(), channelId: 'usdt-trc20', amount: '100', proofImage },
          user.headers,
        ),
        withdraw(server, user, { cardId: card.id, amount: '100.00' }),
      ]);
      for (const { body } of replies) {
        expect(
          body.status === 1 ||
            ['error.funds.busy', 'error.request.tooFrequent', 'error.deposit.pendingExists'].includes(body.msg),
          JSON.stringify(body),
        ).toBe(true);
        if (body.msg === 'error.funds.busy') busy += 1;
        if (body.status === 1) successes += 1;
      }
    }
    expect(busy).toBeGreaterThan(0);
    expect(successes).toBeGreaterThan(0);
  });
});

describe('the same requestId sent 20 times at once', () => {
  it('withdraws once and answers all 20 alike', async () => {
    const { user, card } = await fundedUser(server, '1000');
    tick(server);
    const body = { requestId: randomUUID(), cardId: card.id, amount: '250.00' };
    const started = performance.now();
    const replies = await Promise.all(Array.from({ length: 20 }, () => withdraw(server, user, body)));
    console.info(`20 × one requestId: ${Math.round(performance.now() - started)} ms`);
    for (const reply of replies) expect(reply.body).toEqual(replies[0]?.body);
    expect(replies[0]?.body.status).toBe(1);
    expect(await wallet(server, user)).toMatchObject({ balance: '1000.00', frozen: '250.00' });
    expect(await server.database.db.select().from(withdrawals).where(eq(withdrawals.accountId, user.id))).toHaveLength(
      1,
    );
  });

  it('exchanges once', async () => {
    const { user } = await fundedUser(server, '1000');
    tick(server);
    // The rate of this minute (the fx market's): every reply is the one exchange at it.
    const rates = (await server.post('exchange/rates', {}, user.headers)).body.data;
    const eur = rates.items.find((item: { currency: string }) => item.currency === 'EUR').rate as string;
    const received = exchangeReceived('100.00', '1', eur, '0.10', 'EUR');
    const body = { requestId: randomUUID(), from: 'USD', to: 'EUR', amount: '100.00', ratesAt: rates.updatedAt };
    const replies = await Promise.all(
      Array.from({ length: 20 }, () => server.post('exchange/submit', body, user.headers)),
    );
    for (const reply of replies) expect(reply.body).toEqual(replies[0]?.body);
    expect(replies[0]?.body).toMatchObject({ status: 1, data: { received } });
    expect(await wallet(server, user, 'USD')).toMatchObject({ balance: '900.00' });
    expect(await wallet(server, user, 'EUR')).toMatchObject({ balance: received });
    expect(await server.database.db.select().from(exchanges).where(eq(exchanges.accountId, user.id))).toHaveLength(1);
  });

  it('approves a deposit once', async () => {
    const { user } = await fundedUser(server, '0');
    tick(server);
    const proofImage = await upload(server, user, 'depositProof');
    const deposit = await server.post(
      'funds/deposit',
      { requestId: randomUUID(), channelId: 'sepa-eur', amount: '400.00', proofImage },
      user.headers,
    );
    const decision = { requestId: randomUUID(), entity: 'deposit', id: deposit.body.data.id, decision: 'approve' };
    const replies = await Promise.all(Array.from({ length: 20 }, () => server.admin('review/decide', decision)));
    for (const reply of replies) expect(reply.body).toEqual(replies[0]?.body);
    expect(await wallet(server, user, 'EUR')).toMatchObject({ balance: '400.00' });
  });
});
