import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { bankCards, wallets } from '../../db/schema.ts';
import { startTestServer, type TestServer, type TestUser } from '../../testing/testServer.ts';
import {
  adjust,
  addCard,
  expectLedgerOk,
  fundedUser,
  randomCardNumber,
  setFundPassword,
  tick,
  upload,
  verifyRealName,
  wallet,
  withdraw,
} from '../../testing/funds.ts';
import { crossRate, div, exchangeFee, exchangeReceived, sub } from '@broker/domain';
import { SEEDED_CHANNEL_PASSWORD } from './seed.ts';
import { rateText } from './views.ts';

let server: TestServer;
// Monday 23 November 2026, 11:00 in Amsterdam: inside the 08:30–22:00 funds window.
const INSIDE = '2026-11-23T10:00:00Z';

beforeAll(async () => {
  server = await startTestServer({ now: INSIDE });
});
afterAll(async () => {
  if (server) await expectLedgerOk(server);
  await server?.close();
});

const fail = (msg: string, data: unknown = null) => ({ status: 0, msg, data });
const window = { days: [1, 2, 3, 4, 5, 6, 7], open: '08:30', close: '22:00', timeZone: 'Europe/Amsterdam' };

async function restrict(user: TestUser, restrictions: string[]) {
  const reply = await server.admin('account/update', { account: user.account, restrictions });
  expect(reply.body.status).toBe(1);
}

describe('card/add and card/list', () => {
  it('adds a card, masks the number and never returns it', async () => {
    const user = await server.register();
    const reply = await server.post(
      'card/add',
      { holderName: ' Eva Smit ', cardNumber: '6222 0212 3456 7890', bankName: 'ING', branchName: 'Zuidas' },
      user.headers,
    );
    expect(reply.body).toMatchObject({
      status: 1,
      msg: 'success.card.add',
      data: { holderName: 'Eva Smit', cardNumberMasked: '6222****7890', bankName: 'ING', branchName: 'Zuidas' },
    });
    expect(JSON.stringify(reply.body)).not.toContain('62220212');
    const list = await server.post('card/list', {}, user.headers);
    expect(list.body.data).toMatchObject({ total: 1, page: 1, size: 20 });
    expect(list.body.data.items[0].id).toBe(reply.body.data.id);
    expect(JSON.stringify(list.body)).not.toContain('0212345');
    // At rest: encrypted, not in clear.
    const [row] = await server.database.db.select().from(bankCards).where(eq(bankCards.id, reply.body.data.id));
    expect(row?.cardNumberEncrypted).not.toContain('6222021234567890');
  });

  it('binds a card number to one account: card.exists for anyone else and for a repeat', async () => {
    const first = await server.register();
    const second = await server.register();
    const number = randomCardNumber();
    await addCard(server, first, number);
    const card = { holderName: 'X', cardNumber: number, bankName: 'ING' };
    expect((await server.post('card/add', card, second.headers)).body).toEqual(fail('error.card.exists'));
    expect((await server.post('card/add', card, first.headers)).body).toEqual(fail('error.card.exists'));
    expect((await server.post('card/list', {}, second.headers)).body.data.total).toBe(0);
  });

  it('validates the fields', async () => {
    const user = await server.register();
    expect(
      (await server.post('card/add', { holderName: 'A', cardNumber: '12ab', bankName: 'B' }, user.headers)).body,
    ).toEqual(fail('error.validation.invalid', { field: 'cardNumber', rule: 'format' }));
    expect(
      (await server.post('card/add', { holderName: '', cardNumber: '12345678', bankName: 'B' }, user.headers)).body,
    ).toEqual(fail('error.validation.required', { field: 'holderName' }));
    expect((await server.post('card/add', {}, user.headers)).body.msg).toBe('error.validation.required');
    expect((await server.post('card/list', {})).http).toBe(401);
  });
});

describe('wallet/add and wallet/list', () => {
  const trc = 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE';
  const erc = '0x52908400098527886E0F7030069857D2E4169EE7';

  it('adds addresses with the default network, refuses duplicates and bad formats', async () => {
    const user = await server.register();
    const qrImage = await upload(server, user, 'walletQr');
    const added = await server.post('wallet/add', { walletType: 'USDT', address: trc, qrImage }, user.headers);
    expect(added.body).toMatchObject({
      status: 1,
      msg: 'success.wallet.add',
      data: { walletType: 'USDT', network: 'TRC20', address: trc },
    });
    expect(added.body.data.qrImage).toMatch(/^\/uploads\/walletQr\/.+\?exp=\d+&sig=/);
    expect((await server.post('wallet/add', { walletType: 'USDT', address: trc }, user.headers)).body).toEqual(
      fail('error.wallet.exists'),
    );
    // The same address for another type or network is another wallet.
    expect(
      (await server.post('wallet/add', { walletType: 'USDC', network: 'TRC20', address: trc }, user.headers)).body
        .status,
    ).toBe(1);
    expect((await server.post('wallet/add', { walletType: 'ETH', address: erc }, user.headers)).body.status).toBe(1);
    expect((await server.post('wallet/add', { walletType: 'USDT', address: erc }, user.headers)).body).toEqual(
      fail('error.validation.invalid', { field: 'address', rule: 'format' }),
    );
    expect(
      (await server.post('wallet/add', { walletType: 'BTC', network: 'ERC20', address: erc }, user.headers)).body,
    ).toEqual(fail('error.validation.invalid', { field: 'network', rule: 'enum' }));
    expect((await server.post('wallet/add', { walletType: 'DOGE', address: erc }, user.headers)).body).toEqual(
      fail('error.validation.invalid', { field: 'walletType', rule: 'enum' }),
    );
    expect((await server.post('wallet/add', { walletType: 'USDT', address: '' }, user.headers)).body).toEqual(
      fail('error.validation.required', { field: 'address' }),
    );
    const all = await server.post('wallet/list', {}, user.headers);
    expect(all.body.data.total).toBe(3);
    const usdt = await server.post('wallet/list', { walletType: 'USDT' }, user.headers);
    expect(usdt.body.data.items.map((item: { address: string }) => item.address)).toEqual([trc]);
    // Another user may add the same address (unique per account).
    const other = await server.register();
    expect((await server.post('wallet/add', { walletType: 'USDT', address: trc }, other.headers)).body.status).toBe(1);
  });

  it("refuses another user's QR image", async () => {
    const owner = await server.register();
    const other = await server.register();
    const qrImage = await upload(server, owner, 'walletQr');
    expect(
      (await server.post('wallet/add', { walletType: 'USDT', address: trc, qrImage }, other.headers)).body,
    ).toEqual(fail('error.validation.invalid', { field: 'qrImage', rule: 'format' }));
  });
});

describe('funds/channels', () => {
  it('lists bank and crypto channels with hours, bounds, payee, a closed one and a password one', async () => {
    const user = await server.register();
    const { body } = await server.post('funds/channels', {}, user.headers);
    expect(body.msg).toBe('success.ok');
    expect(body.data.map((c: { id: string }) => c.id)).toEqual([
      'sepa-eur',
      'wire-usd',
      'usdt-trc20',
      'usdc-erc20',
      'ideal-eur',
    ]);
    expect(body.data[0]).toMatchObject({
      kind: 'bank',
      currency: 'EUR',
      min: '100.00',
      max: '500000.00',
      hours: window,
      open: true,
      needsPassword: false,
      payee: { accountNumber: 'NL91INGB0001234567' },
    });
    expect(body.data[1]).toMatchObject({ currency: 'USD', needsPassword: true });
    expect(body.data[2]).toMatchObject({
      kind: 'crypto',
      currency: 'USDT',
      min: '100.000000',
      payee: { network: 'TRC20' },
    });
    expect(body.data[4]).toMatchObject({ open: false });
    const eur = await server.post('funds/channels', { currency: 'EUR' }, user.headers);
    expect(eur.body.data.map((c: { id: string }) => c.id)).toEqual(['sepa-eur', 'ideal-eur']);
  });

  it('names the channels in the reader’s language (lang header), Dutch without one', async () => {
    const user = await server.register();
    const names = async (lang?: string) =>
      (await server.post('funds/channels', {}, { ...user.headers, ...(lang ? { lang } : {}) })).body.data.map(
        (c: { name: string }) => c.name,
      );
    expect((await names())[0]).toBe('SEPA-overschrijving');
    expect(await names('en')).toEqual([
      'SEPA bank transfer',
      'USD wire transfer',
      'USDT (TRC20)',
      'USDC (ERC20)',
      'iDEAL',
    ]);
    expect((await names('de')).slice(0, 2)).toEqual(['SEPA-Überweisung', 'USD-Auslandsüberweisung']);
    expect((await names('zh-Hant'))[1]).toBe('美元電匯');
    expect((await names('ko'))[0]).toBe('SEPA 계좌 이체');
  });
});

describe('funds/deposit and its review', () => {
  const deposit = async (user: TestUser, body: Record<string, unknown>) => {
    tick(server);
    return server.post(
      'funds/deposit',
      { requestId: randomUUID(), channelId: 'sepa-eur', amount: '250.00', ...body },
      user.headers,
    );
  };

  it('checks real name, account, channel password, switch, hours, bounds and the proof', async () => {
    server.clock.set(INSIDE);
    const unverified = await server.register();
    const proof = await upload(server, unverified, 'depositProof');
    expect((await deposit(unverified, { proofImage: proof })).body).toEqual(fail('error.realName.required'));

    const user = await server.register();
    await verifyRealName(server, user);
    const proofImage = await upload(server, user, 'depositProof');
    await restrict(user, ['frozen']);
    expect((await deposit(user, { proofImage })).body).toEqual(fail('error.account.frozen'));
    await restrict(user, []);
    expect((await deposit(user, { proofImage, channelId: 'nope' })).body).toEqual(
      fail('error.validation.invalid', { field: 'channelId', rule: 'enum' }),
    );
    expect((await deposit(user, { proofImage, channelId: 'wire-usd' })).body).toEqual(
      fail('error.validation.required', { field: 'channelPassword' }),
    );
    expect((await deposit(user, { proofImage, channelId: 'wire-usd', channelPassword: 'wrong1' })).body).toEqual(
      fail('error.channel.passwordWrong'),
    );
    expect((await deposit(user, { proofImage, channelId: 'ideal-eur' })).body).toEqual(fail('error.channel.closed'));
    server.clock.set('2026-11-23T21:30:00Z'); // 22:30 in Amsterdam
    expect((await deposit(user, { proofImage })).body).toEqual(fail('error.time.outsideDeposit', window));
    server.clock.set(INSIDE);
    expect((await deposit(user, { proofImage, amount: '99.99' })).body).toEqual(
      fail('error.amount.belowMinimum', { min: '100.00', currency: 'EUR' }),
    );
    expect((await deposit(user, { proofImage, amount: '500000.01' })).body).toEqual(
      fail('error.amount.aboveMaximum', { max: '500000.00', currency: 'EUR' }),
    );
    expect((await deposit(user, { proofImage, amount: '100.001' })).body).toEqual(
      fail('error.validation.invalid', { field: 'amount', rule: 'decimal', scale: 2 }),
    );
    const othersProof = await upload(server, unverified, 'depositProof');
    expect((await deposit(user, { proofImage: othersProof })).body).toEqual(
      fail('error.validation.invalid', { field: 'proofImage', rule: 'format' }),
    );
    const idPhoto = await upload(server, user, 'idFront');
    expect((await deposit(user, { proofImage: idPhoto })).body).toEqual(
      fail('error.validation.invalid', { field: 'proofImage', rule: 'format' }),
    );
    const ok = await deposit(user, { proofImage, channelId: 'wire-usd', channelPassword: SEEDED_CHANNEL_PASSWORD });
    expect(ok.body).toMatchObject({
      status: 1,
      msg: 'success.funds.deposit',
      data: { channelId: 'wire-usd', currency: 'USD', amount: '250.00', status: 'pending', creditedAmount: null },
    });
  });

  it('allows one pending deposit; the operator approves (credited amount) or rejects (remark required)', async () => {
    server.clock.set(INSIDE);
    const user = await server.register();
    await verifyRealName(server, user);
    const proofImage = await upload(server, user, 'depositProof');
    const first = await deposit(user, { proofImage, amount: '300.00' });
    expect(first.body.data).toMatchObject({ status: 'pending', currency: 'EUR', amount: '300.00' });
    // The records name the channel in the reader's language, whatever it was when depositing.
    const recordsIn = (lang: string) => server.post('funds/records', { kind: 'deposit' }, { ...user.headers, lang });
    expect((await recordsIn('en')).body.data.items[0].channelName).toBe('SEPA bank transfer');
    expect((await recordsIn('de')).body.data.items[0].channelName).toBe('SEPA-Überweisung');
    expect(first.body.data.orderNo).toMatch(/^D\d{20}$/);
    expect((await deposit(user, { proofImage })).body).toEqual(fail('error.deposit.pendingExists'));

    const list = await server.admin('review/list', { entity: 'deposit', account: user.account });
    expect(list.body.data.items).toHaveLength(1);
    expect(list.body.data.items[0]).toMatchObject({ id: first.body.data.id, account: user.account, status: 'pending' });

    const decide = (body: Record<string, unknown>) =>
      server.admin('review/decide', { requestId: randomUUID(), entity: 'deposit', id: first.body.data.id, ...body });
    expect((await decide({ decision: 'reject' })).body).toEqual(fail('error.validation.required', { field: 'remark' }));
    expect((await decide({ decision: 'approve', creditedAmount: '1.234' })).body).toEqual(
      fail('error.validation.invalid', { field: 'creditedAmount', rule: 'decimal', scale: 2 }),
    );
    const approved = await decide({ decision: 'approve', creditedAmount: '299.50' });
    expect(approved.body).toMatchObject({
      status: 1,
      msg: 'success.admin.review.decide',
      data: { status: 'approved', creditedAmount: '299.50', amount: '300.00' },
    });
    expect((await decide({ decision: 'approve' })).body).toEqual(fail('error.order.notInReview'));
    expect(
      (
        await server.admin('review/decide', {
          requestId: randomUUID(),
          entity: 'deposit',
          id: 'nope',
          decision: 'approve',
        })
      ).body,
    ).toEqual(fail('error.order.notFound'));
    expect(await wallet(server, user, 'EUR')).toMatchObject({ balance: '299.50', available: '299.50', frozen: '0.00' });

    // Rejected: nothing moves, the remark is kept; a new deposit is allowed again.
    const second = await deposit(user, { proofImage, amount: '150.00' });
    const rejected = await server.admin('review/decide', {
      requestId: randomUUID(),
      entity: 'deposit',
      id: second.body.data.id,
      decision: 'reject',
      remark: 'Proof unreadable',
    });
    expect(rejected.body.data).toMatchObject({ status: 'rejected', remark: 'Proof unreadable', creditedAmount: null });
    expect(await wallet(server, user, 'EUR')).toMatchObject({ balance: '299.50' });
    const records = await server.post('funds/records', { kind: 'deposit' }, user.headers);
    expect(records.body.data.items.map((d: { status: string }) => d.status)).toEqual(['rejected', 'approved']);
    const ledger = await server.post('funds/records', { kind: 'ledger', currency: 'EUR' }, user.headers);
    expect(ledger.body.data.items).toEqual([
      expect.objectContaining({
        type: 'deposit',
        amount: '299.50',
        frozenChange: '0.00',
        balanceAfter: '299.50',
        availableAfter: '299.50',
        refId: first.body.data.id,
      }),
    ]);
  });
});

describe('funds/withdrawInfo and funds/withdraw', () => {
  it('returns the form data', async () => {
    const { user } = await fundedUser(server, '1000');
    const { body } = await server.post('funds/withdrawInfo', { currency: 'USD' }, user.headers);
    expect(body.data).toEqual({
      currency: 'USD',
      min: '100.00',
      max: '500000.00',
      feePct: '0',
      hours: window,
      minCreditScore: 60,
      creditScore: 100,
      available: '1000.00',
      fundPasswordSet: true,
      realNameStatus: 'verified',
    });
  });

  it('checks every rule in order, with the documented keys and data', async () => {
    server.clock.set(INSIDE);
    const plain = await server.register();
    const plainCard = await addCard(server, plain, randomCardNumber());
    tick(server);
    expect((await withdraw(server, plain, { cardId: plainCard.id, amount: '100' })).body).toEqual(
      fail('error.realName.required'),
    );
    await verifyRealName(server, plain);
    tick(server);
    expect((await withdraw(server, plain, { cardId: plainCard.id, amount: '100' })).body).toEqual(
      fail('error.fundPassword.notSet'),
    );
    await setFundPassword(server, plain);

    const { user, card } = await fundedUser(server, '1000');
    const other = await fundedUser(server, '0');
    const otherWallet = await server.post(
      'wallet/add',
      { walletType: 'USDT', address: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE' },
      other.user.headers,
    );
    const go = (body: Record<string, unknown>) => {
      tick(server);
      return withdraw(server, user, { cardId: card.id, amount: '200.00', ...body });
    };
    expect((await go({ method: undefined })).body).toEqual(fail('error.validation.required', { field: 'method' }));
    expect((await go({ cardId: undefined })).body).toEqual(fail('error.validation.required', { field: 'cardId' }));
    expect((await go({ fundPassword: '' })).body).toEqual(fail('error.validation.required', { field: 'fundPassword' }));
    expect((await go({ fundPassword: '000000' })).body).toEqual(fail('error.fundPassword.wrong'));
    await restrict(user, ['withdrawBanned']);
    expect((await go({})).body).toEqual(fail('error.account.withdrawBanned'));
    await restrict(user, ['frozen']);
    expect((await go({})).body).toEqual(fail('error.account.frozen'));
    await restrict(user, []);
    expect((await go({ cardId: randomUUID() })).body).toEqual(fail('error.card.notFound'));
    expect((await go({ cardId: other.card.id })).body).toEqual(fail('error.card.notOwned'));
    expect((await go({ method: 'wallet', cardId: undefined, walletId: otherWallet.body.data.id })).body).toEqual(
      fail('error.wallet.notFound'),
    );
    expect((await go({ method: 'wallet', cardId: undefined, walletId: randomUUID() })).body).toEqual(
      fail('error.wallet.notFound'),
    );
    server.clock.set('2026-11-23T06:00:00Z'); // 07:00 in Amsterdam
    expect((await go({})).body).toEqual(fail('error.time.outsideWithdrawal', window));
    server.clock.set(INSIDE);
    expect((await go({ amount: '99.99' })).body).toEqual(
      fail('error.withdrawal.belowMinimum', { min: '100.00', currency: 'USD' }),
    );
    expect((await go({ amount: '500001' })).body).toEqual(
      fail('error.withdrawal.aboveMaximum', { max: '500000.00', currency: 'USD' }),
    );
    await server.admin('account/credit', {
      requestId: randomUUID(),
      account: user.account,
      op: 'subtract',
      points: 41,
    });
    expect((await go({})).body).toEqual(fail('error.creditScore.insufficient', { min: 60 }));
    await server.admin('account/credit', { requestId: randomUUID(), account: user.account, op: 'add', points: 1 });
    expect((await go({ amount: '1000.01' })).body).toEqual(fail('error.balance.insufficient'));
    expect((await go({ amount: '600' })).body.status).toBe(1);
    // 1000 balance, 600 frozen: 500 is within the balance but above the 400 available.
    expect((await go({ amount: '500' })).body).toEqual(fail('error.balance.availableInsufficient'));
    expect((await go({ currency: 'EUR' })).body).toEqual(fail('error.balance.insufficient'));
  });

  it('freezes the amount until review; approve debits it, reject releases it', async () => {
    server.clock.set(INSIDE);
    const { user, card } = await fundedUser(server, '1000');
    tick(server);
    const first = await withdraw(server, user, { cardId: card.id, amount: '300.00' });
    expect(first.body).toMatchObject({
      status: 1,
      msg: 'success.funds.withdraw',
      data: {
        method: 'card',
        destination: card.cardNumberMasked,
        currency: 'USD',
        amount: '300.00',
        fee: '0.00',
        netAmount: '300.00',
        status: 'pending',
        remark: null,
        reviewedAt: null,
      },
    });
    expect(await wallet(server, user)).toMatchObject({ balance: '1000.00', available: '700.00', frozen: '300.00' });
    tick(server);
    const addr = await server.post(
      'wallet/add',
      { walletType: 'USDC', address: '0x52908400098527886E0F7030069857D2E4169EE7' },
      user.headers,
    );
    const second = await withdraw(server, user, { method: 'wallet', walletId: addr.body.data.id, amount: '200.00' });
    expect(second.body.data).toMatchObject({ method: 'wallet', destination: addr.body.data.address });
    expect(await wallet(server, user)).toMatchObject({ balance: '1000.00', available: '500.00', frozen: '500.00' });

    const list = await server.admin('review/list', { entity: 'withdrawal', account: user.account });
    expect(list.body.data.items.map((w: { id: string }) => w.id)).toEqual([first.body.data.id, second.body.data.id]);
    expect(list.body.data.items[0].payout.cardNumber).toMatch(/^\d{18}$/);
    expect(list.body.data.items[1].payout).toMatchObject({ walletType: 'USDC', network: 'ERC20' });

    const decide = (id: string, decision: string, remark?: string) =>
      server.admin('review/decide', { requestId: randomUUID(), entity: 'withdrawal', id, decision, remark });
    expect((await decide(first.body.data.id, 'approve')).body.data).toMatchObject({ status: 'approved' });
    expect(await wallet(server, user)).toMatchObject({ balance: '700.00', available: '500.00', frozen: '200.00' });
    expect((await decide(first.body.data.id, 'reject', 'late')).body).toEqual(fail('error.order.notInReview'));
    expect((await decide(second.body.data.id, 'reject')).body).toEqual(
      fail('error.validation.required', { field: 'remark' }),
    );
    expect((await decide(second.body.data.id, 'reject', 'Address not verified')).body.data).toMatchObject({
      status: 'rejected',
      remark: 'Address not verified',
    });
    expect(await wallet(server, user)).toMatchObject({ balance: '700.00', available: '700.00', frozen: '0.00' });

    const ledger = await server.post('funds/records', { kind: 'ledger', currency: 'USD' }, user.headers);
    expect(
      ledger.body.data.items.map((e: { type: string; amount: string; frozenChange: string }) => [
        e.type,
        e.amount,
        e.frozenChange,
      ]),
    ).toEqual([
      ['unfreeze', '0.00', '-200.00'],
      ['withdrawal', '-300.00', '-300.00'],
      ['freeze', '0.00', '200.00'],
      ['freeze', '0.00', '300.00'],
      ['adjustment', '1000.00', '0.00'],
    ]);
    const records = await server.post('funds/records', { kind: 'withdrawal', size: 1, page: 2 }, user.headers);
    expect(records.body.data).toMatchObject({ total: 2, page: 2, size: 1 });
    expect(records.body.data.items[0].id).toBe(first.body.data.id);
  });

  it('replays a repeated requestId without a second freeze', async () => {
    server.clock.set(INSIDE);
    const { user, card } = await fundedUser(server, '1000');
    tick(server);
    const body = { requestId: randomUUID(), cardId: card.id, amount: '100.00' };
    const first = await withdraw(server, user, body);
    const again = await withdraw(server, user, body);
    expect(again.body).toEqual(first.body);
    expect((await withdraw(server, user, { ...body, amount: '101.00' })).body).toEqual(
      fail('error.request.idConflict', { field: 'requestId' }),
    );
    expect(await wallet(server, user)).toMatchObject({ frozen: '100.00' });
  });
});

describe('exchange', () => {
  const ratesNow = async (user: TestUser) => (await server.post('exchange/rates', {}, user.headers)).body.data;
  const rateIn = (rates: { items: { currency: string; rate: string }[] }, currency: string) =>
    rates.items.find((item) => item.currency === currency)!.rate;

  it('lists rates against USD with the fee', async () => {
    const user = await server.register();
    const { body } = await server.post('exchange/rates', {}, user.headers);
    expect(body.data).toMatchObject({ base: 'USD', feePct: '0.10' });
    expect(body.data.items.map((i: { currency: string }) => i.currency).sort()).toEqual(
      ['CNY', 'EUR', 'HKD', 'JPY', 'KRW', 'MYR', 'THB', 'TWD', 'USD', 'USDC', 'USDT', 'VND'].sort(),
    );
    // Currencies without a pair against the dollar in the fx market keep the table's rates.
    expect(rateIn(body.data, 'VND')).toBe('25400');
    expect(rateIn(body.data, 'USDT')).toBe('1');
  });

  it('converts at the fx market: the euro’s rate is the FX tab’s EUR/USD of the minute, held for two minutes after it was shown', async () => {
    const user = await server.register();
    // At the minute's start: the FX tab's quote of this instant is the minute's.
    server.clock.set('2026-11-24T09:30:00Z');
    const pairs = (await server.post('stock/list', { market: 'fx', size: 50 }, user.headers)).body.data.items;
    const price = (code: string) => pairs.find((pair: { code: string }) => pair.code === code).price as string;
    const shown = await ratesNow(user);
    expect(shown.updatedAt).toBe('2026-11-24T09:30:00Z');
    expect(rateIn(shown, 'EUR')).toBe(rateText(div('1', price('EUR/USD'), 8)));
    expect(rateIn(shown, 'JPY')).toBe(rateText(price('USD/JPY')));
    // The summary converts dollars at the same rate.
    const { user: funded } = await fundedUser(server, '100');
    const summary = (await server.post('user/summary', {}, funded.headers)).body.data;
    const usd = summary.currencies.find((item: { currency: string }) => item.currency === 'USD');
    expect(Number(usd.rate)).toBeCloseTo(Number(rateIn(shown, 'EUR')), 8);

    // Two minutes later the market has moved; an exchange that names the rates shown 90 s ago gets them.
    server.clock.set('2026-11-24T09:31:30Z');
    const later = await ratesNow(funded);
    expect(later.updatedAt).toBe('2026-11-24T09:31:00Z');
    const exchange = (ratesAt?: string) =>
      server.post(
        'exchange/submit',
        { requestId: randomUUID(), from: 'USD', to: 'EUR', amount: '10.00', ...(ratesAt ? { ratesAt } : {}) },
        funded.headers,
      );
    const held = await exchange(shown.updatedAt);
    expect(held.body.data).toMatchObject({
      rate: rateText(crossRate('1', rateIn(shown, 'EUR'))),
      received: exchangeReceived('10.00', '1', rateIn(shown, 'EUR'), '0.10', 'EUR'),
    });
    tick(server);
    expect((await exchange()).body.data.rate).toBe(rateText(crossRate('1', rateIn(later, 'EUR'))));
    // Past the hold (or from the future), the current rates.
    server.clock.set('2026-11-24T09:32:01Z');
    const current = await ratesNow(funded);
    expect((await exchange(shown.updatedAt)).body.data.rate).toBe(rateText(crossRate('1', rateIn(current, 'EUR'))));
    tick(server);
    expect((await exchange('2026-11-24T09:40:00Z')).body.data.rate).toBe(
      rateText(crossRate('1', rateIn(current, 'EUR'))),
    );
    server.clock.set(INSIDE);
  });

  it('debits from, credits to (rounded down), both legs in the ledger', async () => {
    server.clock.set(INSIDE);
    const { user } = await fundedUser(server, '1000');
    const submit = (body: Record<string, unknown>) => {
      tick(server);
      return server.post(
        'exchange/submit',
        { requestId: randomUUID(), from: 'USD', to: 'EUR', amount: '100.00', ...body },
        user.headers,
      );
    };
    expect((await submit({ to: 'USD' })).body).toEqual(fail('error.exchange.sameCurrency'));
    expect((await submit({ to: 'XYZ' })).body).toEqual(fail('error.validation.invalid', { field: 'to', rule: 'enum' }));
    expect((await submit({ amount: '' })).body).toEqual(fail('error.validation.required', { field: 'amount' }));
    expect((await submit({ amount: '1000.01' })).body).toEqual(fail('error.balance.insufficient'));
    expect((await submit({ from: 'EUR', to: 'USD' })).body).toEqual(fail('error.balance.insufficient'));
    await restrict(user, ['frozen']);
    expect((await submit({})).body).toEqual(fail('error.account.frozen'));
    await restrict(user, []);
    // The clock stays in one minute: the rates the form shows are the rates the exchange gets.
    const eur = rateIn(await ratesNow(user), 'EUR');
    const done = await submit({ amount: '123.45' });
    // 123.45 × rate × 0.999, rounded down; the fee is the gross (down) less what is received.
    const received = exchangeReceived('123.45', '1', eur, '0.10', 'EUR');
    expect(done.body).toMatchObject({
      status: 1,
      msg: 'success.exchange.submit',
      data: {
        from: 'USD',
        to: 'EUR',
        amount: '123.45',
        rate: rateText(crossRate('1', eur)),
        received,
        fee: exchangeFee('123.45', '1', eur, '0.10', 'EUR'),
      },
    });
    expect(await wallet(server, user, 'USD')).toMatchObject({ balance: '876.55' });
    expect(await wallet(server, user, 'EUR')).toMatchObject({ balance: received });
    // What is above 100,00 € goes to USDT: 6 decimals, rounded down.
    const toUsdtAmount = sub(received, '100.00');
    const toUsdt = await submit({ from: 'EUR', to: 'USDT', amount: toUsdtAmount });
    const usdt = exchangeReceived(toUsdtAmount, eur, '1', '0.10', 'USDT');
    expect(toUsdt.body.data).toMatchObject({ received: usdt });
    const tiny = await submit({ from: 'USD', to: 'VND', amount: '0.01' });
    expect(tiny.body.data.received).toBe('253.74');
    const vndBack = await submit({ from: 'VND', to: 'USD', amount: '0.01' });
    expect(vndBack.body).toEqual(fail('error.amount.belowMinimum', { min: '254.26', currency: 'VND' }));

    const ledger = await server.post('funds/records', { kind: 'ledger', size: 100 }, user.headers);
    const legs = ledger.body.data.items.filter((e: { refId: string }) => e.refId === done.body.data.id);
    expect(
      legs.map((e: { type: string; currency: string; amount: string }) => [e.type, e.currency, e.amount]).sort(),
    ).toEqual([
      ['exchangeIn', 'EUR', received],
      ['exchangeOut', 'USD', '-123.45'],
    ]);
    const records = await server.post('exchange/records', {}, user.headers);
    expect(records.body.data.total).toBe(3);
    expect(records.body.data.items[2].id).toBe(done.body.data.id);
    const walletOf = (currency: string, balance: string) => ({
      currency,
      balance,
      available: balance,
      frozen: currency.startsWith('USD') && currency !== 'USD' ? '0.000000' : '0.00',
      profit: currency.startsWith('USD') && currency !== 'USD' ? '0.000000' : '0.00',
      borrowed: currency.startsWith('USD') && currency !== 'USD' ? '0.000000' : '0.00',
      totalAssets: balance,
    });
    expect((await server.post('user/info', { currency: 'EUR' }, user.headers)).body.data.wallets).toEqual([
      walletOf('EUR', '100.00'),
      walletOf('USD', '876.54'),
      walletOf('USDT', usdt),
      walletOf('USDC', '0.000000'),
    ]);
  });
});

describe('account/adjustBalance and ledger/verify', () => {
  it('credits and debits with a remark, never below available 0', async () => {
    const user = await server.register();
    const call = (body: Record<string, unknown>) =>
      server.admin('account/adjustBalance', {
        requestId: randomUUID(),
        account: user.account,
        currency: 'USDT',
        amount: '10',
        remark: 'bonus',
        ...body,
      });
    const credited = await call({ amount: '10.5' });
    expect(credited.body).toMatchObject({
      status: 1,
      msg: 'success.admin.account.adjustBalance',
      data: { type: 'adjustment', currency: 'USDT', amount: '10.500000', balanceAfter: '10.500000', remark: 'bonus' },
    });
    expect((await call({ amount: '-10.500001' })).body).toEqual(fail('error.balance.insufficient'));
    expect((await call({ amount: '0' })).body).toEqual(
      fail('error.validation.invalid', { field: 'amount', rule: 'min' }),
    );
    expect((await call({ amount: '1.0000001' })).body).toEqual(
      fail('error.validation.invalid', { field: 'amount', rule: 'decimal', scale: 6 }),
    );
    expect((await call({ amount: 'abc' })).body).toEqual(
      fail('error.validation.invalid', { field: 'amount', rule: 'decimal' }),
    );
    expect((await call({ remark: ' ' })).body).toEqual(fail('error.validation.required', { field: 'remark' }));
    expect((await call({ account: 'ghost-account' })).body).toEqual(fail('error.account.notFound'));
    expect((await call({ amount: '-0.5' })).body.data).toMatchObject({
      amount: '-0.500000',
      availableAfter: '10.000000',
    });
    // Frozen money cannot be adjusted away.
    await adjust(server, user, 'USD', '200');
    await verifyRealName(server, user);
    await setFundPassword(server, user);
    const card = await addCard(server, user, randomCardNumber());
    tick(server);
    expect((await withdraw(server, user, { cardId: card.id, amount: '150' })).body.status).toBe(1);
    expect((await call({ currency: 'USD', amount: '-50.01' })).body).toEqual(fail('error.balance.insufficient'));
    expect((await call({ currency: 'USD', amount: '-50' })).body.data).toMatchObject({
      balanceAfter: '150.00',
      availableAfter: '0.00',
    });
    // Same requestId → the same entry, once.
    const requestId = randomUUID();
    const once = await call({ requestId, amount: '1' });
    expect((await call({ requestId, amount: '1' })).body).toEqual(once.body);
    expect(await wallet(server, user, 'USDT')).toMatchObject({ balance: '11.000000' });
    const audit = await server.database.db.execute(
      sql`select count(*)::int as n from admin_audit where path = 'account/adjustBalance'`,
    );
    expect(((audit as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0) > 5).toBe(true);
  });

  it('check-ins credit through the ledger', async () => {
    const user = await server.register();
    expect((await server.post('user/checkIn', {}, user.headers)).body.status).toBe(1);
    const ledger = await server.post('funds/records', { kind: 'ledger' }, user.headers);
    expect(ledger.body.data.items).toEqual([
      expect.objectContaining({ type: 'checkIn', amount: '1.00', balanceAfter: '1.00' }),
    ]);
  });

  it('reports a wallet that does not match its ledger, per account or for all', async () => {
    const user = await server.register();
    await adjust(server, user, 'EUR', '100');
    const where = and(eq(wallets.accountId, user.id), eq(wallets.currency, 'EUR'));
    await server.database.db.update(wallets).set({ balance: '150' }).where(where);
    const all = await server.admin('ledger/verify', {});
    expect(all.body.data.ok).toBe(false);
    expect(all.body.data.problems).toEqual([
      expect.objectContaining({ kind: 'wallet', account: user.account, currency: 'EUR' }),
      expect.objectContaining({ kind: 'chain', account: user.account, currency: 'EUR' }),
    ]);
    const one = await server.admin('ledger/verify', { account: user.account });
    expect(one.body.data).toMatchObject({ ok: false, wallets: 1, entries: 1 });
    await server.database.db.update(wallets).set({ balance: '100' }).where(where);
    expect((await server.admin('ledger/verify', { account: user.account })).body.data.ok).toBe(true);
    expect((await server.admin('ledger/verify', { account: 'ghost-account' })).body).toEqual(
      fail('error.account.notFound'),
    );
  });

  it('the database refuses a negative available amount whatever the code does', async () => {
    const user = await server.register();
    await adjust(server, user, 'EUR', '100');
    const where = and(eq(wallets.accountId, user.id), eq(wallets.currency, 'EUR'));
    await expect(server.database.db.update(wallets).set({ frozen: '100.01' }).where(where)).rejects.toThrow();
    await expect(server.database.db.update(wallets).set({ balance: '-1' }).where(where)).rejects.toThrow();
  });
});
