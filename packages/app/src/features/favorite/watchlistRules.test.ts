import { describe, expect, it } from 'vitest';
import { keepKnown, readAllPages, removalBatches, selectionState, toggleAll, toggleOne } from './watchlistRules.ts';

describe('watchlist editing', () => {
  const ids = ['a', 'b', 'c'];

  it('tells how much is selected', () => {
    expect(selectionState(new Set(), ids)).toBe('none');
    expect(selectionState(new Set(['a', 'x']), ids)).toBe('some');
    expect(selectionState(new Set(ids), ids)).toBe('all');
  });

  it('selects all, or nothing once all were selected', () => {
    expect([...toggleAll(new Set(['a']), ids)]).toEqual(ids);
    expect([...toggleAll(new Set(ids), ids)]).toEqual([]);
  });

  it('toggles one and forgets ids that left the list', () => {
    expect([...toggleOne(new Set(['a']), 'b')]).toEqual(['a', 'b']);
    expect([...toggleOne(new Set(['a', 'b']), 'a')]).toEqual(['b']);
    expect([...keepKnown(new Set(['a', 'gone']), ids)]).toEqual(['a']);
  });

  it('removes at most 100 ids a call', () => {
    const many = Array.from({ length: 230 }, (_, index) => `s${index}`);
    expect(removalBatches(many).map((batch) => batch.length)).toEqual([100, 100, 30]);
  });

  it('reads every page up to the last', async () => {
    const all = Array.from({ length: 250 }, (_, index) => index);
    const asked: number[] = [];
    const items = await readAllPages(async (page) => {
      asked.push(page);
      return { items: all.slice((page - 1) * 100, page * 100), page, size: 100, total: all.length };
    });
    expect(items).toEqual(all);
    expect(asked).toEqual([1, 2, 3]);
  });

  it('stops at an empty page and at the page limit', async () => {
    const empty = await readAllPages(async (page) => ({ items: [], page, size: 100, total: 500 }));
    expect(empty).toEqual([]);
    const capped = await readAllPages(async (page) => ({ items: [page], page, size: 1, total: 1000 }), 3);
    expect(capped).toEqual([1, 2, 3]);
  });
});
