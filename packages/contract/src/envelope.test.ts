import { describe, expect, it } from 'vitest';
import { anyEnvelopeSchema, envelopeSchema, configResponseSchema } from './index.ts';

describe('envelope', () => {
  it('accepts the documented shape and rejects others', () => {
    expect(anyEnvelopeSchema.safeParse({ status: 1, msg: 'success.ok', data: null }).success).toBe(true);
    expect(anyEnvelopeSchema.safeParse({ status: 2, msg: 'x', data: null }).success).toBe(false);
    expect(anyEnvelopeSchema.safeParse({ status: 1, data: null }).success).toBe(false);
  });

  it('types data by its schema', () => {
    const schema = envelopeSchema(configResponseSchema);
    expect(
      schema.safeParse({ status: 1, msg: 'success.ok', data: [{ name: 'title', value: 'Dutch stocks' }] }).success,
    ).toBe(true);
    expect(schema.safeParse({ status: 1, msg: 'success.ok', data: [{ name: 'title' }] }).success).toBe(false);
  });
});
