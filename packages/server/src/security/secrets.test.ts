import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, like } from 'drizzle-orm';
import { accounts, requestMarks } from '../db/schema.ts';
import { hashPassword } from '../lib/passwords.ts';
import { FUND_PASSWORD, fundedUser, jpeg, upload, withdraw } from '../testing/funds.ts';
import { startTestServer, type TestServer, type TestUser } from '../testing/testServer.ts';

/**
 * Issue #16 §2–§4: every check of a secret is braked by one counter per account, shared by
 * every call that checks it, with backoff and a lock-out that says when it ends; the old password
 * of a password change is a login check; the password policy.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

const MINUTE = 60_000;
const wrongFund = '000000';

describe('the fund password (§2)', () => {
  it('is locked after six wrong tries across user/fundPassword and funds/withdraw, says until when, and tells the user', async () => {
    const { user, card } = await fundedUser(server, '1000', 'fundguess');
    const answers: string[] = [];
    for (let attempt = 0; attempt < 6; attempt++) {
      server.clock.advance(MINUTE + 1000); // past every backoff and the 2-s rule
      const reply =
        attempt % 2 === 0
          ? await server.post(
              'user/fundPassword',
              { oldFundPassword: wrongFund, newFundPassword: '246801', confirmPassword: '246801' },
              user.headers,
            )
          : await withdraw(server, user, { cardId: card.id, amount: '200.00', fundPassword: wrongFund });
      answers.push(reply.body.msg);
    }
    expect(answers).toEqual(Array(6).fill('error.fundPassword.wrong'));
    server.clock.advance(MINUTE + 1000);
    // The right password is refused too until the lock ends, and the answer says when.
    const locked = await withdraw(server, user, { cardId: card.id, amount: '200.00' });
    expect(locked.body.msg).toBe('error.request.tooFrequent');
    const until = Date.parse(locked.body.data.until);
    expect(until).toBeGreaterThan(server.clock.now().getTime() + 50 * MINUTE);
    const change = await server.post(
      'user/fundPassword',
      { oldFundPassword: FUND_PASSWORD, newFundPassword: '246801', confirmPassword: '246801' },
      user.headers,
    );
    expect(change.body).toEqual(locked.body);
    // The notice in the support conversation.
    const messages = await server.post('support/messages', {}, user.headers);
    expect(messages.body.data.items.at(-1)).toMatchObject({ author: 'operator' });
    expect(messages.body.data.items.at(-1).text).toMatch(/locked|geblokkeerd/);
    // After the lock the right password works, and the count starts again.
    server.clock.set(new Date(until + 1000));
    expect((await withdraw(server, user, { cardId: card.id, amount: '200.00' })).body.status).toBe(1);
  });

  it('slows down before it locks: after two wrong tries each one waits, and the answer says until when', async () => {
    const { user } = await fundedUser(server, '0', 'fundslow');
    const change = (oldFundPassword: string) =>
      server.post(
        'user/fundPassword',
        { oldFundPassword, newFundPassword: '246801', confirmPassword: '246801' },
        user.headers,
      );
    for (let attempt = 0; attempt < 3; attempt++)
      expect((await change(wrongFund)).body.msg).toBe('error.fundPassword.wrong');
    const waiting = await change(FUND_PASSWORD);
    expect(waiting.body).toEqual({
      status: 0,
      msg: 'error.request.tooFrequent',
      data: { until: new Date(server.clock.now().getTime() + 2000).toISOString() },
    });
    server.clock.advance(2000);
    expect((await change(FUND_PASSWORD)).body.status).toBe(1);
  });

  it('never hands the write allowance back after a wrong password, as it does after an ordinary refusal', async () => {
    const { user, card } = await fundedUser(server, '1000', 'fundthrottle');
    server.clock.advance(10_000);
    const tokens = async () => {
      const [mark] = await server.database.db
        .select({ tokens: requestMarks.tokens })
        .from(requestMarks)
        .where(like(requestMarks.key, `%${user.id}|%withdraw%`));
      return mark?.tokens;
    };
    // An amount under the minimum: refused for an ordinary reason, the token given back.
    expect((await withdraw(server, user, { cardId: card.id, amount: '1.00' })).body.msg).toBe(
      'error.withdrawal.belowMinimum',
    );
    expect(await tokens()).toBe(5);
    expect(
      (await withdraw(server, user, { cardId: card.id, amount: '200.00', fundPassword: wrongFund })).body.msg,
    ).toBe('error.fundPassword.wrong');
    expect(await tokens()).toBe(4);
  });
});

describe('the channel password (§2)', () => {
  it('is locked per account after six wrong tries', async () => {
    const { user } = await fundedUser(server, '0', 'changuess');
    const proofImage = await upload(server, user, 'depositProof');
    const deposit = (channelPassword: string) => {
      server.clock.advance(MINUTE + 1000);
      return server.post(
        'funds/deposit',
        { requestId: randomUUID(), channelId: 'wire-usd', amount: '500', proofImage, channelPassword },
        user.headers,
      );
    };
    for (let attempt = 0; attempt < 6; attempt++) {
      expect((await deposit('999999')).body.msg).toBe('error.channel.passwordWrong');
    }
    expect((await deposit('246810')).body.msg).toBe('error.request.tooFrequent');
  });
});

describe('the old password of user/password (§3)', () => {
  it('counts with login: five wrong old passwords, then login waits too', async () => {
    const user = await server.register('oldpw');
    for (let attempt = 0; attempt < 5; attempt++) {
      const reply = await server.post(
        'user/password',
        { oldPassword: `wrong-${attempt}-pass`, newPassword: 'Another-Canal-77', confirmPassword: 'Another-Canal-77' },
        user.headers,
      );
      expect(reply.body.msg).toBe('error.password.wrongOriginal');
    }
    expect((await server.post('user/login', { account: user.account, password: user.password })).body.msg).toBe(
      'error.request.tooFrequent',
    );
    server.clock.advance(15 * MINUTE);
    expect((await server.post('user/login', { account: user.account, password: user.password })).body.status).toBe(1);
  });
});

describe('the password policy (§4)', () => {
  const register = (password: string) =>
    server.post('user/register', {
      account: `policy_${Math.random().toString(36).slice(2, 10)}`,
      password,
      confirmPassword: password,
      inviteCode: server.inviteCode,
    });

  it('refuses short and common passwords, and takes passphrases up to 128 characters', async () => {
    expect((await register('123456')).body).toEqual({
      status: 0,
      msg: 'error.validation.invalid',
      data: { field: 'password', rule: 'size', min: 8, max: 128 },
    });
    for (const common of ['password1', 'iloveyou', 'monkey123'])
      expect((await register(common)).body, common).toEqual({
        status: 0,
        msg: 'error.validation.invalid',
        data: { field: 'password', rule: 'common' },
      });
    expect((await register('a passphrase of more than thirty-two characters, easy to remember')).body.status).toBe(1);
    expect((await register('x'.repeat(129))).body.data).toEqual({ field: 'password', rule: 'size', min: 8, max: 128 });
  });

  it('refuses a password the strength estimate calls weak: repeats and runs do not count (issue #31, item 7)', async () => {
    for (const weak of ['aaaaaaaa', 'abcdefgh', '12345678', 'Qwertyuiop', 'ab12ab12ab12'])
      expect((await register(weak)).body, weak).toEqual({
        status: 0,
        msg: 'error.validation.invalid',
        data: { field: 'password', rule: 'weak' },
      });
    expect((await register('geheim12')).body.status).toBe(1);
  });

  it('holds a new password to it too, while an old short password still logs in', async () => {
    const user = await server.register('legacy');
    await server.database.db
      .update(accounts)
      .set({ passwordHash: await hashPassword('abc123') })
      .where(eq(accounts.id, user.id));
    const login = await server.post('user/login', { account: user.account, password: 'abc123' });
    expect(login.body.status).toBe(1);
    const headers = { token: login.body.data.token, account: user.account };
    const change = (newPassword: string) =>
      server.post('user/password', { oldPassword: 'abc123', newPassword, confirmPassword: newPassword }, headers);
    expect((await change('iloveyou')).body.data).toEqual({ field: 'newPassword', rule: 'common' });
    expect((await change('abcdefghijkl')).body.data).toEqual({ field: 'newPassword', rule: 'weak' });
    expect((await change('Tulip-Bridge-19')).body.status).toBe(1);
  });
});

describe('uploads (§6)', () => {
  it('are limited per account and hour', async () => {
    const user: TestUser = await server.register('uploader');
    const send = () =>
      server.post('common/upload', { purpose: 'supportImage', contentType: 'image/jpeg', data: jpeg }, user.headers);
    for (let index = 0; index < 30; index++) expect((await send()).body.status).toBe(1);
    const refused = await send();
    expect(refused.body.msg).toBe('error.request.tooFrequent');
    server.clock.advance(61 * MINUTE);
    expect((await send()).body.status).toBe(1);
  });
});
