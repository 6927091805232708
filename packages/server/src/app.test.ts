import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { startTestServer, type TestServer } from './testing/testServer.ts';
import { configTable } from './db/schema.ts';
import { BODY_LIMIT_BYTES, httpDateOf } from './app.ts';
import { fixedClock } from './lib/clock.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

describe('POST /api/vue/common/config', () => {
  it('answers every config item from the database', async () => {
    const { http, body } = await server.post('common/config', { type: 'all' });
    expect(http).toBe(200);
    expect(body.status).toBe(1);
    expect(body.msg).toBe('success.ok');
    const names = body.data.map((item: { name: string }) => item.name).sort();
    expect(names).toEqual(['accountRule', 'baseCurrency', 'imageBase', 'kefu', 'logo', 'title']);
    expect(body.data).toContainEqual({ name: 'title', value: 'Dutch stocks' });
  });

  it('reads what the database holds, not a constant', async () => {
    await server.database.db.update(configTable).set({ value: 'Oranje Beleggen' }).where(eq(configTable.name, 'title'));
    const { body } = await server.post('common/config', { type: 'title' });
    expect(body.data).toEqual([{ name: 'title', value: 'Oranje Beleggen' }]);
    await server.database.db.update(configTable).set({ value: 'Dutch stocks' }).where(eq(configTable.name, 'title'));
  });

  it('refuses a missing or unknown type with a validation key', async () => {
    expect((await server.post('common/config', {})).body).toEqual({
      status: 0,
      msg: 'error.validation.required',
      data: { field: 'type' },
    });
    expect((await server.post('common/config', { type: 'password' })).body.msg).toBe('error.validation.invalid');
  });
});

describe('errors never leak internals', () => {
  it('answers malformed JSON in the envelope', async () => {
    const { http, body } = await server.post('common/config', '{"type": all');
    expect(http).toBe(400);
    expect(body).toEqual({ status: 0, msg: 'error.validation.invalid', data: { field: 'body', rule: 'format' } });
  });

  it('answers an unknown API path in the envelope', async () => {
    const { http, body } = await server.post('user/doesNotExist', {});
    expect(http).toBe(404);
    expect(body).toEqual({ status: 0, msg: 'error.request.notFound', data: { path: '/api/vue/user/doesNotExist' } });
  });

  it('refuses an oversized body', async () => {
    const { http, body } = await server.post(
      'common/config',
      JSON.stringify({ type: 'all', pad: 'x'.repeat(BODY_LIMIT_BYTES) }),
    );
    expect(http).toBe(413);
    expect(body.msg).toBe('error.validation.invalid');
  });

  it('refuses a body that is not JSON', async () => {
    const { http, body } = await server.post('common/config', 'type=all', { 'content-type': 'text/plain' });
    expect(http).toBe(415);
    expect(body.msg).toBe('error.validation.invalid');
  });

  it('sends the security headers', async () => {
    const response = await fetch(`${server.url}/api/vue/common/config`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"type":"all"}',
    });
    expect(response.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('sends every security header, the same on answers, refusals and unknown paths', async () => {
    const expected = {
      'content-security-policy':
        "default-src 'self';script-src 'self';style-src 'self';img-src 'self' data: blob:;connect-src 'self';" +
        "font-src 'self';object-src 'none';base-uri 'self';form-action 'self';frame-ancestors 'none'",
      'cross-origin-opener-policy': 'same-origin',
      'cross-origin-resource-policy': 'same-origin',
      'origin-agent-cluster': '?1',
      'referrer-policy': 'no-referrer',
      'strict-transport-security': 'max-age=31536000; includeSubDomains',
      'x-content-type-options': 'nosniff',
      'x-dns-prefetch-control': 'off',
      'x-download-options': 'noopen',
      'x-frame-options': 'SAMEORIGIN',
      'x-permitted-cross-domain-policies': 'none',
      'x-xss-protection': '0',
    };
    const calls: [string, string, string][] = [
      ['common/config', 'application/json', '{"type":"all"}'],
      ['common/config', 'text/plain', 'type=all'],
      ['user/doesNotExist', 'application/json', '{}'],
    ];
    for (const [path, type, body] of calls) {
      const response = await fetch(`${server.url}/api/vue/${path}`, {
        method: 'POST',
        headers: { 'content-type': type },
        body,
      });
      const sent = Object.fromEntries([...response.headers].filter(([name]) => name in expected));
      expect(sent, path).toEqual(expected);
      expect(response.headers.get('x-powered-by')).toBeNull();
    }
  });
});

describe('the Date header', () => {
  it('carries the server clock, not the wall clock', async () => {
    server.clock.set('2024-02-29T08:15:30Z');
    const api = await fetch(`${server.url}/api/vue/common/config`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ type: 'all' }),
    });
    expect(api.headers.get('date')).toBe('Thu, 29 Feb 2024 08:15:30 GMT');
    const missing = await fetch(`${server.url}/api/vue/no/such`, { method: 'POST' });
    expect(missing.headers.get('date')).toBe('Thu, 29 Feb 2024 08:15:30 GMT');
  });

  it('follows the clock to the second, forwards and back', () => {
    const clock = fixedClock('2024-02-29T08:15:30.000Z');
    const httpDate = httpDateOf(clock);
    for (const step of [0, 999, 1, 58_000, -60_000, 86_400_000, 1]) {
      clock.advance(step);
      expect(httpDate()).toBe(clock.now().toUTCString());
    }
  });
});
