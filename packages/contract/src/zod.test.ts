import { describe, expect, it } from 'vitest';
import { z as plainZod } from 'zod';
import { envelopeSchema } from './index.ts';
import { treeMemoizer, z } from './zod.ts';

describe("the contract's zod", () => {
  it('parses with the tree memoizer, installed before any schema was made', () => {
    expect(z).toBe(plainZod);
    expect(z.config().memoizer).toBe(treeMemoizer);
  });

  it('checks a value that appears twice in one answer at each place, and refuses a bad one at its path', () => {
    const item = { id: 1, tags: ['a'] };
    const schema = z.array(z.object({ id: z.number().int(), tags: z.array(z.string()) }));
    const parsed = schema.parse([item, item]);
    expect(parsed).toEqual([item, item]);
    expect(parsed[0]).not.toBe(parsed[1]);
    const bad = { id: 1.5, tags: ['a'] };
    const result = schema.safeParse([item, bad]);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual([1, 'id']);
  });

  it("checks the contract's own schemas as before", () => {
    const schema = envelopeSchema(z.object({ name: z.string() }));
    expect(schema.safeParse({ status: 1, msg: 'ok', data: { name: 'ASML' } }).success).toBe(true);
    expect(schema.safeParse({ status: 1, msg: 'ok', data: { name: 7 } }).success).toBe(false);
  });
});
