/**
 * `npm start`: makes sure the app's build is a build of the current sources — building it when
 * there is none, or when the sources changed since (a `git pull`, a branch switch, an edit; see
 * scripts/build/freshness.ts) — then starts the reference server that serves it at `/` and the API
 * under `/api/vue/` (http://127.0.0.1:8080 unless PORT/HOST say otherwise).
 */
import { appBuildInputs, ensureCurrentBuild, type Freshness } from './build/freshness.ts';
import { appOutDir, root, viteBuild } from './build.ts';

const why: Record<Freshness, string> = {
  'no build': 'No app build found',
  'sources changed': 'The sources changed since the last app build',
  current: 'The app build is current',
};
const build = ensureCurrentBuild({
  root,
  outDir: appOutDir,
  inputs: appBuildInputs,
  build: (found = 'no build') => {
    console.log(`${why[found]}: building it first (npm run build)…`);
    return viteBuild();
  },
});
if (!build.ok) process.exit(1);
if (!build.built) console.log(`${why.current} (sources checked in ${Math.round(build.checkMs)} ms).`);

const { main } = await import('../packages/server/src/main.ts');
await main();
