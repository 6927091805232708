import { describe, expect, it } from 'vitest';
import { adjustBalanceRequestSchema, accountCreditRequestSchema } from './admin/endpoints.ts';
import { registerRequestSchema } from './account/schemas.ts';
import { withdrawRequestSchema } from './funds/schemas.ts';
import { amountText, fitsAmountColumns, idSchema, imgSchema, moneySchema, text } from './primitives.ts';

const requestId = '0b7c5c8e-4a8e-4f57-9d57-7a1f3f0c2a11';

describe('text fields (issue #16: bad text never reaches the database)', () => {
  it('refuses control characters, bidi overrides and lone surrogates in every text, id and image path', () => {
    for (const bad of ['a\u0000b', '\u0007', 'x\u001b[31m', '\u0085', 'evil\u202Etxt', '\u2066x', '\ud800'])
      for (const schema of [text(), idSchema, imgSchema, amountText()])
        expect(schema.safeParse(bad).success, bad).toBe(false);
    expect(text().safeParse('two\nlines\twith a tab, ünïcødé, 中文, 한국어').success).toBe(true);
  });

  it('names the field of a refused text', () => {
    const parsed = registerRequestSchema.safeParse({
      account: 'a\u0000',
      password: 'x',
      confirmPassword: 'x',
      inviteCode: 'y',
    });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.path).toEqual(['account']);
  });
});

describe('amounts (issue #16: an oversized amount never overflows a column)', () => {
  it('takes at most 18 integer digits, however written', () => {
    expect(fitsAmountColumns('123456789012345678.123456')).toBe(true);
    expect(fitsAmountColumns('1234567890123456789')).toBe(false);
    expect(fitsAmountColumns(' -0001234567890123456789.5 ')).toBe(false);
    expect(fitsAmountColumns('0000000000000000000000001')).toBe(true);
    expect(fitsAmountColumns('not a number')).toBe(true);
    expect(moneySchema.safeParse('9'.repeat(19)).success).toBe(false);
    expect(moneySchema.safeParse('9'.repeat(18)).success).toBe(true);
  });

  it('refuses them in the operator and user calls that take amounts and points', () => {
    const adjust = { requestId, account: 'alice', currency: 'USD', amount: '9'.repeat(30), remark: 'x' };
    expect(adjustBalanceRequestSchema.safeParse(adjust).error?.issues[0]?.path).toEqual(['amount']);
    expect(adjustBalanceRequestSchema.safeParse({ ...adjust, amount: '-12.50' }).success).toBe(true);
    const credit = { requestId, account: 'alice', op: 'add', points: 1e12 };
    expect(accountCreditRequestSchema.safeParse(credit).error?.issues[0]?.path).toEqual(['points']);
    expect(accountCreditRequestSchema.safeParse({ ...credit, points: '5' }).success).toBe(true);
    const withdraw = {
      requestId,
      method: 'card',
      cardId: 'c1',
      currency: 'USD',
      amount: '1e400',
      fundPassword: '123456',
    };
    expect(withdrawRequestSchema.safeParse({ ...withdraw, amount: '1'.repeat(40) }).success).toBe(false);
  });
});
