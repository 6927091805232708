/**
 * Whether the app's build is a build of the current sources. Every build records a fingerprint
 * of what it was built from (a hash of the paths and contents of its inputs) in the build folder;
 * `npm start` builds again when there is no build or when today's fingerprint differs — after a
 * `git pull`, a branch switch or an edit — so that it never serves stale code.
 *
 * Contents, not modification times: a branch switched back and forth or a `touch` needs no new
 * build, and a change that keeps its mtime (an archive, `cp -p`) is still seen. Hashing the ~800
 * input files (~5 MB) takes well under a second.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_BRAND, brandsDir } from '../../brands/load.ts';

/** What a build reads, relative to the repository: every file below the folders, and single files. */
export interface BuildInputs {
  folders: readonly string[];
  files: readonly string[];
}

/**
 * The app's build (Vite, packages/app/vite.config.ts) for a brand: its sources, those of the
 * packages it bundles, its texts, its dependencies, the code that reads brands and the brand's
 * folder (brands/load.ts; relative to the repository, `../…` for one elsewhere). The folder's path
 * is part of the fingerprint, so a build for another brand is never taken for a current one.
 */
export function appBuildInputsFor(brandDir: string, root = path.resolve(import.meta.dirname, '../..')): BuildInputs {
  return {
    folders: [
      'packages/app/src',
      'packages/ui/src',
      'packages/domain/src',
      'packages/contract/src',
      'locales',
      path.relative(root, brandDir).split(path.sep).join('/'),
    ],
    files: [
      'packages/app/index.html',
      'packages/app/vite.config.ts',
      'packages/app/tsconfig.json',
      'tsconfig.base.json',
      'packages/app/package.json',
      'packages/ui/package.json',
      'packages/domain/package.json',
      'packages/contract/package.json',
      'package-lock.json',
      'brands/load.ts',
      'brands/vite.ts',
      'brands/ownTheme.css.ts',
    ],
  };
}

/** The inputs of the default brand's build (dutch). */
export const appBuildInputs: BuildInputs = appBuildInputsFor(path.join(brandsDir, DEFAULT_BRAND));

/** Tests and stories live beside the sources but are never bundled: editing one needs no new build. */
const neverBundled = /\.(test|stories)\.[cm]?[jt]sx?$/;

/** The file in the build folder that holds the fingerprint of the sources it was built from. */
export const FINGERPRINT_FILE = '.sources-fingerprint';

/** A hash of every input's path and contents; a missing single file counts as missing, so adding it changes the hash. */
export function sourcesFingerprint(root: string, inputs: BuildInputs): string {
  const listed = inputs.folders.flatMap((folder) => filesBelow(root, folder));
  const names = [...new Set([...inputs.files, ...listed])].sort();
  const hash = createHash('sha256');
  for (const name of names) {
    const file = path.join(root, name);
    if (!existsSync(file)) {
      hash.update(`${name}\0missing\0`);
      continue;
    }
    const contents = readFileSync(file);
    // The length before the bytes keeps the stream unambiguous: no two file sets hash alike by accident.
    hash.update(`${name}\0${contents.length}\0`);
    hash.update(contents);
  }
  return hash.digest('hex');
}

function filesBelow(root: string, folder: string): string[] {
  const absolute = path.join(root, folder);
  if (!existsSync(absolute)) return [];
  return readdirSync(absolute, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && !neverBundled.test(entry.name))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));
}

export function recordedFingerprint(outDir: string): string | undefined {
  const file = path.join(outDir, FINGERPRINT_FILE);
  return existsSync(file) ? readFileSync(file, 'utf8').trim() : undefined;
}

export interface BuildOptions {
  root: string;
  /** The build folder; a build has its `index.html`. */
  outDir: string;
  inputs: BuildInputs;
  /** Runs the build (which empties `outDir` first); true when it succeeded. Told why when `ensureCurrentBuild` runs it. */
  build: (found?: Freshness) => boolean;
}

/**
 * Builds and records the fingerprint of the sources as they were when the build started (an edit
 * during the build is then seen as a change next time). A failed build records nothing.
 */
export function buildAndRecord(options: BuildOptions): boolean {
  return runAndRecord(options, sourcesFingerprint(options.root, options.inputs));
}

function runAndRecord({ outDir, build }: BuildOptions, fingerprint: string, found?: Freshness): boolean {
  if (!build(found)) return false;
  writeFileSync(path.join(outDir, FINGERPRINT_FILE), `${fingerprint}\n`);
  return true;
}

export type Freshness = 'current' | 'no build' | 'sources changed';

export interface EnsureResult {
  /** What was found before building. */
  found: Freshness;
  /** Whether a build ran, and whether everything went well (a current build, or a build that succeeded). */
  built: boolean;
  ok: boolean;
  /** How long the check took (the fingerprint of the sources), in milliseconds. */
  checkMs: number;
}

/** Builds when there is no build or it was made from other sources; leaves a current build alone. */
export function ensureCurrentBuild(options: BuildOptions): EnsureResult {
  const started = performance.now();
  const fingerprint = sourcesFingerprint(options.root, options.inputs);
  const found: Freshness = !existsSync(path.join(options.outDir, 'index.html'))
    ? 'no build'
    : recordedFingerprint(options.outDir) === fingerprint
      ? 'current'
      : 'sources changed';
  const checkMs = performance.now() - started;
  if (found === 'current') return { found, built: false, ok: true, checkMs };
  return { found, built: true, ok: runAndRecord(options, fingerprint, found), checkMs };
}
