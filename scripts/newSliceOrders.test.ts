import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ordersInUse } from './new-slice.ts';

const root = path.resolve(import.meta.dirname, '..');

describe('the scaffold’s timed orders in use', () => {
  it('reads numbers and another order plus a number, so a new slice never takes one in use', () => {
    const used = ordersInUse(root);
    // New shares 10, trading 20, block trades TRADING_ORDER + 5, intraday TRADING_ORDER + 10.
    expect(used).toEqual(expect.arrayContaining([10, 20, 25, 30]));
    expect(new Set(used).size).toBe(used.length);
    expect(used).not.toContain(Math.max(...used) + 10);
  });
});
