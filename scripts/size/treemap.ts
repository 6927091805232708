/**
 * `npm run size:treemap`: where the app's bytes go — a production build (into a scratch folder,
 * leaving packages/app/dist alone) with rollup-plugin-visualizer, written as an interactive
 * treemap of every chunk and module with their gzip sizes to `.tmp/treemap.html`. Use it before
 * moving a budget in packages/app/size-budgets.json (docs/performance.md).
 */
import path from 'node:path';
import { build, mergeConfig, type ConfigEnv, type UserConfig } from 'vite';
import { visualizer } from 'rollup-plugin-visualizer';

const root = path.resolve(import.meta.dirname, '../..');
const output = path.join(root, '.tmp/treemap.html');

const { default: appConfig } = (await import(path.join(root, 'packages/app/vite.config.ts'))) as {
  default: (env: ConfigEnv) => UserConfig;
};
const env: ConfigEnv = { command: 'build', mode: 'production', isSsrBuild: false, isPreview: false };

await build(
  mergeConfig(appConfig(env), {
    configFile: false,
    logLevel: 'warn',
    build: { outDir: path.join(root, '.tmp/treemap-build'), emptyOutDir: true },
    plugins: [visualizer({ filename: output, template: 'treemap', gzipSize: true, brotliSize: true })],
  }),
);
console.log(`The treemap of the app's build: ${path.relative(process.cwd(), output)}`);
