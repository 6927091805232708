/**
 * `npm run build`: the app's production build (Vite) into packages/app/dist, stamped with the
 * fingerprint of the sources it was built from (scripts/build/freshness.ts), by which `npm start`
 * knows whether the build is current, with every text asset also written precompressed (brotli,
 * gzip) for the server to send. Extra arguments go to `vite build`.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { precompress } from './build/compress.ts';
import { appBuildInputs, buildAndRecord } from './build/freshness.ts';

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

if (import.meta.main) {
  const ok = buildAndRecord({
    root,
    outDir: appOutDir,
    inputs: appBuildInputs,
    // The assets are served precompressed (brotli and gzip written at build time).
    build: () => viteBuild(process.argv.slice(2)) && precompress(appOutDir).length > 0,
  });
  process.exit(ok ? 0 : 1);
}
