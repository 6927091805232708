import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { add, compare, mul, roundMoney, sub, sum } from '@broker/domain';
import { expectLedgerOk } from '../../testing/funds.ts';
import { startTestServer, type TestServer } from '../../testing/testServer.ts';
import { activateMargin, closeOf, placed, position, relogin, trader } from '../../testing/trading.ts';

/**
 * One truth about the account's money (issue #26): `user/summary` is computed once from the ledger
 * and the positions, and agrees with the wallets (`user/info`), the positions' own figures and
 * the ledger to the cent, in the base currency (EUR for dutch) with USD converted at the
 * exchange's rates.
 */
const MONDAY = '2026-11-23T10:00:00Z';
const TUESDAY = '2026-11-24T10:00:00Z';
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ now: MONDAY });
});
afterAll(async () => {
  if (server) await expectLedgerOk(server);
  await server?.close();
});

describe('user/summary', () => {
  it('agrees with the wallets, the positions and the ledger', async () => {
    const user = await trader(server, '20000', { verified: true });
    await activateMargin(server, user);
    const plain = await placed(server, user, { stockId: 'nl-INGA', lots: 100 });
    const leveraged = await placed(server, user, { stockId: 'nl-ASML', lots: 10, leverage: 5 });

    // Tuesday: the sell lock has run out; the 1× position is sold.
    server.clock.set(TUESDAY);
    await relogin(server, user);
    const closed = await closeOf(server, user, plain.id);
    expect(closed.body.data.status).toBe('closed');

    const summary = (await server.post('user/summary', {}, user.headers)).body.data;
    const info = (await server.post('user/info', { currency: 'EUR' }, user.headers)).body.data;
    const open = await position(server, user, leveraged.id);
    const eur = summary.currencies.find((item: { currency: string }) => item.currency === 'EUR');
    const usd = summary.currencies.find((item: { currency: string }) => item.currency === 'USD');

    expect(summary.baseCurrency).toBe('EUR');
    expect(summary.currencies[0].currency).toBe('EUR');
    // The wallet and the summary: the same balance, frozen, available and total.
    expect(eur).toMatchObject({
      balance: info.wallet.balance,
      frozen: info.wallet.frozen,
      available: info.wallet.available,
      equity: info.wallet.totalAssets,
    });
    // The open position: its P&L and its borrowed part, as its own screen shows them.
    expect(eur.openPnl).toBe(open.profit);
    expect(eur.borrowed).toBe(open.receipt.borrowed);
    expect(compare(eur.borrowed, 0)).toBeGreaterThan(0);
    // The realised result is what the closed position did to the balance, after every cost: the
    // balance is the start, plus it, less what the open position took (its margin and fee).
    expect(eur.realisedToday).toBe(eur.realisedTotal);
    expect(eur.balance).toBe(roundMoney(sub(add('20000', eur.realisedTotal), sum([open.margin, open.fee])), 'EUR'));
    const closedView = await position(server, user, plain.id);
    expect(eur.realisedTotal).toBe(
      roundMoney(sub(closedView.settlement.net, sum([closedView.fee, closedView.margin])), 'EUR'),
    );
    // The total in euros: the euros, and the dollars at the exchange's rate.
    expect(usd).toMatchObject({ balance: '20000.00', rate: expect.stringMatching(/^\d+\.\d{8}$/) });
    expect(summary.total.equity).toBe(roundMoney(add(eur.equity, roundMoney(mul(usd.equity, usd.rate), 'EUR')), 'EUR'));
    expect(summary.missing).toEqual([]);
  });
});
