/**
 * `npm run build`: the app's production build (Vite) into packages/app/dist, for the brand of
 * BRAND_DIR / BRAND (dutch by default; brands/), stamped with the fingerprint of the sources it
 * was built from (scripts/build/freshness.ts), by which `npm start` knows whether the build is
 * current, with every text asset also written precompressed (brotli, gzip) for the server to
 * send. Extra arguments go to `vite build`.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { precompress } from './build/compress.ts';
import { appBuildInputsFor, buildAndRecord } from './build/freshness.ts';
import { locateBrand, type BrandLocation } from '../brands/load.ts';

export const root = path.resolve(import.meta.dirname, '..');
export const appOutDir = path.join(root, 'packages/app/dist');

/** Runs `vite build` on the Node that runs this script (the project's Node 24). */
export function viteBuild(extraArgs: readonly string[] = []): boolean {
  const vite = path.join(root, 'node_modules/vite/bin/vite.js');
  const config = path.join(root, 'packages/app/vite.config.ts');
  const result = spawnSync(process.execPath, [vite, 'build', '--config', config, ...extraArgs], {
    cwd: root,
    stdio: 'inherit',
  });
  return result.status === 0;
}

/** The brand of the environment, or the reason there is none printed and the process ended. */
export function brandOrExit(): BrandLocation {
  try {
    return locateBrand();
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}

if (import.meta.main) {
  const brand = brandOrExit();
  console.log(`Building the app for the brand ${brand.name} (${path.relative(root, brand.dir) || brand.dir}).`);
  const ok = buildAndRecord({
    root,
    outDir: appOutDir,
    inputs: appBuildInputsFor(brand.dir),
    // The assets are served precompressed (brotli and gzip written at build time).
    build: () => viteBuild(process.argv.slice(2)) && precompress(appOutDir).length > 0,
  });
  process.exit(ok ? 0 : 1);
}
