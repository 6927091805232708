import { mkdirSync, mkdtempSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { MIN_BYTES, precompress } from './compress.ts';

describe('precompress', () => {
  it('writes brotli and gzip beside the text assets worth compressing, and the same bytes come back', () => {
    const out = mkdtempSync(path.join(os.tmpdir(), 'precompress-'));
    mkdirSync(path.join(out, 'assets'));
    const script = 'export const x = 1;\n'.repeat(200);
    writeFileSync(path.join(out, 'assets', 'index-abc123.js'), script);
    writeFileSync(path.join(out, 'index.html'), `<!doctype html>${'<p>x</p>'.repeat(200)}`);
    writeFileSync(path.join(out, 'assets', 'tiny.css'), 'a{}');
    writeFileSync(path.join(out, 'assets', 'logo.png'), Buffer.alloc(4 * MIN_BYTES, 7));
    expect(precompress(out).sort()).toEqual(['assets/index-abc123.js', 'index.html']);
    const file = path.join(out, 'assets', 'index-abc123.js');
    expect(brotliDecompressSync(readFileSync(`${file}.br`)).toString()).toBe(script);
    expect(gunzipSync(readFileSync(`${file}.gz`)).toString()).toBe(script);
    expect(readFileSync(`${file}.br`).length).toBeLessThan(script.length / 10);
    expect(existsSync(path.join(out, 'assets', 'tiny.css.br'))).toBe(false);
    expect(existsSync(path.join(out, 'assets', 'logo.png.br'))).toBe(false);
  });
});
