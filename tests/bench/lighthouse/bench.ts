/**
 * Lighthouse mobile on the app (issue #17): the production build served by the real server (its
 * own process, embedded database, precompressed static files) — the login start screen logged out,
 * home and a stock's detail logged in — beside a bare React page built and served the same way in
 * the same run (the floor). Each page is visited once unmeasured first (the server's first answers
 * of a kind); then each round measures the floor and the three routes once, so that a busy moment
 * of this 2-core machine falls on all of them; per route the run of median score is kept.
 * Printed: the table against issue #17's budgets and goals (never failing the run), then what
 * Lighthouse finds on each route. Raw: out/lighthouse.json, the median runs' reports in out/lighthouse/.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { storageKeys } from '@broker/domain';
import { exited, freePort, ok, processApi, startServerProcess } from '@broker/server/testing';
// The route table: plain data (as tests/e2e/support/appRoutes.ts takes it).
// eslint-disable-next-line no-restricted-imports
import { paths, withQuery } from '../../../packages/app/src/routes/paths.ts';
import { precompress } from '../../../scripts/build/compress.ts';
import { run } from '../harness.ts';
import { findingsOf, figuresOf, runLighthouse, type Figures, type Finding } from './audit.ts';
import { launchDebuggableChromium, setLocalStorage, visitOnce } from './chromium.ts';
import { lighthouseTable, medianRun } from './table.ts';

export interface LighthouseBenchOptions {
  rounds: number;
  /** Build the app and the floor first (false: measure the builds already there). */
  build: boolean;
  outDir: string;
  repo: string;
}

interface Target {
  name: string;
  /** The page's address on its server, hash route included. */
  path: string;
  signedIn: boolean;
  server: 'app' | 'floor';
}

interface Run {
  figures: Figures;
  findings: Finding[];
  report: unknown;
}

const TARGETS: readonly Target[] = [
  { name: 'floor', path: '/', signedIn: false, server: 'floor' },
  { name: 'login', path: `/#${paths.login.start}`, signedIn: false, server: 'app' },
  { name: 'home', path: `/#${paths.home.index}`, signedIn: true, server: 'app' },
  {
    name: 'stock detail',
    path: `/#${withQuery(paths.market.stockDetail, { id: 'nl-ASML' })}`,
    signedIn: true,
    server: 'app',
  },
];

const INVITE_CODE = 'BENCH001';

export async function runLighthouseBench(options: LighthouseBenchOptions): Promise<void> {
  const { repo, outDir } = options;
  const appDist = path.join(repo, 'packages/app/dist');
  const floorDist = path.join(outDir, 'lighthouse-floor');
  if (options.build) {
    console.log('Building the app (npm run build) and the floor page…');
    await run(repo, process.execPath, [path.join(repo, 'scripts/build.ts')]);
    await run(repo, process.execPath, [
      path.join(repo, 'node_modules/vite/bin/vite.js'),
      'build',
      '--config',
      path.join(import.meta.dirname, 'floor/vite.config.ts'),
    ]);
    precompress(floorDist);
  }

  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'broker-lighthouse-data-'));
  const adminKey = randomBytes(24).toString('base64url');
  const appPort = await freePort();
  const floorPort = await freePort();
  const children: ChildProcess[] = [];
  const chromium = await launchDebuggableChromium();
  try {
    children.push(
      await startServerProcess({
        port: appPort,
        env: { DATA_DIR: dataDir, ADMIN_KEY: adminKey, INVITE_CODE, STATIC_DIR: appDist },
      }),
    );
    children.push(await startFloorServer(floorDist, floorPort));
    const session = await signUp(appPort, adminKey);
    const origins = { app: `http://127.0.0.1:${appPort}`, floor: `http://127.0.0.1:${floorPort}` };
    console.log(
      `\nLighthouse mobile (simulated: 150 ms RTT, 1.6 Mbps, 4× CPU), ${chromium.version}, ${options.rounds} round(s): ` +
        'the built app on the real server beside a bare React page (the floor)',
    );

    for (const target of TARGETS) {
      await setLocalStorage(chromium.port, origins[target.server], target.signedIn ? session : {});
      await visitOnce(chromium.port, `${origins[target.server]}${target.path}`, 3000);
    }

    const runs = new Map<string, Run[]>(TARGETS.map((target) => [target.name, []]));
    for (let round = 1; round <= options.rounds; round++) {
      for (const target of TARGETS) {
        const origin = origins[target.server];
        const lhr = await measure(async () => {
          await setLocalStorage(chromium.port, origin, target.signedIn ? session : {});
          return runLighthouse(`${origin}${target.path}`, chromium.port);
        });
        const figures = figuresOf(lhr);
        runs.get(target.name)!.push({ figures, findings: findingsOf(lhr), report: lhr });
        console.log(
          `  round ${round} ${target.name}: score ${figures.score}, LCP ${(figures.lcpMs / 1000).toFixed(2)} s, TBT ${figures.tbtMs.toFixed(0)} ms`,
        );
      }
    }

    const median = (name: string) => medianRun(runs.get(name)!);
    const routes = TARGETS.filter((target) => target.server === 'app').map((target) => ({
      name: target.name,
      path: target.path,
      figures: median(target.name).figures,
      findings: median(target.name).findings,
    }));
    const floor = median('floor');
    console.log();
    for (const line of lighthouseTable(routes, floor.figures)) console.log(line);
    console.log('\nWhat Lighthouse finds (the median run of each route):');
    for (const route of routes) {
      const list = route.findings.map((f) => (f.displayValue ? `${f.id} (${f.displayValue})` : f.id));
      console.log(`  ${route.name}: ${list.join(', ') || 'nothing'}`);
    }

    await fs.mkdir(path.join(outDir, 'lighthouse'), { recursive: true });
    const raw = {
      chromium: chromium.version,
      rounds: options.rounds,
      floor: { runs: runs.get('floor')!.map((r) => r.figures), median: floor.figures },
      routes: routes.map((route) => ({
        ...route,
        runs: runs.get(route.name)!.map((r) => r.figures),
      })),
    };
    await fs.writeFile(path.join(outDir, 'lighthouse.json'), JSON.stringify(raw, null, 2));
    for (const target of TARGETS) {
      const file = path.join(outDir, 'lighthouse', `${target.name.replace(/\W+/g, '-')}.report.json`);
      await fs.writeFile(file, JSON.stringify(median(target.name).report));
    }
  } finally {
    await chromium.close();
    for (const child of children) child.kill();
    await Promise.all(children.map(exited));
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}

/**
 * A run, tried again when Lighthouse fails to record it (NO_NAVSTART, a lost trace: seen when
 * the machine is very busy); the third failure ends the bench.
 */
async function measure<T>(attempt: () => Promise<T>, tries = 3): Promise<T> {
  for (let left = tries - 1; ; left--) {
    try {
      return await attempt();
    } catch (error) {
      if (left === 0) throw error;
      console.log(`  (${error instanceof Error ? error.message.split('\n')[0] : String(error)}; once more)`);
    }
  }
}

/** A fresh account through the user API; the local-storage items the app keeps for it (sessionStore). */
async function signUp(port: number, adminKey: string): Promise<Record<string, string>> {
  const account = `lighthouse_${randomUUID().slice(0, 8)}`;
  const password = 'tulpen aan de Amstel';
  const { data } = ok(
    await processApi(port, adminKey).post('user/register', {
      account,
      password,
      confirmPassword: password,
      inviteCode: INVITE_CODE,
    }),
  );
  return {
    [storageKeys.token]: data.token,
    [storageKeys.account]: data.account,
    [storageKeys.id]: String(data.uid),
    ...(data.realName ? { [storageKeys.realName]: data.realName } : {}),
  };
}

/** The floor's static server (staticServer.ts) on `port`, resolved once it listens. */
async function startFloorServer(dir: string, port: number): Promise<ChildProcess> {
  const proc = fork(path.join(import.meta.dirname, 'staticServer.ts'), [], {
    env: { ...process.env, PORT: String(port), STATIC_DIR: dir },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  await new Promise<void>((resolve, reject) => {
    proc.once('message', () => resolve());
    proc.once('exit', (code) => reject(new Error(`the floor's server exited ${code}`)));
  });
  return proc;
}
