/**
 * Sizes the consumer test prints (figures, never a failure): each entry of the packed kit and
 * rules — its module with the chunks it imports, and its stylesheet — and each file of the
 * consumer app's build. gzip -9 per file, as scripts/size/budgets.ts counts the app.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const gzipBytes = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length;
const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

/** A module and every local module it imports statically, itself first. */
function staticClosure(file: string, seen = new Set<string>()): string[] {
  if (seen.has(file)) return [];
  seen.add(file);
  const imports = [
    ...readFileSync(file, 'utf8').matchAll(/(?:^|\n)\s*(?:import|export)\s[^'"]*?from\s*["'](\.[^"']+\.js)["']/g),
  ];
  return [
    file,
    ...imports.flatMap(([, specifier]) => staticClosure(path.resolve(path.dirname(file), specifier!), seen)),
  ];
}

/**
 * The string targets of an `exports` map, without conditions: `{ types, default }` → default. An
 * entry mapped to `null` is not exported (`./themes/make` stays in the repository).
 */
function exportTargets(exports: Record<string, unknown>): [string, string][] {
  return Object.entries(exports).flatMap(([entry, target]) => {
    if (target === null) return [];
    const file = typeof target === 'string' ? target : (target as { default?: string }).default;
    return file && !entry.endsWith('package.json') ? [[entry, file] as [string, string]] : [];
  });
}

interface Row {
  name: string;
  files: number;
  raw: number;
  gzip: number;
}

function table(title: string, rows: readonly Row[]): string {
  const cells = rows.map((row) => [row.name, String(row.files), kib(row.raw), kib(row.gzip)]);
  const header = ['', 'files', 'raw', 'gzip -9 (per file)'];
  const widths = header.map((_, column) => Math.max(...[header, ...cells].map((cell) => cell[column]!.length)));
  const line = (cell: string[]) =>
    cell.map((value, column) => (column === 0 ? value.padEnd(widths[0]!) : value.padStart(widths[column]!))).join('  ');
  return [title, line(header), ...cells.map(line)].join('\n');
}

const measure = (name: string, files: readonly string[]): Row => ({
  name,
  files: files.length,
  raw: files.reduce((sum, file) => sum + statSync(file).size, 0),
  gzip: files.reduce((sum, file) => sum + gzipBytes(file), 0),
});

/**
 * Each entry of an installed package: a JavaScript entry with the local modules it imports (the
 * kit's entries bundle their code; the rules' entry is one module per source file), a stylesheet
 * as it is.
 */
export function packageEntrySizes(packageDir: string): string {
  const manifest = JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8')) as {
    name: string;
    exports: Record<string, unknown>;
  };
  const rows = exportTargets(manifest.exports).map(([entry, target]) => {
    const file = path.join(packageDir, target);
    const specifier = `${manifest.name}${entry.slice(1)}`;
    return measure(specifier, file.endsWith('.js') ? staticClosure(file) : [file]);
  });
  return table(`${manifest.name} entries (module + the local modules it imports; stylesheets)`, rows);
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** Each JavaScript and CSS file of a Vite build's output. */
export function buildOutputSizes(distDir: string): string {
  const rows = filesUnder(distDir)
    .filter((file) => /\.(js|css)$/.test(file))
    .sort()
    .map((file) => measure(path.relative(distDir, file), [file]));
  const total = measure(
    'total',
    filesUnder(distDir).filter((file) => /\.(js|css)$/.test(file)),
  );
  return table('consumer app build (vite build)', [...rows, total]);
}
