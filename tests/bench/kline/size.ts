/**
 * The kline chunk (performance.md §4: ≤ 25 KiB gzip, target ≤ 15): the chart's own code with
 * d3-scale, d3-shape and their d3 dependencies, built with Vite (rolldown) and minified as in the
 * app. What the app's shell already ships is left out: React, @broker/domain, @use-gesture (pull to
 * refresh) and the rest of the kit (theme contract, Skeleton, Empty, texts). Measured twice: with
 * d3, and without it (the kit's Sparkline on the market screens already ships d3-shape, so that
 * is about what opening a stock's chart adds).
 */
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { build, type Rollup } from 'vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

export interface ChunkSize {
  /** Minified JS with d3 (the §4 definition: canvas + d3). */
  jsBytes: number;
  jsGzip: number;
  cssGzip: number;
  /** The chart's own JS: about what the stock route adds when d3 already ships with Sparkline. */
  ownJsGzip: number;
}

const SHARED = /(^|\/)node_modules\/(react|react-dom|scheduler|@use-gesture|big\.js)\//;

export async function measureKlineChunk(repo: string): Promise<ChunkSize> {
  const ui = path.join(repo, 'packages/ui/src');
  const ownChart = [
    path.join(ui, 'chart'),
    path.join(ui, 'components/KlineChart'),
    path.join(ui, 'headless/useKlineChart.ts'),
  ];
  const sizes = async (d3Shared: boolean) => {
    const external = (id: string, importer: string | undefined) => {
      if (/^(react|react-dom|scheduler|@use-gesture\/|@broker\/domain|big\.js)/.test(id)) return true;
      if (SHARED.test(id)) return true;
      if (d3Shared && /(^|\/node_modules\/)d3-/.test(id)) return true;
      const absolute = id.startsWith('.') && importer ? path.resolve(path.dirname(importer), id) : id;
      if (absolute.startsWith(ui)) return !ownChart.some((own) => absolute.startsWith(own));
      return false;
    };
    // An app build (not library mode, which keeps whitespace): fully minified, as the route would ship.
    const output = (await build({
      configFile: false,
      root: repo,
      logLevel: 'silent',
      plugins: [vanillaExtractPlugin()],
      build: {
        write: false,
        minify: true,
        rolldownOptions: {
          input: path.join(ui, 'components/KlineChart/index.ts'),
          external,
          preserveEntrySignatures: 'exports-only',
          checks: { bundlerTimings: false },
        },
      },
    })) as Rollup.RollupOutput | Rollup.RollupOutput[];
    let js = '';
    let css = '';
    for (const item of (Array.isArray(output) ? output : [output]).flatMap((o) => o.output)) {
      if (item.type === 'chunk') js += item.code;
      else if (item.fileName.endsWith('.css')) css += String(item.source);
    }
    return { js, css };
  };
  const withD3 = await sizes(false);
  const own = await sizes(true);
  const gzip = (text: string) => (text ? gzipSync(text, { level: 9 }).length : 0);
  return {
    jsBytes: Buffer.byteLength(withD3.js),
    jsGzip: gzip(withD3.js),
    cssGzip: gzip(withD3.css),
    ownJsGzip: gzip(own.js),
  };
}
