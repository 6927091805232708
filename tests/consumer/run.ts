/**
 * The kit as a package, used the way an app outside this repository uses it (issue #18):
 *
 * 1. `npm pack` @broker/domain and @broker/ui (their `prepack` builds `dist/`);
 * 2. a fresh Vite + React app in a temporary folder (tests/consumer/app/) gets the two tarballs as
 *    `file:` dependencies — no workspace links — and is installed from npm's cache only
 *    (`npm ci --offline`, with a lockfile cut out of the repository's: tests/consumer/lockfile.ts);
 * 3. TypeScript checks the app against the packed declarations (libraries included);
 * 4. the app is built with its own Vite — no vanilla-extract plugin — and opened in Chromium: the
 *    six components render, axe finds nothing, the jade brand's primary colour is the Button's, and
 *    the build holds the jade theme's stylesheet and not the dutch one's;
 * 5. the size of every packed entry and of the app's build is printed (gzip -9).
 *
 * `node tests/consumer/run.ts` (a step of `npm test`); `KEEP_CONSUMER=1` keeps the folder.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, lstatSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { BrandTokens } from '@broker/ui';
import { checkInChromium, serveStatic } from './browser.ts';
import { consumerLockfile, type Tarball } from './lockfile.ts';
import { buildOutputSizes, packageEntrySizes } from './sizes.ts';

const repo = path.resolve(import.meta.dirname, '../..');
const work = mkdtempSync(path.join(tmpdir(), 'broker-kit-consumer-'));
const appDir = path.join(work, 'app');
const started = performance.now();
const failures: string[] = [];

function phase<T>(title: string, work: () => T): T {
  const phaseStarted = performance.now();
  console.log(`\n── ${title}`);
  const result = work();
  console.log(`   ${((performance.now() - phaseStarted) / 1000).toFixed(1)} s`);
  return result;
}

async function phaseAsync<T>(title: string, work: () => Promise<T>): Promise<T> {
  const phaseStarted = performance.now();
  console.log(`\n── ${title}`);
  const result = await work();
  console.log(`   ${((performance.now() - phaseStarted) / 1000).toFixed(1)} s`);
  return result;
}

function run(command: string, args: string[], cwd: string): void {
  const result = spawnSync(command, args, { cwd, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} exited with ${result.status}`);
}

/** Runs a tool the consumer app installed, on this script's Node (the project's Node 24). */
const appTool = (bin: string, args: string[]) =>
  run(process.execPath, [path.join(appDir, 'node_modules', bin), ...args], appDir);

const lockedVersion = (lock: { packages: Record<string, { version?: string }> }, name: string) => {
  const version = lock.packages[`node_modules/${name}`]?.version;
  if (!version) throw new Error(`${name} is not in the repository's lockfile`);
  return version;
};

/** The theme classes a brand's stylesheet defines (`.crg0i80 { --…: … }`). */
const themeClasses = (css: string) => [...css.matchAll(/^\.([\w-]+)\s*\{/gm)].map(([, name]) => name!);

async function brandTokens(brand: string): Promise<BrandTokens> {
  // The tokens as the repository defines them (a plain module: only types imported).
  const file = path.join(repo, `packages/ui/src/themes/${brand}/tokens.ts`);
  const module = (await import(pathToFileURL(file).href)) as Record<string, BrandTokens>;
  return module[`${brand}Tokens`]!;
}

try {
  const tarballs = phase('npm pack @broker/domain @broker/ui', () => {
    run(
      'npm',
      ['pack', '--workspace', '@broker/domain', '--workspace', '@broker/ui', '--pack-destination', work],
      repo,
    );
    return ['domain', 'ui'].map((dir): Tarball & { workspaceDir: string } => {
      const name = `@broker/${dir}`;
      const file = path.join(
        work,
        readdirSync(work).find((entry) => entry.startsWith(`broker-${dir}-`) && entry.endsWith('.tgz'))!,
      );
      const manifest = JSON.parse(
        spawnSync('tar', ['-xzOf', file, 'package/package.json'], { encoding: 'utf8' }).stdout,
      ) as Tarball['manifest'];
      console.log(`   ${path.basename(file)}: ${(lstatSync(file).size / 1024).toFixed(1)} KiB`);
      return { name, file, manifest, workspaceDir: `packages/${dir}` };
    });
  });

  phase('a fresh Vite + React app, installed from the tarballs and npm’s cache (npm ci --offline)', () => {
    cpSync(path.join(import.meta.dirname, 'app'), appDir, { recursive: true });
    const repoLockfile = path.join(repo, 'package-lock.json');
    const lock = JSON.parse(readFileSync(repoLockfile, 'utf8')) as { packages: Record<string, { version?: string }> };
    const locked = (...names: string[]) => Object.fromEntries(names.map((name) => [name, lockedVersion(lock, name)]));
    const app = {
      name: 'kit-consumer',
      dependencies: {
        ...Object.fromEntries(tarballs.map((tarball) => [tarball.name, `file:${path.relative(appDir, tarball.file)}`])),
        ...locked('react', 'react-dom'),
      },
      devDependencies: locked('vite', '@vitejs/plugin-react', 'typescript', '@types/react', '@types/react-dom'),
    };
    writeFileSync(
      path.join(appDir, 'package.json'),
      `${JSON.stringify({ name: app.name, private: true, type: 'module', dependencies: app.dependencies, devDependencies: app.devDependencies }, null, 2)}\n`,
    );
    writeFileSync(
      path.join(appDir, 'package-lock.json'),
      `${JSON.stringify(consumerLockfile(repoLockfile, appDir, app, tarballs), null, 2)}\n`,
    );
    run('npm', ['ci', '--offline', '--no-audit', '--no-fund', '--ignore-scripts', '--loglevel=error'], appDir);
    for (const tarball of tarballs) {
      const installed = path.join(appDir, 'node_modules', tarball.name);
      if (lstatSync(installed).isSymbolicLink()) failures.push(`${tarball.name} is a link, not the tarball's files`);
    }
  });

  phase('tsc: the app against the packed declarations (skipLibCheck off)', () =>
    appTool('typescript/bin/tsc', ['-p', appDir]),
  );
  phase('vite build (the app’s own Vite, no vanilla-extract plugin)', () =>
    appTool('vite/bin/vite.js', ['build', '--logLevel', 'warn']),
  );

  await phaseAsync('Chromium: six components, axe, the jade brand', async () => {
    const dist = path.join(appDir, 'dist');
    const builtCss = readdirSync(path.join(dist, 'assets'))
      .filter((file) => file.endsWith('.css'))
      .map((file) => readFileSync(path.join(dist, 'assets', file), 'utf8'))
      .join('\n');
    const kitThemes = path.join(appDir, 'node_modules/@broker/ui/dist/themes');
    const jadeClasses = themeClasses(readFileSync(path.join(kitThemes, 'jade.css'), 'utf8'));
    const dutchClasses = themeClasses(readFileSync(path.join(kitThemes, 'dutch.css'), 'utf8'));
    if (jadeClasses.length === 0 || !jadeClasses.every((name) => builtCss.includes(`.${name}`))) {
      failures.push('the build lacks the jade theme’s classes');
    }
    if (dutchClasses.some((name) => builtCss.includes(`.${name}`)))
      failures.push('the build bundles the dutch theme too');

    const jade = await brandTokens('jade');
    const { url, server } = await serveStatic(dist);
    try {
      failures.push(...(await checkInChromium(url, { accent: jade.schemes.light.color.accent })));
    } finally {
      server.close();
    }
  });

  console.log(`\n${packageEntrySizes(path.join(appDir, 'node_modules/@broker/ui'))}`);
  console.log(`\n${packageEntrySizes(path.join(appDir, 'node_modules/@broker/domain'))}`);
  console.log(`\n${buildOutputSizes(path.join(appDir, 'dist'))}`);
} catch (error) {
  failures.push(error instanceof Error ? error.message : String(error));
} finally {
  if (process.env.KEEP_CONSUMER === '1') console.log(`\nThe consumer app is kept in ${appDir}`);
  else rmSync(work, { recursive: true, force: true });
}

const seconds = ((performance.now() - started) / 1000).toFixed(1);
if (failures.length > 0) {
  console.error(
    `\nThe kit as a package: ${failures.length} failure(s) in ${seconds} s\n${failures.map((failure) => `  ✗ ${failure}`).join('\n')}`,
  );
  process.exit(1);
}
console.log(`\nThe kit as a package: packed, installed, type-checked, built and checked in Chromium in ${seconds} s`);
