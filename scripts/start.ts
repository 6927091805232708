/**
 * `npm start`: makes sure the app's build is a build of the current sources for the brand of
 * BRAND_DIR / BRAND (dutch by default) — building it when there is none, or when the sources or
 * the brand changed since (a `git pull`, a branch switch, an edit; see scripts/build/freshness.ts)
 * — then starts the reference server that serves it at `/` and the API under `/api/vue/`
 * (http://127.0.0.1:8080 unless PORT/HOST say otherwise), with that brand's site config.
 */
import { appBuildInputsFor, ensureCurrentBuild, type Freshness } from './build/freshness.ts';
import { appOutDir, brandOrExit, root, viteBuild } from './build.ts';

const why: Record<Freshness, string> = {
  'no build': 'No app build found',
  'sources changed': 'The sources or the brand changed since the last app build',
  current: 'The app build is current',
};
const brand = brandOrExit();
const build = ensureCurrentBuild({
  root,
  outDir: appOutDir,
  inputs: appBuildInputsFor(brand.dir),
  build: (found = 'no build') => {
    console.log(`${why[found]}: building it for the brand ${brand.name} first (npm run build)…`);
    return viteBuild();
  },
});
if (!build.ok) process.exit(1);
if (!build.built) console.log(`${why.current} (sources checked in ${Math.round(build.checkMs)} ms).`);

const { main } = await import('../packages/server/src/main.ts');
await main();
