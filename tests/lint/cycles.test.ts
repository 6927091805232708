import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
let workspace = '';

afterEach(() => {
  if (workspace) rmSync(workspace, { recursive: true, force: true });
});

/**
 * A tiny npm workspace in a temporary folder, shaped like ours: `packages/<name>/src`, each package
 * with an `exports` entry and linked into `node_modules/@fx/<name>` as npm links workspaces.
 */
function makeWorkspace(files: Record<string, string>): string {
  workspace = mkdtempSync(path.join(os.tmpdir(), 'broker-cycles-'));
  const packages = new Set(Object.keys(files).map((file) => file.split('/')[0] ?? ''));
  mkdirSync(path.join(workspace, 'node_modules/@fx'), { recursive: true });
  for (const name of packages) {
    const dir = path.join(workspace, 'packages', name);
    mkdirSync(path.join(dir, 'src'), { recursive: true });
    const manifest = { name: `@fx/${name}`, type: 'module', exports: { '.': './src/index.ts' } };
    writeFileSync(path.join(dir, 'package.json'), JSON.stringify(manifest));
    symlinkSync(dir, path.join(workspace, 'node_modules/@fx', name), 'dir');
  }
  for (const [file, code] of Object.entries(files)) {
    const [name = '', ...rest] = file.split('/');
    writeFileSync(path.join(workspace, 'packages', name, 'src', ...rest), code);
  }
  return workspace;
}

/** The project's own cycle check (the config `npm run check:cycles` uses) on the fixture's packages. */
function checkCycles(dir: string): { ok: boolean; output: string } {
  const result = spawnSync('npx', ['depcruise', '--config', '.dependency-cruiser.mjs', path.join(dir, 'packages')], {
    cwd: root,
    encoding: 'utf8',
  });
  return { ok: result.status === 0, output: `${result.stdout}${result.stderr}` };
}

describe('the import-cycle check', () => {
  it('passes packages that import each other one way only', () => {
    const dir = makeWorkspace({
      'a/index.ts': "import { b } from '@fx/b';\nexport const a = (): string => b;\n",
      'b/index.ts': "import { helper } from './helper.ts';\nexport const b = helper;\n",
      'b/helper.ts': "export const helper = 'b';\n",
      'b/View.tsx': "import { helper } from './helper.ts';\nexport const View = () => <p>{helper}</p>;\n",
    });
    const { ok, output } = checkCycles(dir);
    expect(output).toContain('no dependency violations');
    expect(ok).toBe(true);
  });

  it('fails a cycle of relative `.ts`/`.tsx` imports inside a package', () => {
    const dir = makeWorkspace({
      'a/index.ts': "export { List } from './List.tsx';\n",
      'a/List.tsx': "import { Row } from './Row.tsx';\nexport const List = () => <Row />;\n",
      'a/Row.tsx': "import { List } from './List.tsx';\nexport const Row = () => <p>{String(List)}</p>;\n",
    });
    const { ok, output } = checkCycles(dir);
    expect(ok).toBe(false);
    expect(output).toMatch(/no-circular:.*a\/src\/(List|Row)\.tsx/);
  });

  it('fails a cycle across workspace packages (`@fx/a` → `@fx/b` → `@fx/a`)', () => {
    const dir = makeWorkspace({
      'a/index.ts': "import { b } from '@fx/b';\nexport const a = (): string => b;\n",
      'b/index.ts': "import { a } from '@fx/a';\nexport const b = String(a);\n",
    });
    const { ok, output } = checkCycles(dir);
    expect(ok).toBe(false);
    expect(output).toMatch(/no-circular:.*packages\/[ab]\/src\/index\.ts/);
  });

  it('fails a cycle made only of type imports (a cycle of types is a cycle of modules)', () => {
    const dir = makeWorkspace({
      'a/index.ts':
        "import { rows } from './rows.ts';\nexport interface Row { id: string }\nexport const all = rows;\n",
      'a/rows.ts': "import type { Row } from './index.ts';\nexport const rows: Row[] = [];\n",
    });
    const { ok, output } = checkCycles(dir);
    expect(ok).toBe(false);
    expect(output).toMatch(/no-circular:.*a\/src\/(index|rows)\.ts/);
  });

  it('fails a cycle closed by a lazy import()', () => {
    const dir = makeWorkspace({
      'a/index.ts': "export const routes = [() => import('./Screen.tsx')];\n",
      'a/Screen.tsx': "import { routes } from './index.ts';\nexport const Screen = () => <p>{routes.length}</p>;\n",
    });
    const { ok, output } = checkCycles(dir);
    expect(ok).toBe(false);
    expect(output).toMatch(/no-circular:.*a\/src\/(index\.ts|Screen\.tsx)/);
  });
});
