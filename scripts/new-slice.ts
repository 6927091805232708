/**
 * `npm run new:slice -- <key> --titles "nl=…,en=…,de=…,zh-Hant=…,zh-Hans=…,ko=…" [--prefix <api>]
 * [--path /home/<route>] [--order <n>] [--icon <LucideIcon>]`
 *
 * Writes a new product slice's structure in every package (docs/slices.md "The scaffold"): its
 * rules' folder in domain; its record, schemas and endpoint map in contract; its server feature
 * (tables and migration, records, a timed source, routes, index, a test over HTTP); its app
 * feature (routes, api.ts, one screen with stories and a test, fixtures); its locale namespace in
 * the six languages; an e2e journey by taps — and wires each into the lists that name slices
 * (each marked `npm run new:slice adds …`). The result type-checks, lints and passes its own
 * tests at once (scripts/newSlice/newSlice.test.ts proves it in a throwaway copy). It writes
 * structure, never a product: the slice's records, listed on its screen, and where the product
 * goes.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { languages, type Language } from '@broker/domain';
import { emptyTexts, templates, type SliceNames } from './newSlice/templates.ts';

const MARK = 'npm run new:slice adds';

export interface NewSliceOptions {
  key: string;
  titles: Record<Language, string>;
  prefix?: string;
  path?: string;
  order?: number;
  icon?: string;
  /** Run drizzle-kit for the slice's migration (default true). */
  migrate?: boolean;
}

const pascal = (key: string) => key[0]!.toUpperCase() + key.slice(1);
const snake = (key: string) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
const kebab = (key: string) => key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/** The files the scaffold changed besides those it wrote (for prettier). */
const touched = new Set<string>();

/** Inserts `lines` above the line of `file` that carries the scaffold's mark for `what`. */
function insertAbove(root: string, file: string, what: string, lines: string) {
  touched.add(file);
  const full = path.join(root, file);
  const text = fs.readFileSync(full, 'utf8');
  const marker = text.split('\n').findIndex((line) => line.includes(MARK) && line.includes(what));
  if (marker < 0) throw new Error(`${file}: no line "${MARK} … ${what}" to insert above`);
  const all = text.split('\n');
  all.splice(marker, 0, ...lines.split('\n'));
  fs.writeFileSync(full, all.join('\n'));
}

/**
 * The timed sources' orders in use (`export const <NAME>_ORDER = …;` in the server's features): a
 * number, or another's plus a number (`TRADING_ORDER + 10`), as slices that must run after
 * another write them. (It read numbers only, so a new slice took intraday's 30.)
 */
export function ordersInUse(root: string): number[] {
  const features = path.join(root, 'packages/server/src/features');
  const written = new Map<string, string>();
  for (const slice of fs.readdirSync(features, { withFileTypes: true })) {
    if (!slice.isDirectory()) continue;
    for (const file of fs.readdirSync(path.join(features, slice.name))) {
      if (!file.endsWith('.ts') || file.endsWith('.test.ts')) continue;
      const text = fs.readFileSync(path.join(features, slice.name, file), 'utf8');
      for (const match of text.matchAll(/export const (\w+_ORDER) = ([^;]+);/g))
        written.set(match[1]!, match[2]!.trim());
    }
  }
  const value = (name: string, seen: readonly string[] = []): number => {
    const expression = written.get(name);
    if (expression === undefined || seen.includes(name)) throw new Error(`the timed order ${name} cannot be read`);
    const sum = /^(?:(\w+_ORDER)\s*\+\s*)?(\d+)$/.exec(expression);
    if (!sum) throw new Error(`the timed order ${name} = ${expression} is not a number or ORDER + number`);
    return (sum[1] ? value(sum[1], [...seen, name]) : 0) + Number(sum[2]);
  };
  return [...written.keys()].map((name) => value(name));
}

function check(root: string, options: NewSliceOptions): SliceNames {
  const { key } = options;
  if (!/^[a-z][a-zA-Z]{1,30}$/.test(key)) throw new Error(`the slice key is camelCase letters: ${key}`);
  for (const dir of [
    `packages/domain/src/${key}`,
    `packages/contract/src/${key}`,
    `packages/server/src/features/${key}`,
    `packages/app/src/features/${key}`,
  ]) {
    if (fs.existsSync(path.join(root, dir))) throw new Error(`${dir} exists already`);
  }
  for (const language of languages) {
    if (!options.titles[language]?.trim()) throw new Error(`--titles needs the title in ${language}`);
  }
  const prefix = options.prefix ?? key;
  if (!/^[a-z][a-zA-Z]*$/.test(prefix)) throw new Error(`the API prefix is camelCase letters: ${prefix}`);
  const checks = fs.readFileSync(path.join(root, 'packages/contract/src/responseChecks.ts'), 'utf8');
  if (new RegExp(`^\\s+${prefix}: '`, 'm').test(checks)) throw new Error(`the API prefix ${prefix}/ is taken`);
  const route = options.path ?? `/home/${key}`;
  if (!/^\/[a-z]+\/[a-zA-Z0-9]+$/.test(route)) throw new Error(`the route is /<area>/<name>: ${route}`);
  const used = ordersInUse(root);
  const order = options.order ?? Math.max(0, ...used) + 10;
  if (used.includes(order)) throw new Error(`the timed order ${order} is another slice's`);
  return {
    key,
    Key: pascal(key),
    snake: snake(key),
    kebab: kebab(key),
    prefix,
    path: route,
    order,
    titles: options.titles,
  };
}

/** Writes and wires the slice; answers the files it wrote. */
export function newSlice(root: string, options: NewSliceOptions): string[] {
  const n = check(root, options);
  const { key, Key } = n;
  const written: string[] = [];
  for (const [file, text] of Object.entries(templates(n))) {
    const full = path.join(root, file);
    fs.mkdirSync(path.dirname(full), { recursive: true });
    fs.writeFileSync(full, text);
    written.push(file);
  }

  insertAbove(root, 'packages/domain/src/index.ts', "slice's line", `export * from './${key}/index.ts';`);
  insertAbove(root, 'packages/contract/src/index.ts', "slice's line", `export * from './${key}/index.ts';`);
  insertAbove(
    root,
    'packages/contract/src/endpoints.ts',
    "slice's import",
    `import { ${key}Endpoints } from './${key}/endpoints.ts';`,
  );
  insertAbove(root, 'packages/contract/src/endpoints.ts', "slice's spread", `  ...${key}Endpoints,`);
  insertAbove(
    root,
    'packages/contract/src/responseChecks.ts',
    "slice's loader",
    `  ${key}: () => import('./${key}/endpoints.ts').then((module) => module.${key}Endpoints),`,
  );
  insertAbove(root, 'packages/contract/src/responseChecks.ts', "slice's path segment", `  ${n.prefix}: '${key}',`);
  insertAbove(
    root,
    'packages/contract/src/endpoints.test.ts',
    "slice's import",
    `import { ${key}Endpoints } from './${key}/endpoints.ts';`,
  );
  insertAbove(
    root,
    'packages/contract/src/endpoints.test.ts',
    "slice's table",
    `  ${key}: { endpoints: ${key}Endpoints },`,
  );

  insertAbove(
    root,
    'packages/server/src/db/schema.ts',
    "slice's tables",
    `export * from '../features/${key}/schema.ts';`,
  );
  insertAbove(
    root,
    'packages/server/src/features/index.ts',
    "slice's import",
    `import { register${Key}Routes } from './${key}/index.ts';`,
  );
  insertAbove(
    root,
    'packages/server/src/features/index.ts',
    "slice's registrar",
    `  (app, deps) => register${Key}Routes(app, deps, { timed: deps.timed }),`,
  );

  insertAbove(
    root,
    'packages/app/src/routes/featureRoutes.tsx',
    "slice's import",
    `import { ${key}Routes } from '../features/${key}/routes.ts';`,
  );
  insertAbove(root, 'packages/app/src/routes/featureRoutes.tsx', "slice's routes", `  ...${key}Routes,`);
  insertAbove(
    root,
    'packages/app/src/routes/paths.ts',
    "slice's paths",
    `  /** The ${key} slice. */\n  ${key}: {\n    /** The account's records. */\n    index: '${n.path}',\n  },`,
  );
  const icon = options.icon ?? 'Layers';
  insertAbove(
    root,
    'packages/app/src/features/account/productEntries.ts',
    "slice's entry",
    `  { to: paths.${key}.index, label: '${key}.title', icon: ${icon} },`,
  );
  const entries = path.join(root, 'packages/app/src/features/account/productEntries.ts');
  fs.writeFileSync(
    entries,
    fs
      .readFileSync(entries, 'utf8')
      .replace(/import \{ ([^}]*)type LucideIcon \} from 'lucide-react';/, (_all, names: string) => {
        const known = names
          .split(',')
          .map((name) => name.trim())
          .filter(Boolean);
        return `import { ${[...new Set([...known, icon])].sort().join(', ')}, type LucideIcon } from 'lucide-react';`;
      }),
  );

  for (const language of languages) {
    const file = path.join(root, 'locales', `${language}.json`);
    const texts = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>;
    texts[key] = { title: options.titles[language], empty: emptyTexts[language] };
    fs.writeFileSync(file, `${JSON.stringify(texts, null, 2)}\n`);
    touched.add(`locales/${language}.json`);
  }

  if (options.migrate !== false) {
    const generated = spawnSync(
      process.execPath,
      [
        path.join(root, 'node_modules/drizzle-kit/bin.cjs'),
        'generate',
        '--config',
        'packages/server/drizzle.config.ts',
        '--name',
        key,
      ],
      { cwd: root, encoding: 'utf8' },
    );
    if (generated.status !== 0) throw new Error(`drizzle-kit generate failed:\n${generated.stdout}${generated.stderr}`);
  }
  const prettier = spawnSync(
    process.execPath,
    [
      path.join(root, 'node_modules/prettier/bin/prettier.cjs'),
      '--write',
      '--log-level',
      'warn',
      ...written,
      ...touched,
    ],
    { cwd: root, encoding: 'utf8' },
  );
  if (prettier.status !== 0) throw new Error(`prettier failed:\n${prettier.stdout}${prettier.stderr}`);
  return written;
}

function main() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      titles: { type: 'string' },
      prefix: { type: 'string' },
      path: { type: 'string' },
      order: { type: 'string' },
      icon: { type: 'string' },
    },
  });
  const key = positionals[0];
  if (!key || !values.titles) {
    console.error(
      'usage: npm run new:slice -- <key> --titles "nl=…,en=…,de=…,zh-Hant=…,zh-Hans=…,ko=…" [--prefix api] [--path /home/route] [--order n] [--icon Lucide]',
    );
    process.exit(2);
  }
  const titles = Object.fromEntries(
    values.titles.split(',').map((pair) => {
      const at = pair.indexOf('=');
      return [pair.slice(0, at).trim(), pair.slice(at + 1).trim()];
    }),
  ) as Record<Language, string>;
  const root = path.resolve(import.meta.dirname, '..');
  const written = newSlice(root, {
    key,
    titles,
    prefix: values.prefix,
    path: values.path,
    order: values.order === undefined ? undefined : Number(values.order),
    icon: values.icon,
  });
  console.log(`Wrote the ${key} slice:\n${written.map((file) => `  ${file}`).join('\n')}`);
  console.log(`and its migration, locale namespace and lines in the lists that name slices (grep "${MARK}").`);
  console.log('Next: docs/slices.md "Done means".');
}

if (import.meta.main) {
  try {
    main();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
