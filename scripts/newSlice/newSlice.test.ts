import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newSlice } from '../new-slice.ts';
import { throwawayCopy } from './throwawayCopy.ts';

/**
 * `npm run new:slice` in a throwaway copy of the repository (throwawayCopy.ts): a slice written
 * and wired in every package, which at once type-checks, lints, is formatted and passes its own
 * tests — contract and server over HTTP, the screen's test, its stories in Chromium, and its e2e
 * journey by taps against `npm start` — and which leaves the original untouched.
 */
const root = path.resolve(import.meta.dirname, '../..');
const titles = {
  nl: 'Proefproduct',
  en: 'Trial product',
  de: 'Testprodukt',
  'zh-Hant': '試驗產品',
  'zh-Hans': '试验产品',
  ko: '시험 상품',
} as const;
let copy: ReturnType<typeof throwawayCopy>;
let written: string[] = [];
/** The original's files the scaffold changes in the copy, and the folders it writes: as they were. */
const watched = [
  'packages/domain/src/index.ts',
  'packages/contract/src/index.ts',
  'packages/contract/src/endpoints.ts',
  'packages/contract/src/endpoints.test.ts',
  'packages/contract/src/responseChecks.ts',
  'packages/server/src/db/schema.ts',
  'packages/server/src/features/index.ts',
  'packages/app/src/routes/featureRoutes.tsx',
  'packages/app/src/routes/paths.ts',
  'packages/app/src/features/account/productEntries.ts',
  ...Object.keys(titles).map((language) => `locales/${language}.json`),
];
const fingerprint = () =>
  watched.map((file) =>
    createHash('sha256')
      .update(fs.readFileSync(path.join(root, file)))
      .digest('hex'),
  );
const before = fingerprint();
const migrationsBefore = fs.readdirSync(path.join(root, 'packages/server/drizzle'));

interface Run {
  ok: boolean;
  output: string;
}

/** Runs a command in the copy with the Node that runs this test (npm's, Node 24); its output's end. */
function inCopy(command: string, args: string[], env: Record<string, string> = {}): Promise<Run> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: copy.dir, env: { ...process.env, ...env } });
    let output = '';
    const keep = (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-64_000);
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    child.on('close', (code) => resolve({ ok: code === 0, output: stripVTControlCharacters(output).slice(-6000) }));
  });
}
/** A tool of the copy's node_modules, run by this Node. */
const tool = (entry: string, args: string[]) =>
  inCopy(process.execPath, [path.join(copy.dir, 'node_modules', entry), ...args]);

/** Each check of the copy, started at once in the lanes below; each test awaits its own. */
interface Checks {
  typecheck: Promise<Run>;
  lint: Promise<Run>;
  format: Promise<Run>;
  tests: Promise<Run>;
  stories: Promise<Run>;
  journey: Promise<Run>;
}
let checks: Checks;

/**
 * Two lanes, one check after another in each: the type checker and ESLint use one core each, and
 * the browser steps leave one idle much of the time, so two lanes keep both cores of a small
 * machine busy (one lane: 2 min 12 s; two: about half).
 */
function startChecks(): Checks {
  const typecheck = (async () => {
    for (const project of ['packages/domain', 'packages/contract', 'packages/server', 'packages/app', '.']) {
      const checked = await tool('typescript/bin/tsc', ['-p', project]);
      if (!checked.ok) return { ok: false, output: `tsc -p ${project}\n${checked.output}` };
    }
    return { ok: true, output: '' };
  })();
  const tests = typecheck.then(() =>
    tool('vitest/vitest.mjs', [
      'run',
      '--project',
      'node',
      '--project',
      'unit',
      'packages/contract/src/trialProduct',
      'packages/contract/src/endpoints.test.ts',
      'packages/server/src/features/trialProduct',
      'packages/app/src/features/trialProduct',
      'packages/app/src/features/account/AccountScreen.test.tsx',
      'packages/app/src/i18n/locales.test.ts',
    ]),
  );
  const lint = tool('eslint/bin/eslint.js', [
    '--max-warnings=0',
    'packages/domain/src/index.ts',
    'packages/domain/src/trialProduct',
    'packages/contract/src',
    'packages/server/src/features',
    'packages/server/src/db',
    'packages/app/src/features/trialProduct',
    'packages/app/src/features/account',
    'packages/app/src/routes',
    'tests/e2e',
  ]);
  const format = lint.then(() => tool('prettier/bin/prettier.cjs', ['--check', 'packages', 'locales', 'tests/e2e']));
  const stories = format.then(() =>
    tool('vitest/vitest.mjs', ['run', '--project', 'storybook', 'packages/app/src/features/trialProduct']),
  );
  const journey = stories.then(() => tool('@playwright/test/cli.js', ['test', 'tests/e2e/trial-product.spec.ts']));
  return { typecheck, lint, format, tests, stories, journey };
}

beforeAll(() => {
  copy = throwawayCopy(root);
  written = newSlice(copy.dir, { key: 'trialProduct', titles, prefix: 'trial', path: '/home/trialProduct' });
  checks = startChecks();
}, 120_000);
afterAll(async () => {
  // A failed check must not leave the others writing into a removed copy.
  if (checks) await Promise.allSettled(Object.values(checks));
  copy?.remove();
}, 300_000);

describe('npm run new:slice', () => {
  it('writes the slice in every package, its migration and its locale namespace, and wires it in', () => {
    for (const dir of [
      'packages/domain/src/trialProduct',
      'packages/contract/src/trialProduct',
      'packages/server/src/features/trialProduct',
      'packages/app/src/features/trialProduct',
    ]) {
      expect(
        written.some((file) => file.startsWith(dir)),
        dir,
      ).toBe(true);
    }
    expect(written).toContain('tests/e2e/trial-product.spec.ts');
    const migrations = fs.readdirSync(path.join(copy.dir, 'packages/server/drizzle'));
    expect(migrations.some((file) => /_trialProduct\.sql$/.test(file))).toBe(true);
    for (const language of Object.keys(titles)) {
      const texts = JSON.parse(fs.readFileSync(path.join(copy.dir, `locales/${language}.json`), 'utf8'));
      expect(texts.trialProduct.title).toBe(titles[language as keyof typeof titles]);
    }
    const read = (file: string) => fs.readFileSync(path.join(copy.dir, file), 'utf8');
    expect(read('packages/server/src/features/index.ts')).toContain('registerTrialProductRoutes');
    expect(read('packages/contract/src/responseChecks.ts')).toContain("trial: 'trialProduct'");
    expect(read('packages/app/src/routes/featureRoutes.tsx')).toContain('...trialProductRoutes');
    expect(read('packages/app/src/features/account/productEntries.ts')).toContain('paths.trialProduct.index');
  });

  it('refuses a key or a prefix that is taken, and a missing title', () => {
    expect(() => newSlice(copy.dir, { key: 'trialProduct', titles, migrate: false })).toThrow(/exists already/);
    expect(() => newSlice(copy.dir, { key: 'otherThing', titles, prefix: 'trade', migrate: false })).toThrow(/taken/);
    expect(() => newSlice(copy.dir, { key: 'otherThing', titles: { ...titles, ko: '' }, migrate: false })).toThrow(
      /ko/,
    );
  });

  it('type-checks, lints and is formatted', async () => {
    const checked = await checks.typecheck;
    expect(checked.ok, checked.output).toBe(true);
    const linted = await checks.lint;
    expect(linted.ok, linted.output).toBe(true);
    const formatted = await checks.format;
    expect(formatted.ok, formatted.output).toBe(true);
  }, 300_000);

  it('passes its own tests: contract, server over HTTP, the screen, the locales', async () => {
    const run = await checks.tests;
    expect(run.ok, run.output).toBe(true);
    expect(run.output).toMatch(/Test Files\s+\S*6 passed/);
  }, 300_000);

  it('passes its stories in Chromium', async () => {
    const run = await checks.stories;
    expect(run.ok, run.output).toBe(true);
  }, 300_000);

  it('passes its journey by taps against npm start', async () => {
    const run = await checks.journey;
    expect(run.ok, run.output).toBe(true);
    expect(run.output).toMatch(/1 passed/);
  }, 300_000);

  it('leaves the original repository as it was', () => {
    expect(fingerprint()).toEqual(before);
    expect(fs.readdirSync(path.join(root, 'packages/server/drizzle'))).toEqual(migrationsBefore);
    expect(fs.existsSync(path.join(root, 'packages/server/src/features/trialProduct'))).toBe(false);
  });
});
