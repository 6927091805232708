/**
 * Size budgets of the app build, read from Vite's manifest (`build.manifest: true`).
 *
 * What a phone downloads is counted per chunk group, gzip -9 per file (each file travels on its own):
 * - the **entry**: index.html's script and everything it imports statically (its modulepreloads),
 *   with the CSS those chunks bring;
 * - each **lazy chunk** (every `import()` target: route screens, locales, native plugins): the chunk
 *   and its static import closure, less what the entry already loaded.
 * The budget holds the closure; a chunk's own size is printed beside it to show where weight sits.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
// The locale files' part ids: plain data, shared with the app that loads them.
// eslint-disable-next-line no-restricted-imports
import { textPartId } from '../../packages/app/src/i18n/textParts.ts';

/** One record of `.vite/manifest.json` (the fields this check reads). */
export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

/** KiB of gzip -9; `css` is left out where a chunk group brings no CSS of its own. */
export interface Limits {
  js: number;
  css?: number;
}

/** The checked-in file: budgets per manifest key, and the defaults for chunks that have none yet. */
export interface Budgets {
  $comment?: string;
  defaults: { entry: Limits; lazy: Limits };
  chunks: Record<string, Limits>;
  /**
   * What a phone downloads to show a route on a first visit: the entry's JS and the route's
   * closure, KiB of gzip -9, per route's manifest key, with the goal it is heading for.
   */
  firstLoad?: Record<string, { js: number; goal?: number }>;
}

/** One route's first load: the entry's JS plus the route's own closure. */
export interface FirstLoadRow {
  key: string;
  /** Everything: the entry, the route's closure and the texts. */
  kib: number;
  /** Of which the texts of the page's language, which load before any screen (0 when not known). */
  textsKiB: number;
  budgetKiB: number;
  goalKiB?: number;
  over: boolean;
}

export type GroupKind = 'entry' | 'lazy';
export type Asset = 'js' | 'css';

/** One asset kind of a chunk group, in KiB of gzip -9. */
export interface Measure {
  ownKiB: number;
  closureKiB: number;
  budgetKiB: number;
  over: boolean;
}

export interface SizeRow {
  /** The manifest key: the source path for entries and `import()` targets (stable across builds). */
  key: string;
  kind: GroupKind;
  js: Measure;
  /** Absent when the group brings no CSS beyond what the entry loaded. */
  css?: Measure;
  /** No budget of its own: the default for its kind applies. */
  defaulted: boolean;
  over: boolean;
}

export interface SizeReport {
  rows: SizeRow[];
  firstLoad: FirstLoadRow[];
  /** Budgets whose chunk is not in this build any more (renamed or removed). */
  stale: string[];
  ok: boolean;
}

/** The manifest keys a chunk loads before it runs: itself and its static imports, transitively. */
export function staticClosure(manifest: Manifest, key: string): Set<string> {
  const seen = new Set<string>();
  const visit = (current: string) => {
    if (seen.has(current)) return;
    if (!manifest[current]) throw new Error(`The manifest has no chunk "${current}".`);
    seen.add(current);
    for (const next of manifest[current].imports ?? []) visit(next);
  };
  visit(key);
  return seen;
}

/** Measures gzip -9 sizes of files under the build folder, each file once. */
export function gzipSizer(distDir: string): (file: string) => number {
  const cache = new Map<string, number>();
  return (file) => {
    let size = cache.get(file);
    if (size === undefined) {
      size = gzipSync(readFileSync(path.join(distDir, file)), { level: 9 }).length;
      cache.set(file, size);
    }
    return size;
  };
}

const kib = (bytes: number) => bytes / 1024;

function filesOf(manifest: Manifest, keys: Iterable<string>, asset: Asset): Set<string> {
  const files = new Set<string>();
  for (const key of keys) {
    const chunk = manifest[key]!;
    if (asset === 'js') files.add(chunk.file);
    else for (const css of chunk.css ?? []) files.add(css);
  }
  return files;
}

/**
 * Measures every entry and lazy chunk group and holds each against its budget. `textsKey` is the
 * manifest key of the texts the app loads before its first screen (the page's language,
 * `../../locales/nl.json?texts=start`): part of every route's first load, whether index.html preloads them or
 * the entry asks for them.
 */
export function checkSizes(
  manifest: Manifest,
  budgets: Budgets,
  sizeOf: (file: string) => number,
  textsKey?: string,
): SizeReport {
  const sum = (files: Iterable<string>) => kib([...files].reduce((total, file) => total + sizeOf(file), 0));
  const entries = Object.keys(manifest).filter((key) => manifest[key]!.isEntry);
  const initial = new Set(entries.flatMap((key) => [...staticClosure(manifest, key)]));
  const initialFiles = { js: filesOf(manifest, initial, 'js'), css: filesOf(manifest, initial, 'css') };
  // An `import()` target the entry already loads statically costs nothing more when it is imported.
  const lazy = Object.keys(manifest)
    .filter((key) => manifest[key]!.isDynamicEntry && !initial.has(key))
    .sort();

  const rows: SizeRow[] = [];
  const measure = (key: string, kind: GroupKind) => {
    const closure = staticClosure(manifest, key);
    const own = budgets.chunks[key];
    const limits = own ?? budgets.defaults[kind];
    const measureAsset = (asset: Asset): Measure | undefined => {
      const loaded = kind === 'entry' ? new Set<string>() : initialFiles[asset];
      const files = [...filesOf(manifest, closure, asset)].filter((file) => !loaded.has(file));
      if (asset === 'css' && files.length === 0) return undefined;
      const closureKiB = sum(files);
      const ownKiB = sum([...filesOf(manifest, [key], asset)].filter((file) => !loaded.has(file)));
      // A group that brings CSS without a CSS budget is held to the default's: new weight is never free.
      const budgetKiB = limits[asset] ?? budgets.defaults[kind][asset] ?? 0;
      return { ownKiB, closureKiB, budgetKiB, over: closureKiB > budgetKiB };
    };
    const js = measureAsset('js')!;
    const css = measureAsset('css');
    rows.push({ key, kind, js, ...(css ? { css } : {}), defaulted: own === undefined, over: js.over || !!css?.over });
  };
  for (const key of entries.sort()) measure(key, 'entry');
  for (const key of lazy) measure(key, 'lazy');

  const entryJs = rows.filter((row) => row.kind === 'entry').reduce((total, row) => total + row.js.closureKiB, 0);
  const textsKiB = textsKey && manifest[textsKey] ? sum([manifest[textsKey].file]) : 0;
  const firstLoad: FirstLoadRow[] = Object.entries(budgets.firstLoad ?? {}).flatMap(([key, budget]) => {
    const row = rows.find((candidate) => candidate.key === key);
    if (!row) return [];
    const total = entryJs + row.js.closureKiB + textsKiB;
    return [{ key, kib: total, textsKiB, budgetKiB: budget.js, goalKiB: budget.goal, over: total > budget.js }];
  });

  const measured = new Set(rows.map((row) => row.key));
  const stale = [...Object.keys(budgets.chunks), ...Object.keys(budgets.firstLoad ?? {})].filter(
    (key) => !measured.has(key),
  );
  return {
    rows,
    firstLoad,
    stale,
    ok: rows.every((row) => !row.over) && firstLoad.every((row) => !row.over),
  };
}

/**
 * Today's sizes plus ~5 %, rounded up to whole KiB: the starting budgets (lowered by hand later).
 * The defaults are ceilings that a new baseline never raises: the entry's JS default is the
 * first-load budget (145 KiB, issue #17), so an entry over it stays over it.
 */
export function budgetsFromReport(
  report: SizeReport,
  defaults: Budgets['defaults'],
  comment?: string,
  firstLoad?: Budgets['firstLoad'],
): Budgets {
  const headroom = (measure: Measure, ceiling: number) => Math.min(Math.ceil(measure.closureKiB * 1.05), ceiling);
  const chunks: Record<string, Limits> = {};
  for (const row of report.rows) {
    const ceiling = defaults[row.kind];
    chunks[row.key] = {
      js: headroom(row.js, row.kind === 'entry' ? ceiling.js : Infinity),
      ...(row.css ? { css: headroom(row.css, Infinity) } : {}),
    };
  }
  return { ...(comment ? { $comment: comment } : {}), defaults, chunks, ...(firstLoad ? { firstLoad } : {}) };
}

/** The budgets file's text: one line per chunk, so that a change of budget is a one-line diff. */
export function serializeBudgets(budgets: Budgets): string {
  const limits = (value: Limits | { js: number; goal?: number }) =>
    `{ ${Object.entries(value)
      .map(([asset, value]) => `${JSON.stringify(asset)}: ${value}`)
      .join(', ')} }`;
  const lines = (record: Record<string, Limits | { js: number; goal?: number }>) =>
    Object.entries(record)
      .map(([key, value]) => `    ${JSON.stringify(key)}: ${limits(value)}`)
      .join(',\n');
  const comment = budgets.$comment === undefined ? [] : [`  "$comment": ${JSON.stringify(budgets.$comment)},`];
  return [
    '{',
    ...comment,
    '  "defaults": {',
    lines(budgets.defaults),
    '  },',
    '  "chunks": {',
    lines(budgets.chunks),
    budgets.firstLoad === undefined ? '  }' : '  },',
    ...(budgets.firstLoad === undefined ? [] : ['  "firstLoad": {', lines(budgets.firstLoad), '  }']),
    '}',
    '',
  ].join('\n');
}

const fixed = (value: number) => value.toFixed(1);

/** The report as a plain-text table (name, own, closure and budget KiB of JS and of CSS, ok/over), then notes. */
export function formatReport(report: SizeReport, budgetsFile: string): string {
  const header = ['chunk', 'JS own', 'JS closure', 'JS budget', 'CSS closure', 'CSS budget', 'status'];
  const body = report.rows.map((row) => [
    `${row.kind === 'entry' ? 'entry: ' : ''}${row.key}`,
    fixed(row.js.ownKiB),
    fixed(row.js.closureKiB),
    fixed(row.js.budgetKiB),
    row.css ? fixed(row.css.closureKiB) : '-',
    row.css ? fixed(row.css.budgetKiB) : '-',
    `${row.over ? 'OVER' : 'ok'}${row.defaulted ? ' (default budget)' : ''}`,
  ]);
  const widths = header.map((title, column) => Math.max(title.length, ...body.map((cells) => cells[column]!.length)));
  const numeric = (column: number) => column > 0 && column < header.length - 1;
  const line = (cells: string[]) =>
    cells
      .map((cell, column) => (numeric(column) ? cell.padStart(widths[column]!) : cell.padEnd(widths[column]!)))
      .join('  ')
      .trimEnd();
  const out = [
    'Size budgets (KiB, gzip -9). Closure: the chunk and its static imports, less what the entry already loads.',
    line(header),
    line(widths.map((width) => '-'.repeat(width))),
    ...body.map(line),
  ];

  if (report.firstLoad.length > 0) {
    out.push(
      '',
      "First load of a route (KiB, gzip -9): the entry, the route's closure and the page language's texts, what a first visit downloads.",
    );
    for (const row of report.firstLoad) {
      const goal =
        row.goalKiB === undefined ? '' : `, goal ${fixed(row.goalKiB)}${row.kib <= row.goalKiB ? ' (met)' : ''}`;
      const texts = row.textsKiB > 0 ? ` = ${fixed(row.kib - row.textsKiB)} code + ${fixed(row.textsKiB)} texts` : '';
      out.push(
        `  ${row.key}: ${fixed(row.kib)}${texts} (budget ${fixed(row.budgetKiB)}${goal}) ${row.over ? 'OVER' : 'ok'}`,
      );
    }
  }

  const fresh = report.rows.filter((row) => row.defaulted).map((row) => row.key);
  if (fresh.length > 0) {
    out.push('', `No budget of their own yet (held to the default; add them to ${budgetsFile}):`);
    out.push(...fresh.map((key) => `  ${key}`));
  }
  if (report.stale.length > 0) {
    out.push('', `Budgets in ${budgetsFile} for chunks this build does not have (remove them):`);
    out.push(...report.stale.map((key) => `  ${key}`));
  }
  const over = report.rows
    .flatMap((row) =>
      (['js', 'css'] as const).flatMap((asset) => {
        const measure = row[asset];
        return measure?.over ? [`${row.key} ${asset} ${fixed(measure.closureKiB)} > ${fixed(measure.budgetKiB)}`] : [];
      }),
    )
    .concat(
      report.firstLoad
        .filter((row) => row.over)
        .map((row) => `first load of ${row.key} ${fixed(row.kib)} > ${fixed(row.budgetKiB)}`),
    );
  out.push(
    '',
    over.length === 0
      ? `All ${report.rows.length} chunk groups are within budget.`
      : `Over budget (KiB): ${over.join('; ')}`,
  );
  return out.join('\n');
}

export const builtInDefaults: Budgets['defaults'] = { entry: { js: 170, css: 20 }, lazy: { js: 40, css: 5 } };

/**
 * Reads the build's manifest under `distDir` and the budgets file, and returns the verdict and the
 * printed report. With `write`, it first replaces the per-chunk budgets by today's sizes (+5 %).
 */
export function runSizeCheck(options: { distDir: string; budgetsFile: string; write?: boolean }): {
  ok: boolean;
  text: string;
} {
  const manifestFile = path.join(options.distDir, '.vite/manifest.json');
  if (!existsSync(manifestFile)) {
    return { ok: false, text: `No build manifest at ${manifestFile}: run \`npm run build\` first.` };
  }
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
  const current: Budgets = existsSync(options.budgetsFile)
    ? (JSON.parse(readFileSync(options.budgetsFile, 'utf8')) as Budgets)
    : { defaults: builtInDefaults, chunks: {} };
  const sizeOf = gzipSizer(options.distDir);
  const textsKey = pageTextsKey(options.distDir);
  let budgets = current;
  if (options.write) {
    budgets = budgetsFromReport(
      checkSizes(manifest, current, sizeOf, textsKey),
      current.defaults,
      current.$comment,
      current.firstLoad,
    );
    writeFileSync(options.budgetsFile, serializeBudgets(budgets));
  }
  const report = checkSizes(manifest, budgets, sizeOf, textsKey);
  return { ok: report.ok, text: formatReport(report, path.basename(options.budgetsFile)) };
}

/**
 * The manifest key of the texts the built page loads before its first screen: its language's
 * start part (`<html lang="nl">` → `../../locales/nl.json?texts=start`, packages/app/src/i18n/textParts.ts).
 */
function pageTextsKey(distDir: string): string | undefined {
  const page = path.join(distDir, 'index.html');
  if (!existsSync(page)) return undefined;
  const language = /<html lang="([^"]+)"/.exec(readFileSync(page, 'utf8'))?.[1];
  return language ? textPartId(`../../locales/${language}.json`, 'start') : undefined;
}
