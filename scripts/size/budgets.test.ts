import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type Budgets, type Manifest, checkSizes, formatReport, gzipSizer, runSizeCheck } from './budgets.ts';

/**
 * A hand-made build: the entry loads `shared`; route A adds `vendor` and CSS, route B only itself.
 * The files are random bytes, which gzip cannot shrink, so each weighs about its length.
 */
const manifest: Manifest = {
  'index.html': {
    file: 'assets/index.js',
    isEntry: true,
    imports: ['_shared.js'],
    dynamicImports: ['src/A.tsx', 'src/B.tsx'],
    css: ['assets/index.css'],
  },
  '_shared.js': { file: 'assets/shared.js' },
  '_vendor.js': { file: 'assets/vendor.js', css: ['assets/vendor.css'] },
  'src/A.tsx': { file: 'assets/A.js', isDynamicEntry: true, imports: ['_shared.js', '_vendor.js'] },
  'src/B.tsx': { file: 'assets/B.js', isDynamicEntry: true, imports: ['_shared.js'] },
};
const kib: Record<string, number> = {
  'assets/index.js': 2,
  'assets/index.css': 1,
  'assets/shared.js': 2,
  'assets/vendor.js': 3,
  'assets/vendor.css': 0.5,
  'assets/A.js': 1,
  'assets/B.js': 0.5,
};
const budgets: Budgets = {
  defaults: { entry: { js: 170, css: 20 }, lazy: { js: 40, css: 5 } },
  chunks: {
    'index.html': { js: 5, css: 2 },
    'src/A.tsx': { js: 2, css: 1 },
    'src/Gone.tsx': { js: 10 },
  },
};

let dist = '';
beforeEach(() => {
  dist = mkdtempSync(path.join(os.tmpdir(), 'broker-size-'));
  mkdirSync(path.join(dist, 'assets'));
  mkdirSync(path.join(dist, '.vite'));
  for (const [file, size] of Object.entries(kib)) writeFileSync(path.join(dist, file), randomBytes(size * 1024));
  writeFileSync(path.join(dist, '.vite/manifest.json'), JSON.stringify(manifest));
});
afterEach(() => rmSync(dist, { recursive: true, force: true }));

// gzip adds a header and a few bytes per block to incompressible data.
const about = (expected: number) => ({ asymmetricMatch: (kibs: number) => kibs >= expected && kibs < expected + 0.1 });

describe('size budgets', () => {
  it('measures the entry with its static imports, and a lazy chunk without what the entry loaded', () => {
    const report = checkSizes(manifest, budgets, gzipSizer(dist));
    const byKey = Object.fromEntries(report.rows.map((row) => [row.key, row]));
    expect(Object.keys(byKey)).toEqual(['index.html', 'src/A.tsx', 'src/B.tsx']);
    expect(byKey['index.html']).toMatchObject({
      kind: 'entry',
      js: { ownKiB: about(2), closureKiB: about(4), over: false },
      css: { closureKiB: about(1), over: false },
    });
    expect(byKey['src/A.tsx']).toMatchObject({
      kind: 'lazy',
      js: { ownKiB: about(1), closureKiB: about(4), budgetKiB: 2, over: true },
      css: { closureKiB: about(0.5), budgetKiB: 1, over: false },
      over: true,
    });
    expect(byKey['src/B.tsx']).toMatchObject({ js: { closureKiB: about(0.5), budgetKiB: 40 }, defaulted: true });
    expect(byKey['src/B.tsx']?.css).toBeUndefined();
    expect(report.stale).toEqual(['src/Gone.tsx']);
    expect(report.ok).toBe(false);
  });

  it('fails an over-budget chunk and prints the table', () => {
    const { ok, text } = runSizeCheck({ distDir: dist, budgetsFile: writeBudgets(budgets) });
    expect(ok).toBe(false);
    const lines = text.split('\n');
    expect(lines[1]).toMatch(/^chunk\s+JS own\s+JS closure\s+JS budget\s+CSS closure\s+CSS budget\s+status$/);
    expect(lines.find((line) => line.startsWith('entry: index.html'))).toMatch(/\s5\.0\s.*\s2\.0\s+ok$/);
    expect(lines.find((line) => line.startsWith('src/A.tsx'))).toMatch(/ 1\.0\s+4\.\d\s+2\.0\s+0\.\d\s+1\.0\s+OVER$/);
    expect(lines.find((line) => line.startsWith('src/B.tsx'))).toMatch(/\s40\.0\s+-\s+-\s+ok \(default budget\)$/);
    expect(text).toContain('No budget of their own yet');
    expect(text).toMatch(/for chunks this build does not have \(remove them\):\n {2}src\/Gone\.tsx/);
    expect(lines.at(-1)).toMatch(/^Over budget \(KiB\): src\/A\.tsx js 4\.\d > 2\.0$/);
  });

  it('passes when every chunk group is within its budget', () => {
    const roomy = { ...budgets, chunks: { ...budgets.chunks, 'src/A.tsx': { js: 5, css: 1 } } };
    const { ok, text } = runSizeCheck({ distDir: dist, budgetsFile: writeBudgets(roomy) });
    expect(ok).toBe(true);
    expect(text.split('\n').at(-1)).toBe('All 3 chunk groups are within budget.');
  });

  it('holds a route’s first load (the entry and its closure) to its budget and shows its goal', () => {
    const roomy = { ...budgets, chunks: { ...budgets.chunks, 'src/A.tsx': { js: 5, css: 1 } } };
    const within = { ...roomy, firstLoad: { 'src/A.tsx': { js: 8.5, goal: 7 } } };
    const passed = runSizeCheck({ distDir: dist, budgetsFile: writeBudgets(within) });
    expect(passed.ok).toBe(true);
    // The entry (index 2 + shared 2) and A's closure (A 1 + vendor 3).
    expect(passed.text).toMatch(/\n {2}src\/A\.tsx: 8\.\d \(budget 8\.5, goal 7\.0\) ok\n/);
    const tight = { ...roomy, firstLoad: { 'src/A.tsx': { js: 7.5 } } };
    const failed = runSizeCheck({ distDir: dist, budgetsFile: writeBudgets(tight) });
    expect(failed.ok).toBe(false);
    expect(failed.text.split('\n').at(-1)).toMatch(/^Over budget \(KiB\): first load of src\/A\.tsx 8\.\d > 7\.5$/);
  });

  it("counts the page language's texts in every first load: they load before any screen", () => {
    const withTexts: Manifest = {
      ...manifest,
      'index.html': {
        ...manifest['index.html']!,
        dynamicImports: ['src/A.tsx', 'src/B.tsx', '../../locales/nl.json?texts=start'],
      },
      '../../locales/nl.json?texts=start': { file: 'assets/nl.js', isDynamicEntry: true },
    };
    writeFileSync(path.join(dist, '.vite/manifest.json'), JSON.stringify(withTexts));
    writeFileSync(path.join(dist, 'assets/nl.js'), randomBytes(1.5 * 1024));
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html lang="nl"><head></head></html>');
    const roomy = { ...budgets, chunks: { ...budgets.chunks, 'src/A.tsx': { js: 5, css: 1 } } };
    const within = { ...roomy, firstLoad: { 'src/A.tsx': { js: 10, goal: 7 } } };
    const { ok, text } = runSizeCheck({ distDir: dist, budgetsFile: writeBudgets(within) });
    expect(ok).toBe(true);
    // The entry (4) and A's closure (4), and the texts (1.5).
    expect(text).toMatch(/\n {2}src\/A\.tsx: 9\.\d = 8\.\d code \+ 1\.\d texts \(budget 10\.0, goal 7\.0\) ok\n/);
  });

  it('holds CSS to its budget too', () => {
    const tight = { ...budgets, chunks: { ...budgets.chunks, 'src/A.tsx': { js: 5, css: 0.2 } } };
    expect(runSizeCheck({ distDir: dist, budgetsFile: writeBudgets(tight) }).ok).toBe(false);
  });

  it('with write, sets each budget to today’s size + 5 % rounded up to whole KiB', () => {
    const file = writeBudgets(budgets);
    const { ok } = runSizeCheck({ distDir: dist, budgetsFile: file, write: true });
    expect(ok).toBe(true);
    const written = JSON.parse(readFileSync(file, 'utf8')) as Budgets;
    expect(written.defaults).toEqual(budgets.defaults);
    expect(written.chunks).toEqual({
      'index.html': { js: 5, css: 2 },
      'src/A.tsx': { js: 5, css: 1 },
      'src/B.tsx': { js: 1 },
    });
  });

  it('with write, never raises the entry above its default, the first-load ceiling', () => {
    const file = writeBudgets({ ...budgets, defaults: { ...budgets.defaults, entry: { js: 4, css: 20 } } });
    const { ok, text } = runSizeCheck({ distDir: dist, budgetsFile: file, write: true });
    expect((JSON.parse(readFileSync(file, 'utf8')) as Budgets).chunks['index.html']).toEqual({ js: 4, css: 2 });
    expect(ok).toBe(false);
    expect(text).toContain('index.html js');
  });

  it('says to build first when there is no manifest', () => {
    rmSync(path.join(dist, '.vite'), { recursive: true });
    const { ok, text } = runSizeCheck({ distDir: dist, budgetsFile: writeBudgets(budgets) });
    expect(ok).toBe(false);
    expect(text).toContain('npm run build');
  });

  it('names the budgets file in its report', () => {
    const report = checkSizes(manifest, budgets, gzipSizer(dist));
    expect(formatReport(report, 'size-budgets.json')).toContain('add them to size-budgets.json');
  });
});

function writeBudgets(value: Budgets): string {
  const file = path.join(dist, 'size-budgets.json');
  writeFileSync(file, JSON.stringify(value));
  return file;
}
