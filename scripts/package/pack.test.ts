import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { kitBuilds } from './kit.ts';
import { packedExportsProblems, packedManifest } from './pack.ts';

const source = {
  name: '@broker/example',
  version: '0.1.0',
  private: true,
  sideEffects: ['**/*.css.ts', '**/*.css'],
  exports: { '.': './src/index.ts', './themes/jade': './src/themes/jade/index.ts' },
  publishConfig: {
    exports: {
      '.': { types: './dist/types/index.d.ts', default: './dist/index.js' },
      './themes/jade': { types: './dist/types/themes/jade/index.d.ts', default: './dist/themes/jade.js' },
      './themes/jade.css': './dist/themes/jade.css',
    },
    sideEffects: ['**/*.css'],
    access: 'restricted',
  },
  files: ['dist'],
  scripts: { prepack: 'node ../../scripts/package/pack.ts prepack' },
  dependencies: { 'big.js': '^7.0.1' },
  devDependencies: { '@vanilla-extract/css': '^1.21.3' },
};

describe('packedManifest', () => {
  it('takes exports and sideEffects from publishConfig and drops what only the workspace uses', () => {
    expect(packedManifest(source)).toEqual({
      name: '@broker/example',
      version: '0.1.0',
      private: true,
      sideEffects: ['**/*.css'],
      exports: source.publishConfig.exports,
      publishConfig: { access: 'restricted' },
      files: ['dist'],
      dependencies: { 'big.js': '^7.0.1' },
    });
  });

  it('refuses a package without packed exports', () => {
    expect(() => packedManifest({ ...source, publishConfig: { access: 'restricted' } })).toThrow(
      'no publishConfig.exports',
    );
  });
});

describe('packedExportsProblems', () => {
  let dir = '';
  afterEach(() => rmSync(dir, { recursive: true, force: true }));
  const write = (file: string) => {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), '');
  };

  it('lists entries missing from the packed exports and targets the build did not write', () => {
    dir = mkdtempSync(path.join(tmpdir(), 'pack-test-'));
    for (const file of ['dist/index.js', 'dist/types/index.d.ts', 'dist/themes/jade.js']) write(file);
    const withDutch = { ...source, exports: { ...source.exports, './themes/dutch': './src/themes/dutch/index.ts' } };
    expect(packedExportsProblems(dir, withDutch)).toEqual([
      '"./themes/dutch" is in exports but not in publishConfig.exports',
      'publishConfig.exports points at ./dist/types/themes/jade/index.d.ts, which the build did not write',
      'publishConfig.exports points at ./dist/themes/jade.css, which the build did not write',
    ]);
  });
});

describe('kitBuilds', () => {
  it('builds the components with the hooks, and each brand of exports on its own', () => {
    const builds = kitBuilds(
      {
        '.': './src/index.ts',
        './headless': './src/headless/index.ts',
        './themes/dutch': './src/themes/dutch/index.ts',
        './themes/new-brand': './src/themes/new-brand/index.ts',
      },
      '/out',
    );
    expect(builds).toEqual([
      {
        input: { index: './src/index.ts', headless: './src/headless/index.ts' },
        outDir: '/out',
        stylesheet: 'styles.css',
        importedBy: 'index',
      },
      {
        input: { dutch: './src/themes/dutch/index.ts' },
        outDir: '/out/themes',
        stylesheet: 'dutch.css',
        importedBy: 'dutch',
      },
      {
        input: { 'new-brand': './src/themes/new-brand/index.ts' },
        outDir: '/out/themes',
        stylesheet: 'new-brand.css',
        importedBy: 'new-brand',
      },
    ]);
  });
});
