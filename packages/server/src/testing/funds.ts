import { randomUUID } from 'node:crypto';
import type { TestServer, TestUser } from './testServer.ts';

/** Helpers of the funds tests: verified users with a fund password and money, over HTTP only. */

export const FUND_PASSWORD = '135790';
export const jpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(40, 7)]).toString('base64');

/** Steps past the 2-s "too frequent" window of rid writes. */
export const tick = (server: TestServer) => server.clock.advance(2100);

export async function upload(server: TestServer, user: TestUser, purpose: string): Promise<string> {
  const reply = await server.post('common/upload', { purpose, contentType: 'image/jpeg', data: jpeg }, user.headers);
  if (reply.body.status !== 1) throw new Error(`upload failed: ${JSON.stringify(reply.body)}`);
  return reply.body.data.path as string;
}

/** Submits the real name and lets the operator approve it. */
export async function verifyRealName(server: TestServer, user: TestUser): Promise<void> {
  const frontImage = await upload(server, user, 'idFront');
  const backImage = await upload(server, user, 'idBack');
  const submitted = await server.post(
    'user/realName',
    { name: 'Test Person', frontImage, backImage, consent: true },
    user.headers,
  );
  if (submitted.body.status !== 1) throw new Error(`realName failed: ${JSON.stringify(submitted.body)}`);
  const decided = await server.admin('review/decide', {
    requestId: randomUUID(),
    entity: 'realName',
    id: user.id,
    decision: 'approve',
  });
  if (decided.body.status !== 1) throw new Error(`approve failed: ${JSON.stringify(decided.body)}`);
}

export async function setFundPassword(server: TestServer, user: TestUser): Promise<void> {
  const reply = await server.post(
    'user/fundPassword',
    { newFundPassword: FUND_PASSWORD, confirmPassword: FUND_PASSWORD },
    user.headers,
  );
  if (reply.body.status !== 1) throw new Error(`fundPassword failed: ${JSON.stringify(reply.body)}`);
}

/** Credits (or debits) a wallet through the operator's adjustBalance. */
export async function adjust(server: TestServer, user: TestUser, currency: string, amount: string) {
  const reply = await server.admin('account/adjustBalance', {
    requestId: randomUUID(),
    account: user.account,
    currency,
    amount,
    remark: 'test funding',
  });
  if (reply.body.status !== 1) throw new Error(`adjust failed: ${JSON.stringify(reply.body)}`);
  return reply.body.data;
}

export async function addCard(server: TestServer, user: TestUser, cardNumber: string) {
  const reply = await server.post('card/add', { holderName: 'Test Person', cardNumber, bankName: 'ING' }, user.headers);
  if (reply.body.status !== 1) throw new Error(`card/add failed: ${JSON.stringify(reply.body)}`);
  return reply.body.data as { id: string; cardNumberMasked: string };
}

/** A verified user with a fund password, a card and `funds` USD. */
export async function fundedUser(server: TestServer, funds = '1000', prefix = 'funds') {
  const user = await server.register(prefix);
  await verifyRealName(server, user);
  await setFundPassword(server, user);
  const card = await addCard(server, user, randomCardNumber());
  if (funds !== '0') await adjust(server, user, 'USD', funds);
  return { user, card };
}

let cardCounter = 0;
export function randomCardNumber(): string {
  cardCounter += 1;
  return `62${String(Date.now()).slice(-8)}${String(cardCounter).padStart(4, '0')}${String(Math.floor(Math.random() * 1e4)).padStart(4, '0')}`;
}

export const withdraw = (server: TestServer, user: TestUser, body: Record<string, unknown>) =>
  server.post(
    'funds/withdraw',
    { requestId: randomUUID(), method: 'card', currency: 'USD', fundPassword: FUND_PASSWORD, ...body },
    user.headers,
  );

export async function wallet(server: TestServer, user: TestUser, currency = 'USD') {
  const info = await server.post('user/info', { currency }, user.headers);
  return info.body.data.wallet as {
    balance: string;
    available: string;
    frozen: string;
    profit: string;
    totalAssets: string;
  };
}

export async function expectLedgerOk(server: TestServer): Promise<void> {
  const reply = await server.admin('ledger/verify', {});
  if (reply.body.status !== 1 || reply.body.data.ok !== true) {
    throw new Error(`ledger/verify failed: ${JSON.stringify(reply.body)}`);
  }
}
