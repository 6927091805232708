/**
 * `prepack` and `postpack` of the packages that are packed (`@broker/domain`, `@broker/ui`).
 *
 * In the repository a package's `exports` point at its TypeScript sources: the app, Storybook,
 * Vitest and the server read those directly, with no build step in between. Its tarball has to
 * carry `dist/` instead. The packed entry points are declared in `publishConfig.exports`, the
 * field pnpm and Yarn already apply when they pack; npm does not (its `publishConfig` holds only
 * registry settings), but it packs the `package.json` that is on disk after `prepack`. So:
 *
 *   prepack   build `dist/`, keep the workspace's package.json aside (in .tmp/pack/), and write
 *             the packed one: `exports` (and `sideEffects`, where the built files need another
 *             list than the sources) from `publishConfig`, no `scripts`, no `devDependencies`
 *   postpack  put the workspace's package.json back, byte for byte
 *
 * A `prepack` that finds a kept package.json (a pack that died before `postpack`) restores it first.
 * `node scripts/package/pack.ts prepack|postpack [package dir]` (default: the current directory).
 */
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildPackage, root } from './build.ts';

/** The manifest fields `publishConfig` replaces in a tarball; its other keys are npm settings. */
const packedFields = ['exports', 'sideEffects'] as const;

interface SourceManifest {
  name: string;
  exports: unknown;
  publishConfig?: Record<string, unknown>;
  scripts?: Record<string, string>;
  devDependencies?: Record<string, string>;
  [field: string]: unknown;
}

/** The package.json a tarball carries, made from the workspace's. */
export function packedManifest(source: SourceManifest): Record<string, unknown> {
  const { publishConfig, scripts: _scripts, devDependencies: _devDependencies, ...rest } = source;
  if (!publishConfig?.exports) throw new Error(`${source.name}: no publishConfig.exports to pack`);
  const packed: Record<string, unknown> = { ...rest };
  const settings: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(publishConfig)) {
    if ((packedFields as readonly string[]).includes(key)) packed[key] = value;
    else settings[key] = value;
  }
  if (Object.keys(settings).length > 0) packed.publishConfig = settings;
  return packed;
}

/** Targets of an `exports` map, conditions included (`{ types, default }` → both files). */
const targetsOf = (exports: unknown): string[] =>
  typeof exports === 'string'
    ? [exports]
    : exports && typeof exports === 'object'
      ? Object.values(exports).flatMap(targetsOf)
      : [];

/**
 * The packed `exports` must offer every entry the workspace's does (a brand added to one and not
 * the other would be missing from the tarball) and point at files the build wrote.
 */
export function packedExportsProblems(packageDir: string, source: SourceManifest): string[] {
  const packed = (source.publishConfig?.exports ?? {}) as Record<string, unknown>;
  const workspace = source.exports as Record<string, unknown>;
  return [
    ...Object.keys(workspace)
      .filter((entry) => !(entry in packed))
      .map((entry) => `"${entry}" is in exports but not in publishConfig.exports`),
    ...Object.values(packed)
      .flatMap(targetsOf)
      .filter((target) => !existsSync(path.join(packageDir, target)))
      .map((target) => `publishConfig.exports points at ${target}, which the build did not write`),
  ];
}

const keptManifest = (name: string) => path.join(root, '.tmp/pack', `${name.replace('/', '+')}.package.json`);

function restore(packageDir: string, name: string): void {
  const kept = keptManifest(name);
  if (existsSync(kept)) renameSync(kept, path.join(packageDir, 'package.json'));
}

export async function prepack(packageDir: string): Promise<void> {
  const file = path.join(packageDir, 'package.json');
  const { name } = JSON.parse(readFileSync(file, 'utf8')) as SourceManifest;
  restore(packageDir, name);
  await buildPackage(packageDir);
  const text = readFileSync(file, 'utf8');
  const source = JSON.parse(text) as SourceManifest;
  const problems = packedExportsProblems(packageDir, source);
  if (problems.length > 0) throw new Error(`${name} cannot be packed:\n  ${problems.join('\n  ')}`);
  const packed = packedManifest(source);
  mkdirSync(path.dirname(keptManifest(name)), { recursive: true });
  writeFileSync(keptManifest(name), text);
  writeFileSync(file, `${JSON.stringify(packed, null, 2)}\n`);
}

export function postpack(packageDir: string): void {
  const { name } = JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8')) as SourceManifest;
  restore(packageDir, name);
}

if (import.meta.main) {
  const [step, dir] = process.argv.slice(2);
  const packageDir = path.resolve(dir ?? process.cwd());
  if (step === 'prepack') await prepack(packageDir);
  else if (step === 'postpack') postpack(packageDir);
  else throw new Error('usage: node scripts/package/pack.ts prepack|postpack [package dir]');
}
