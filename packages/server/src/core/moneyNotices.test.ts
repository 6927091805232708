import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addCard,
  adjust,
  randomCardNumber,
  setFundPassword,
  tick,
  upload,
  verifyRealName,
  withdraw,
} from '../testing/funds.ts';
import { startTestServer, type TestServer, type TestUser } from '../testing/testServer.ts';
import { activateMargin, trader } from '../testing/trading.ts';

/**
 * Every event that moves or blocks a user's money tells them (issue #26): the identity check, a
 * deposit, a withdrawal, margin — each a notice in `user/notice`, by kind and parameters, written
 * in the transaction of the event. (Trading's stop-out and the new shares' events: their slices'
 * tests.)
 */
const INSIDE = '2026-11-23T10:00:00Z';
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ now: INSIDE });
});
afterAll(async () => {
  await server?.close();
});

const told = async (user: TestUser) =>
  ((await server.post('user/notice', {}, user.headers)).body.data as { kind?: string; params?: object }[]).filter(
    (notice) => notice.kind,
  );

const decide = (entity: string, id: string, decision: 'approve' | 'reject', remark?: string) =>
  server.admin('review/decide', { requestId: randomUUID(), entity, id, decision, ...(remark ? { remark } : {}) });

describe('notices of money', () => {
  it('the identity check: approved, or rejected with the operator’s reason', async () => {
    const approved = await server.register('notice');
    await verifyRealName(server, approved);
    expect(await told(approved)).toEqual([expect.objectContaining({ kind: 'realNameApproved', params: {} })]);

    const rejected = await server.register('notice');
    const [frontImage, backImage] = [
      await upload(server, rejected, 'idFront'),
      await upload(server, rejected, 'idBack'),
    ];
    await server.post('user/realName', { name: 'Test Person', frontImage, backImage, consent: true }, rejected.headers);
    expect((await decide('realName', rejected.id, 'reject', 'De foto is onscherp')).body.status).toBe(1);
    expect(await told(rejected)).toEqual([
      expect.objectContaining({ kind: 'realNameRejected', params: { reason: 'De foto is onscherp' } }),
    ]);
  });

  it('a deposit credited or rejected, a withdrawal paid or rejected, with their amounts', async () => {
    const user = await server.register('notice');
    await verifyRealName(server, user);
    await setFundPassword(server, user);
    const card = await addCard(server, user, randomCardNumber());
    const deposit = async (amount: string) => {
      tick(server);
      const proofImage = await upload(server, user, 'depositProof');
      const reply = await server.post(
        'funds/deposit',
        { requestId: randomUUID(), channelId: 'sepa-eur', amount, proofImage },
        user.headers,
      );
      expect(reply.body.status, JSON.stringify(reply.body)).toBe(1);
      return reply.body.data as { id: string; orderNo: string };
    };
    const credited = await deposit('250.00');
    await decide('deposit', credited.id, 'approve');
    const refused = await deposit('300.00');
    await decide('deposit', refused.id, 'reject', 'Geen betaling ontvangen');

    await adjust(server, user, 'USD', '1000');
    tick(server);
    const paidOut = (await withdraw(server, user, { cardId: card.id, amount: '150' })).body.data;
    await decide('withdrawal', paidOut.id, 'approve');
    tick(server);
    const kept = (await withdraw(server, user, { cardId: card.id, amount: '120' })).body.data;
    await decide('withdrawal', kept.id, 'reject', 'Rekening klopt niet');

    const byKind = Object.fromEntries((await told(user)).map((notice) => [notice.kind, notice.params]));
    expect(byKind).toMatchObject({
      depositCredited: { orderNo: credited.orderNo, amount: '250.00', currency: 'EUR' },
      depositRejected: {
        orderNo: refused.orderNo,
        amount: '300.00',
        currency: 'EUR',
        reason: 'Geen betaling ontvangen',
      },
      withdrawalPaid: { orderNo: paidOut.orderNo, amount: '150.00', currency: 'USD' },
      withdrawalRejected: { orderNo: kept.orderNo, amount: '120.00', currency: 'USD', reason: 'Rekening klopt niet' },
    });
  });

  it('margin approved, and ended by the broker', async () => {
    const user = await trader(server, '1000', { verified: true });
    await activateMargin(server, user);
    expect((await server.admin('margin/end', { account: user.account })).body.status).toBe(1);
    const kinds = (await told(user)).map((notice) => notice.kind);
    expect(kinds).toContain('marginApproved');
    expect(kinds).toContain('marginEnded');
  });
});
