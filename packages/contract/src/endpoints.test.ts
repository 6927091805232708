import { describe, expect, it } from 'vitest';
import { adminWritePaths, writePaths } from '@broker/domain';
import {
  adminEndpoints,
  endpoints,
  openApiDocument,
  realNameRequestSchema,
  registerRequestSchema,
  sessionSchema,
  uploadRequestSchema,
  UPLOAD_MAX_BASE64_CHARS,
  userSchema,
  walletSchema,
} from './index.ts';

describe('endpoint registry', () => {
  it('marks exactly the domain’s write paths as writes, and only the four public calls as public', () => {
    for (const [path, definition] of Object.entries(endpoints)) {
      expect(Boolean(definition.write), path).toBe((writePaths as readonly string[]).includes(path));
      expect(definition.summary.length, path).toBeGreaterThan(10);
    }
    for (const [path, definition] of Object.entries(adminEndpoints)) {
      expect(Boolean(definition.write), path).toBe((adminWritePaths as readonly string[]).includes(path));
    }
    const publicPaths = Object.entries(endpoints)
      .filter(([, definition]) => definition.public)
      .map(([path]) => path)
      .sort();
    expect(publicPaths).toEqual(['common/article', 'common/config', 'user/login', 'user/register']);
  });

  it('requires requestId on the operator’s rid calls', () => {
    const decide = adminEndpoints['review/decide'].request;
    expect(decide.safeParse({ entity: 'realName', id: 'a', decision: 'approve' }).success).toBe(false);
    expect(
      decide.safeParse({
        requestId: '3f1c2b4e-8a9d-4c7e-9b2a-1d5e6f7a8b9c',
        entity: 'realName',
        id: 'a',
        decision: 'approve',
      }).success,
    ).toBe(true);
  });
});

describe('shapes, not rules', () => {
  it('lets the domain judge lengths and equality but refuses wrong types', () => {
    const short = { account: 'a', password: '1', confirmPassword: '2', inviteCode: '' };
    expect(registerRequestSchema.safeParse(short).success).toBe(true);
    expect(registerRequestSchema.safeParse({ ...short, account: 12 }).success).toBe(false);
    expect(registerRequestSchema.safeParse({ ...short, password: 'x'.repeat(65) }).success).toBe(false);
    expect(realNameRequestSchema.safeParse({ name: 'A', frontImage: '', backImage: '', consent: 'yes' }).success).toBe(
      false,
    );
  });

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
        realName: null,
        realNameStatus: 'none',
        expiresAt: '2026-01-01T00:00:00Z',
      }).success,
    ).toBe(true);
    expect(userSchema.safeParse({}).success).toBe(false);
  });
});

describe('openApiDocument', () => {
  it('describes every user and operator endpoint', () => {
    const document = openApiDocument() as { openapi: string; paths: Record<string, unknown> };
    expect(document.openapi).toBe('3.1.0');
    expect(Object.keys(document.paths)).toHaveLength(
      Object.keys(endpoints).length + Object.keys(adminEndpoints).length,
    );
  });
});
