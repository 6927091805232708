import { existsSync, mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  appBuildInputs,
  appBuildInputsFor,
  buildAndRecord,
  ensureCurrentBuild,
  FINGERPRINT_FILE,
  recordedFingerprint,
  sourcesFingerprint,
  type BuildInputs,
} from './freshness.ts';

/** A repository in a temporary folder: two source folders, a single file, and a fake build. */
let root: string;
let outDir: string;
let builds: number;
let buildSucceeds: boolean;
const inputs: BuildInputs = { folders: ['app/src', 'locales'], files: ['app/index.html', 'package-lock.json'] };

const write = (name: string, text: string) => {
  mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
  writeFileSync(path.join(root, name), text);
};
/** Like Vite: empties the build folder, then writes the build. */
const build = () => {
  builds += 1;
  rmSync(outDir, { recursive: true, force: true });
  if (!buildSucceeds) return false;
  mkdirSync(outDir, { recursive: true });
  writeFileSync(path.join(outDir, 'index.html'), `<!doctype html><title>build ${builds}</title>`);
  return true;
};
const start = () => ensureCurrentBuild({ root, outDir, inputs, build });

beforeEach(() => {
  root = mkdtempSync(path.join(os.tmpdir(), 'build-freshness-'));
  outDir = path.join(root, 'app/dist');
  builds = 0;
  buildSucceeds = true;
  write('app/src/main.tsx', 'export const answer = 42;\n');
  write('app/src/screens/Home.tsx', 'export const Home = () => null;\n');
  write('app/index.html', '<script type="module" src="/src/main.tsx"></script>\n');
  write('locales/nl.json', '{"hello":"Hallo"}\n');
  write('package-lock.json', '{"lockfileVersion":3}\n');
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('npm start: a build of the current sources', () => {
  it('builds when there is no build', () => {
    expect(start()).toMatchObject({ found: 'no build', built: true, ok: true });
    expect(builds).toBe(1);
    expect(recordedFingerprint(outDir)).toBe(sourcesFingerprint(root, inputs));
  });

  it('does not build again from the same sources', () => {
    start();
    expect(start()).toMatchObject({ found: 'current', built: false, ok: true });
    expect(builds).toBe(1);
  });

  it('builds again when a source changed', () => {
    start();
    write('app/src/screens/Home.tsx', 'export const Home = () => "new";\n');
    expect(start()).toMatchObject({ found: 'sources changed', built: true, ok: true });
    expect(builds).toBe(2);
    expect(start().built).toBe(false);
  });

  it('builds again when a file is added, removed or renamed, or a single input changes', () => {
    const changes = [
      () => write('app/src/screens/Trade.tsx', 'export const Trade = () => null;\n'),
      () => rmSync(path.join(root, 'app/src/screens/Trade.tsx')),
      () => write('locales/en.json', '{"hello":"Hallo"}\n'),
      () => rmSync(path.join(root, 'locales/nl.json')),
      () => write('package-lock.json', '{"lockfileVersion":3,"packages":{}}\n'),
      () => write('app/index.html', '<title>new</title>\n'),
    ];
    start();
    for (const [index, change] of changes.entries()) {
      change();
      expect(start().found, `change ${index}`).toBe('sources changed');
    }
    expect(builds).toBe(1 + changes.length);
  });

  it('builds again when the build lost its fingerprint (built by something else)', () => {
    start();
    rmSync(path.join(outDir, FINGERPRINT_FILE));
    expect(start()).toMatchObject({ found: 'sources changed', built: true });
  });

  it('reads contents, not times: a touched file or a test edited beside the sources needs no build', () => {
    start();
    const later = new Date(Date.now() + 60_000);
    utimesSync(path.join(root, 'app/src/main.tsx'), later, later);
    write('app/src/screens/Home.test.tsx', 'it("works", () => {});\n');
    write('app/src/screens/Home.stories.tsx', 'export default {};\n');
    expect(start()).toMatchObject({ found: 'current', built: false });
  });

  it('records nothing when the build fails, so the next start tries again', () => {
    buildSucceeds = false;
    expect(start()).toMatchObject({ found: 'no build', built: true, ok: false });
    buildSucceeds = true;
    expect(start()).toMatchObject({ found: 'no build', built: true, ok: true });
  });

  it('records the sources as they were when the build started', () => {
    const before = sourcesFingerprint(root, inputs);
    const editedDuringBuild = () => {
      const ok = build();
      write('app/src/main.tsx', 'export const answer = 43;\n');
      return ok;
    };
    expect(buildAndRecord({ root, outDir, inputs, build: editedDuringBuild })).toBe(true);
    expect(recordedFingerprint(outDir)).toBe(before);
    expect(start().found).toBe('sources changed');
  });
});

describe("the app's inputs", () => {
  const repo = path.resolve(import.meta.dirname, '../..');

  it('all exist, so that a renamed input is not silently left out', () => {
    const missing = [...appBuildInputs.folders, ...appBuildInputs.files].filter(
      (name) => !existsSync(path.join(repo, name)),
    );
    expect(missing).toEqual([]);
  });

  it('include what Vite reads: the index page, its config, the sources and texts, the lock file', () => {
    expect(appBuildInputs.files).toEqual(
      expect.arrayContaining(['packages/app/index.html', 'packages/app/vite.config.ts', 'package-lock.json']),
    );
    expect(appBuildInputs.folders).toEqual(
      expect.arrayContaining([
        'packages/app/src',
        'packages/ui/src',
        'packages/domain/src',
        'packages/contract/src',
        'locales',
      ]),
    );
  });
});

describe('a build is for one brand', () => {
  it('has the brand folder among its inputs, so that another brand is never taken for a current build', () => {
    write('brands/dutch/brand.ts', "export default { title: 'Dutch stocks' };\n");
    write('brands/jade/brand.ts', "export default { title: 'Jade Securities' };\n");
    const forBrand = (brand: string): BuildInputs => {
      const { folders } = appBuildInputsFor(path.join(root, 'brands', brand), root);
      return { folders: [...inputs.folders, folders.at(-1)!], files: inputs.files };
    };
    expect(forBrand('dutch').folders).toContain('brands/dutch');
    const dutch = ensureCurrentBuild({ root, outDir, inputs: forBrand('dutch'), build });
    const jade = ensureCurrentBuild({ root, outDir, inputs: forBrand('jade'), build });
    const dutchAgain = ensureCurrentBuild({ root, outDir, inputs: forBrand('dutch'), build });
    expect([dutch.found, jade.found, dutchAgain.found]).toEqual(['no build', 'sources changed', 'sources changed']);
  });

  it('takes a brand folder outside the repository by its path (BRAND_DIR)', () => {
    const elsewhere = mkdtempSync(path.join(os.tmpdir(), 'brand-elsewhere-'));
    writeFileSync(path.join(elsewhere, 'brand.ts'), "export default { title: 'Tulip Trade' };\n");
    const { folders } = appBuildInputsFor(elsewhere, root);
    expect(folders.at(-1)).toMatch(/^(\.\.\/)+.*brand-elsewhere-/);
    expect(sourcesFingerprint(root, { folders: [folders.at(-1)!], files: [] })).not.toBe(
      sourcesFingerprint(root, { folders: [], files: [] }),
    );
    rmSync(elsewhere, { recursive: true, force: true });
  });
});
