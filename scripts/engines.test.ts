/**
 * What a fresh machine needs to install the project, and why the install may stay quiet about
 * engines (README "Quick start", .npmrc): npm runs on the system's Node (20 on a fresh machine) and
 * checks every package's `engines` against that Node, but every package runs on the Node 24 that
 * the `node` devDependency installs. So each `EBADENGINE` warning npm would print there is false
 * — as long as the locked Node satisfies every locked package, which this test holds.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const readJson = (file: string) => JSON.parse(readFileSync(path.join(root, file), 'utf8')) as unknown;

interface DevEngine {
  name: string;
  version?: string;
  onFail?: string;
}
const manifest = readJson('package.json') as {
  engines?: { node?: string };
  devEngines?: { runtime?: DevEngine; packageManager?: DevEngine };
};
const lock = readJson('package-lock.json') as {
  packages: Record<string, { version?: string; engines?: Record<string, string> | string[] }>;
};

type Version = [number, number, number];

function wildcardsCut([operator, ...parts]: (string | undefined)[]): (string | undefined)[] {
  const wild = parts.findIndex((part) => part === '*' || part === 'x');
  return [operator, ...(wild === -1 ? parts : parts.slice(0, wild))];
}
const compare = (a: Version, b: Version) => a[0] - b[0] || a[1] - b[1] || a[2] - b[2];

/**
 * Whether `version` (x.y.z) is in a semver `range`, for the grammar that `engines` fields use:
 * `||` alternatives of space-separated comparators (`>=`, `>`, `<=`, `<`, `=`, `^`, `~` or none)
 * on full or partial versions (`22`, `22.13`, `10.x`, `*`). Anything else throws, so that an unknown form fails the test
 * instead of passing it unread. (No semver package is a direct dependency; this is enough here.)
 */
function admits(range: string, version: string): boolean {
  const wanted = version.split('.').map(Number) as Version;
  return range.split('||').some((alternative) =>
    alternative
      .trim()
      .replace(/([<>=^~]+)\s+/g, '$1')
      .split(/\s+/)
      .every((comparator) => {
        const match = /^(>=|<=|>|<|=|\^|~)?v?(\d+|[*x])(?:\.(\d+|[*x]))?(?:\.(\d+|[*x]))?$/.exec(comparator);
        if (!match) throw new Error(`unread range "${range}"`);
        // A wildcard ends the partial version: 10.x is 10, * is any.
        const [operator = '=', major, minor, patch] = wildcardsCut(match.slice(1));
        if (major === undefined) return true;
        const low: Version = [Number(major), Number(minor ?? 0), Number(patch ?? 0)];
        // The first version after the partial one: 22 → 23.0.0, 22.1 → 22.2.0, 22.1.3 → 22.1.4.
        const next: Version =
          minor === undefined ? [low[0] + 1, 0, 0] : patch === undefined ? [low[0], low[1] + 1, 0] : [...low];
        if (patch !== undefined) next[2] += 1;
        const atLeast = (bound: Version) => compare(wanted, bound) >= 0;
        const below = (bound: Version) => compare(wanted, bound) < 0;
        if (operator === '>=') return atLeast(low);
        if (operator === '>') return atLeast(next);
        if (operator === '<=') return below(next);
        if (operator === '<') return below(low);
        if (operator === '^') {
          if (low[0] === 0) throw new Error(`unread range "${range}"`);
          return atLeast(low) && below([low[0] + 1, 0, 0]);
        }
        if (operator === '~') return atLeast(low) && below(minor === undefined ? next : [low[0], low[1] + 1, 0]);
        return atLeast(low) && below(next);
      }),
  );
}

describe('admits (the engines range reader of this test)', () => {
  it('reads the forms the lock file uses', () => {
    expect(admits('^22.14.0 || >=24.0.0', '24.21.0')).toBe(true);
    expect(admits('^22.14.0 || >=24.0.0', '22.13.9')).toBe(false);
    expect(admits('^22||^24||>=26', '24.0.0')).toBe(true);
    expect(admits('^22||^24||>=26', '25.1.0')).toBe(false);
    expect(admits('^22.13||^24||>=26', '22.12.0')).toBe(false);
    expect(admits('>= 18 < 20', '19.9.9')).toBe(true);
    expect(admits('>= 18 < 20', '20.0.0')).toBe(false);
    expect(admits('>14', '14.9.0')).toBe(false);
    expect(admits('<=20.1', '20.1.7')).toBe(true);
    expect(admits('~20.1', '20.2.0')).toBe(false);
    expect(admits('20', '20.5.1')).toBe(true);
    expect(admits('6.* || 8.* || >= 10.*', '24.0.0')).toBe(true);
    expect(admits('6.* || 8.* || >= 10.*', '7.1.0')).toBe(false);
    expect(admits('*', '0.1.0')).toBe(true);
    expect(() => admits('20.1.0 - 24', '20.1.0')).toThrow('unread range');
  });
});

describe('the Node that runs the project', () => {
  const lockedNode = lock.packages['node_modules/node']?.version;

  it('is the `node` devDependency, version 24', () => {
    expect(lockedNode).toMatch(/^24\.\d+\.\d+$/);
  });

  it("satisfies the project's own engines and every locked package's", () => {
    const refused = Object.entries(lock.packages)
      .filter(([, entry]) => {
        const wanted = Array.isArray(entry.engines) ? undefined : entry.engines?.node;
        return wanted !== undefined && !admits(wanted, lockedNode!);
      })
      .map(([name, entry]) => `${name || '(root)'} ${JSON.stringify(entry.engines)}`);
    expect(refused).toEqual([]);
    expect(admits(manifest.engines!.node!, lockedNode!)).toBe(true);
  });
});

describe('what installs it (devEngines: npm checks them before install, ci and run)', () => {
  const { runtime, packageManager } = manifest.devEngines ?? {};

  it('is npm 11.16 or later (the first to apply `allowScripts`), or npm refuses', () => {
    expect(packageManager).toMatchObject({ name: 'npm', onFail: 'error' });
    expect(admits(packageManager!.version!, '11.16.0')).toBe(true);
    expect(admits(packageManager!.version!, '11.15.9')).toBe(false);
  });

  it("on the Node versions npm 11 runs on: a fresh machine's 20, and the locked 24 (nested npm runs)", () => {
    expect(runtime).toMatchObject({ name: 'node', onFail: 'error' });
    for (const version of ['20.17.0', '20.20.2', '22.9.0', lock.packages['node_modules/node']!.version!]) {
      expect(admits(runtime!.version!, version), version).toBe(true);
    }
    for (const version of ['18.20.4', '20.16.0', '22.8.0']) {
      expect(admits(runtime!.version!, version), version).toBe(false);
    }
  });
});

describe('.npmrc', () => {
  const settings = Object.fromEntries(
    readFileSync(path.join(root, '.npmrc'), 'utf8')
      .split('\n')
      .filter((line) => /^[a-z-]+=/.test(line))
      .map((line) => line.split('=', 2) as [string, string]),
  );

  it('keeps the install quiet: warnings off (npm cannot skip only the false engines check)', () => {
    expect(settings.loglevel).toBe('error');
  });

  it('still refuses what it must: unreviewed install scripts fail the install', () => {
    expect(settings['strict-allow-scripts']).toBe('true');
    expect(settings['engine-strict']).toBe('false');
  });
});
