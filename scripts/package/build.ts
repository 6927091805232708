/**
 * Builds a workspace package into its `dist/`, what its tarball carries (`npm pack`; docs/decisions.md
 * "The kit as a package"). Inside the repository nothing reads `dist/`: the workspace imports the
 * sources through each package's `exports`.
 *
 * - `@broker/domain`: TypeScript compiles every module to an ES module with its declaration file
 *   (`.ts` imports rewritten to `.js`), so a consumer's bundler tree-shakes module by module.
 * - `@broker/ui`: Rolldown — the bundler Vite 8 runs on, which vanilla-extract's Rollup plugin
 *   supports and names as the way to build a library (its Vite plugin is for applications) —
 *   bundles each entry to an ES module with its styles extracted into one stylesheet per entry,
 *   which the entry imports itself; TypeScript writes the declarations.
 *
 * `node scripts/package/build.ts [package dir]` (default: the current directory, as `prepack` runs it).
 */
import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { buildKitBundles } from './kit.ts';

export const root = path.resolve(import.meta.dirname, '../..');

interface Manifest {
  name: string;
  exports: Record<string, string>;
  dependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
}

export function readManifest(packageDir: string): Manifest {
  return JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8')) as Manifest;
}

/** `tsc -p <project>` on the Node that runs this script (the project's Node 24). */
function tsc(project: string): void {
  const bin = path.join(root, 'node_modules/typescript/bin/tsc');
  const result = spawnSync(process.execPath, [bin, '-p', project], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`tsc -p ${path.relative(root, project)} failed`);
}

export async function buildPackage(packageDir: string): Promise<void> {
  const manifest = readManifest(packageDir);
  const outDir = path.join(packageDir, 'dist');
  rmSync(outDir, { recursive: true, force: true });
  switch (manifest.name) {
    case '@broker/domain':
      tsc(path.join(packageDir, 'tsconfig.build.json'));
      break;
    case '@broker/ui':
      await buildKitBundles(packageDir, outDir, manifest.exports, [
        ...Object.keys(manifest.dependencies ?? {}),
        ...Object.keys(manifest.peerDependencies ?? {}),
      ]);
      tsc(path.join(packageDir, 'tsconfig.build.json'));
      break;
    default:
      throw new Error(`${manifest.name} is not built as a package (only @broker/domain and @broker/ui are)`);
  }
}

if (import.meta.main) {
  const packageDir = path.resolve(process.argv[2] ?? process.cwd());
  const started = performance.now();
  await buildPackage(packageDir);
  const { name } = readManifest(packageDir);
  console.log(
    `${name}: built into ${path.relative(root, path.join(packageDir, 'dist'))}/ in ${Math.round(performance.now() - started)} ms`,
  );
}
