/**
 * The kit's bundles (Rolldown + @vanilla-extract/rollup-plugin), made from the entries of
 * packages/ui/package.json `exports`. One stylesheet per entry, imported by the entry's module,
 * so an app that imports `@broker/ui` and one brand gets exactly the component styles and that
 * brand's theme — no CSS import of its own, and never another brand's CSS:
 *
 *   dist/index.js + dist/styles.css           `.`: the components
 *   dist/headless.js                          `./headless`: the hooks, no styles
 *   dist/chunks/*.js                          code both of those share (one copy of each context)
 *   dist/themes/<brand>.js + <brand>.css      `./themes/<brand>`: one brand
 *
 * The components and the hooks are one build, so that they share their modules (the
 * `ToastContext` of `headless` is the one `ToastProvider` provides); each brand is a build of its
 * own, as vanilla-extract's `extract` writes one stylesheet per build. A brand's module holds its
 * tokens and two class names; class and variable names are the same in every build
 * (vanilla-extract derives them from the file and the package).
 */
import path from 'node:path';
import { rolldown, type Plugin } from 'rolldown';
import { vanillaExtractPlugin } from '@vanilla-extract/rollup-plugin';

interface KitBuild {
  input: Record<string, string>;
  outDir: string;
  /** The one stylesheet of the build, imported by the module of the entry `importedBy`. */
  stylesheet: string;
  importedBy: string;
}

const themeEntry = /^\.\/themes\/([\w-]+)$/;
/**
 * `./themes/make` is no brand: `makeThemeClasses` for a brand's own tokens, which runs inside a
 * `.css.ts` file of this repository's build (brands/). The tarball leaves it out (`null` in
 * `publishConfig.exports`).
 */
const notBrands = new Set(['make']);

/** The builds for a workspace `exports` map of source files (`"./themes/jade": "./src/themes/jade/index.ts"`). */
export function kitBuilds(exports: Record<string, string>, outDir: string): KitBuild[] {
  const source = (entry: string) => {
    const file = exports[entry];
    if (!file) throw new Error(`packages/ui/package.json exports has no "${entry}"`);
    return file;
  };
  const brands = Object.keys(exports)
    .flatMap((entry) => themeEntry.exec(entry)?.slice(1) ?? [])
    .filter((name) => !notBrands.has(name));
  return [
    {
      input: { index: source('.'), headless: source('./headless') },
      outDir,
      stylesheet: 'styles.css',
      importedBy: 'index',
    },
    ...brands.map((brand) => ({
      input: { [brand]: source(`./themes/${brand}`) },
      outDir: path.join(outDir, 'themes'),
      stylesheet: `${brand}.css`,
      importedBy: brand,
    })),
  ];
}

export async function buildKitBundles(
  packageDir: string,
  outDir: string,
  exports: Record<string, string>,
  dependencies: string[],
): Promise<void> {
  for (const build of kitBuilds(exports, outDir)) await bundle(packageDir, dependencies, build);
}

async function bundle(packageDir: string, dependencies: string[], build: KitBuild): Promise<void> {
  const bundler = await rolldown({
    cwd: packageDir,
    input: build.input,
    // Dependencies stay imports: the app installs them once and bundles what it uses.
    external: (id) => dependencies.some((name) => id === name || id.startsWith(`${name}/`)),
    plugins: [
      // Typed as Rollup's Plugin; Rolldown runs Rollup plugins, and vanilla-extract tests this one with it.
      vanillaExtractPlugin({
        cwd: packageDir,
        identifiers: 'short',
        extract: { name: build.stylesheet },
      }) as unknown as Plugin,
    ],
  });
  try {
    await bundler.write({
      dir: build.outDir,
      format: 'esm',
      entryFileNames: '[name].js',
      chunkFileNames: 'chunks/[name]-[hash].js',
      assetFileNames: '[name][extname]',
      // `extract` takes the per-module stylesheet imports out; the entry imports the one stylesheet.
      banner: (chunk) => (chunk.isEntry && chunk.name === build.importedBy ? `import './${build.stylesheet}';\n` : ''),
    });
  } finally {
    await bundler.close();
  }
}
