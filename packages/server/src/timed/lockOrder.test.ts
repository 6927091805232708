import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer, type TestUser } from '../testing/testServer.ts';
import { accounts, requestMarks } from '../db/coreSchema.ts';
import { LockOrderError, post } from '../core/ledger.ts';
import { claimInsert, claimRow, guardedUpdate, Stale } from './claims.ts';

/**
 * The lock order as a rule (issue #31, item 10): in a transaction that moves money, the wallet is
 * locked before any row is claimed. The claim primitives note their claims; a wallet locked after
 * one is refused under test, so every slice's suite proves its order.
 */
let server: TestServer;
let user: TestUser;

beforeAll(async () => {
  server = await startTestServer();
  user = await server.register('locker');
});
afterAll(async () => {
  await server?.close();
});

const credit = { currency: 'EUR' as const, amount: '1.00', type: 'adjustment' as const };

describe('the lock order', () => {
  it('refuses a wallet locked after a claimed row, and rolls the change back', async () => {
    const { db } = server.database;
    const change = db.transaction(async (tx) => {
      await guardedUpdate(tx, accounts, eq(accounts.id, user.id), { language: 'en' });
      await post(tx, { ...credit, accountId: user.id, at: server.clock.now() });
    });
    await expect(change).rejects.toThrow(LockOrderError);
    await expect(change).rejects.toThrow('lock order: accounts was claimed before the wallet');
    const [row] = await db.select({ language: accounts.language }).from(accounts).where(eq(accounts.id, user.id));
    expect(row!.language).toBe('nl');
  });

  it('takes the same change with the wallet first, through post or claimRow', async () => {
    const { db } = server.database;
    await db.transaction(async (tx) => {
      await post(tx, { ...credit, accountId: user.id, at: server.clock.now() });
      await guardedUpdate(tx, accounts, eq(accounts.id, user.id), { language: 'de' });
    });
    await db.transaction(async (tx) => {
      await claimRow(tx, { accountId: user.id, currency: 'EUR' }, accounts, eq(accounts.id, user.id));
      await guardedUpdate(tx, accounts, eq(accounts.id, user.id), { language: 'nl' });
      await post(tx, { ...credit, accountId: user.id, at: server.clock.now() });
    });
  });

  it('claims by creating a row after the wallet, and is Stale when it exists', async () => {
    const { db } = server.database;
    const key = `done-once:${user.id}`;
    const insert = (tx: Parameters<Parameters<typeof db.transaction>[0]>[0]) => () =>
      tx
        .insert(requestMarks)
        .values({ key, at: server.clock.now() })
        .onConflictDoNothing()
        .returning({ key: requestMarks.key });
    await db.transaction(async (tx) => {
      expect(await claimInsert(tx, { accountId: user.id, currency: 'EUR' }, insert(tx))).toEqual({ key });
      await post(tx, { ...credit, accountId: user.id, at: server.clock.now() });
    });
    await expect(
      db.transaction(async (tx) => claimInsert(tx, { accountId: user.id, currency: 'EUR' }, insert(tx))),
    ).rejects.toThrow(Stale);
  });
});
