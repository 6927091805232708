import { describe, expect, it } from 'vitest';
import { configRequestSchema, endpoints, UPLOAD_MAX_BASE64_CHARS, uploadRequestSchema } from '../index.ts';

describe('common/config', () => {
  it('takes all or one known name', () => {
    expect(configRequestSchema.safeParse({ type: 'all' }).success).toBe(true);
    expect(configRequestSchema.safeParse({ type: 'kefu' }).success).toBe(true);
    expect(configRequestSchema.safeParse({ type: 'secret' }).success).toBe(false);
    expect(configRequestSchema.safeParse({}).success).toBe(false);
  });

  it('is a public endpoint', () => {
    expect(endpoints['common/config'].public).toBe(true);
  });
});

describe('shapes, not rules', () => {
  it('bounds uploads at 5 MiB of base64 and to three image types', () => {
    expect(UPLOAD_MAX_BASE64_CHARS).toBe(6_990_508);
    expect(uploadRequestSchema.safeParse({ purpose: 'idFront', contentType: 'image/png', data: 'AAAA' }).success).toBe(
      true,
    );
    expect(
      uploadRequestSchema.safeParse({ purpose: 'idFront', contentType: 'image/svg+xml', data: 'AAAA' }).success,
    ).toBe(false);
    expect(uploadRequestSchema.safeParse({ purpose: 'idFront', contentType: 'image/png', data: 'A<A' }).success).toBe(
      false,
    );
  });
});
