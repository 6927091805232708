import { describe, expect, it } from 'vitest';
import { anyEnvelopeSchema, configResponseSchema } from './index.ts';
import { plainConfigCheck, plainEnvelopeCheck } from './startChecks.ts';

/** What a check makes of a value: refused, or what it passes on. */
const verdict = (result: { success: boolean; data?: unknown }) => (result.success ? { data: result.data } : 'refused');

const envelopes: unknown[] = [
  { status: 1, msg: 'success.ok', data: [{ name: 'title', value: 'Dutch stocks' }] },
  { status: 0, msg: 'error.system.busy', data: null },
  { status: 1, msg: 'success.ok', data: { nested: [1, 2] }, extra: 'left out' },
  { status: 1, msg: 'success.ok' },
  { status: 2, msg: 'success.ok', data: null },
  { status: '1', msg: 'success.ok', data: null },
  { status: 1, msg: 7, data: null },
  { msg: 'success.ok', data: null },
  [],
  null,
  'success.ok',
  42,
];

const configs: unknown[] = [
  [],
  [{ name: 'title', value: 'Dutch stocks' }],
  [
    { name: 'logo', value: '/brand/logo.svg' },
    { name: 'kefu', value: '' },
  ],
  [{ name: 'title', value: 'Dutch stocks', note: 'left out' }],
  [{ name: 'title', value: 7 }],
  [{ name: 'title' }],
  [{ value: 'x' }],
  [null],
  [['title', 'x']],
  { name: 'title', value: 'x' },
  null,
  'title',
];

describe('the configuration’s checks without zod', () => {
  it.each(envelopes.map((value) => [JSON.stringify(value), value]))(
    'answer as anyEnvelopeSchema does: %s',
    (_name, value) => {
      expect(verdict(plainEnvelopeCheck.safeParse(value))).toEqual(verdict(anyEnvelopeSchema.safeParse(value)));
    },
  );

  it.each(configs.map((value) => [JSON.stringify(value), value]))(
    'answer as configResponseSchema does: %s',
    (_name, value) => {
      expect(verdict(plainConfigCheck.safeParse(value))).toEqual(verdict(configResponseSchema.safeParse(value)));
    },
  );
});
