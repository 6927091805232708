import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { pageSchema } from '@broker/contract';
import { answerData, Checked, checkedList, checkedPage } from './checked.ts';

const item = z.object({ id: z.string().min(1), price: z.string().regex(/^\d+\.\d{2}$/) });
const other = z.object({ id: z.string() });
const a = Checked.of(item, { id: 'a', price: '1.00' });
const b = Checked.of(item, { id: 'b', price: '2.50' });

describe('a checked value', () => {
  it('is what its schema answers, frozen, with its JSON text', () => {
    const parsed = Checked.of(item, { id: 'c', price: '3.00', extra: true } as never);
    expect(parsed.value).toEqual({ id: 'c', price: '3.00' });
    expect(parsed.json).toBe('{"id":"c","price":"3.00"}');
    expect(parsed.schema).toBe(item);
    expect(Object.isFrozen(parsed.value)).toBe(true);
    const nested = Checked.of(z.object({ inner: z.object({ n: z.number() }) }), { inner: { n: 1 } });
    expect(Object.isFrozen(nested.value.inner)).toBe(true);
  });

  it('cannot be made of a value its schema refuses', () => {
    expect(() => Checked.of(item, { id: 'c', price: '3' })).toThrow();
  });
});

describe('an answer of checked items', () => {
  it('is sent as its parts’ texts when the route answers a plain list of exactly their schema', () => {
    const answer = answerData(z.array(item), checkedList([a, b]));
    expect(answer.value).toEqual([a.value, b.value]);
    expect(answer.json).toBe(JSON.stringify(z.array(item).parse([a.value, b.value])));
  });

  it('is sent as text for a page of them, checking the page’s frame on every answer', () => {
    const schema = pageSchema(item);
    const page = { items: [a, b], total: 7, page: 2, size: 2 };
    const answer = answerData(schema, checkedPage(page));
    const value = { items: [a.value, b.value], total: 7, page: 2, size: 2 };
    expect(answer.value).toEqual(value);
    expect(answer.json).toBe(JSON.stringify(schema.parse(value)));
    expect(() => answerData(schema, checkedPage({ ...page, total: -1 }))).toThrow();
    expect(() => answerData(schema, checkedPage({ ...page, page: 1.5 }))).toThrow();
  });

  it('is checked whole when the route answers another schema', () => {
    // Items of another schema that happen to pass: parsed, not trusted.
    const parsed = answerData(z.array(other), checkedList([a]));
    expect(parsed).toEqual({ value: [{ id: 'a' }], json: null });
    // A list with a length rule, a page of other items, a list where a page is due: checked, and refused.
    expect(() => answerData(z.array(item).max(1), checkedList([a, b]))).toThrow();
    expect(answerData(z.array(item).max(2), checkedList([a, b])).json).toBeNull();
    expect(() =>
      answerData(pageSchema(z.object({ id: z.number() })), checkedPage({ items: [a], total: 1, page: 1, size: 1 })),
    ).toThrow();
    expect(() => answerData(pageSchema(item), checkedList([a]))).toThrow();
    expect(() => answerData(z.array(item), checkedPage({ items: [a], total: 1, page: 1, size: 1 }))).toThrow();
  });

  it('is checked whole when its items passed different schemas, or there are none', () => {
    const mixed = checkedList<unknown>([a, Checked.of(other, { id: 'x' })]);
    expect(() => answerData(z.array(item), mixed)).toThrow();
    expect(answerData(z.array(item), checkedList([]))).toEqual({ value: [], json: null });
    expect(() => answerData(z.array(item).min(1), checkedList([]))).toThrow();
  });

  it('leaves any other answer to the schema', () => {
    expect(answerData(item, { id: 'd', price: '4.00', extra: 1 })).toEqual({
      value: { id: 'd', price: '4.00' },
      json: null,
    });
    expect(() => answerData(item, { id: '' })).toThrow();
  });
});
