import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staticCacheControl } from './app.ts';
import { startTestServer, type TestServer } from './testing/testServer.ts';

const script = 'export const answer = 42;\n'.repeat(100);
let server: TestServer;

beforeAll(async () => {
  const dist = mkdtempSync(path.join(os.tmpdir(), 'broker-static-'));
  mkdirSync(path.join(dist, 'assets'));
  const asset = path.join(dist, 'assets', 'index-DUTDfGdJ.js');
  writeFileSync(asset, script);
  writeFileSync(`${asset}.br`, brotliCompressSync(script));
  writeFileSync(`${asset}.gz`, gzipSync(script));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>app</title>');
  server = await startTestServer({ staticDir: dist });
});
afterAll(async () => {
  await server?.close();
});

describe('the built app', () => {
  it('is sent precompressed: brotli where the browser takes it, else gzip, else as it is', async () => {
    const url = `${server.url}/assets/index-DUTDfGdJ.js`;
    const br = await fetch(url, { headers: { 'accept-encoding': 'br, gzip' } });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(await br.text()).toBe(script); // fetch decodes it
    const gz = await fetch(url, { headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    const plain = await fetch(url, { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(script);
  });

  it('keeps hashed assets for a year, the brand files ten minutes, and checks everything else again', async () => {
    const asset = await fetch(`${server.url}/assets/index-DUTDfGdJ.js`);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const page = await fetch(`${server.url}/`);
    expect(page.headers.get('cache-control')).toBe('no-cache');
    expect(staticCacheControl('/dist/assets/index-DUTDfGdJ.js.br')).toBe('public, max-age=31536000, immutable');
    expect(staticCacheControl('/dist/brand/logo.svg')).toBe('public, max-age=600');
    expect(staticCacheControl('/dist/brand/splash.css.br')).toBe('public, max-age=600');
    expect(staticCacheControl('/dist/index.html')).toBe('no-cache');
  });

  it('carries the security headers, as every answer does', async () => {
    for (const url of [`${server.url}/`, `${server.url}/assets/index-DUTDfGdJ.js`]) {
      const response = await fetch(url);
      expect(response.headers.get('content-security-policy'), url).toContain("frame-ancestors 'none'");
      expect(response.headers.get('x-frame-options'), url).toBe('SAMEORIGIN');
      expect(response.headers.get('x-content-type-options'), url).toBe('nosniff');
    }
  });
});
