import { describe, expect, it } from 'vitest';
import { realNameRequestSchema, registerRequestSchema, sessionSchema, userSchema, walletSchema } from '../index.ts';

describe('shapes, not rules', () => {
  it('lets the domain judge lengths and equality but refuses wrong types', () => {
    const short = { account: 'a', password: '1', confirmPassword: '2', inviteCode: '' };
    expect(registerRequestSchema.safeParse(short).success).toBe(true);
    expect(registerRequestSchema.safeParse({ ...short, account: 12 }).success).toBe(false);
    expect(registerRequestSchema.safeParse({ ...short, password: 'x'.repeat(257) }).success).toBe(false);
    expect(realNameRequestSchema.safeParse({ name: 'A', frontImage: '', backImage: '', consent: 'yes' }).success).toBe(
      false,
    );
  });

  it('types the objects of api.md §2', () => {
    const wallet = {
      currency: 'USD',
      balance: '0.00',
      available: '0.00',
      frozen: '0.00',
      profit: '0.00',
      borrowed: '0.00',
      totalAssets: '0.00',
    };
    expect(walletSchema.safeParse(wallet).success).toBe(true);
    expect(walletSchema.safeParse({ ...wallet, balance: 0 }).success).toBe(false);
    expect(
      sessionSchema.safeParse({
        token: 't',
        account: 'a',
        id: 'i',
        uid: '100001',
        realName: null,
        realNameStatus: 'none',
        expiresAt: '2026-01-01T00:00:00Z',
      }).success,
    ).toBe(true);
    expect(userSchema.safeParse({}).success).toBe(false);
  });
});
