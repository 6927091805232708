/**
 * Which brand a build or a server is for, and its settings. `BRAND` names a folder of brands/
 * (`dutch` when unset); `BRAND_DIR` is a brand folder anywhere else and wins over it (a brand kept
 * outside this repository, as the new-brand test's). A brand folder holds `brand.ts` — its
 * settings and theme, plain data (domain `BrandSettings`, kit `BrandConfig`) — and its logo.
 *
 * Node only: the app's build (brands/vite.ts) and the server (packages/server/src/brand.ts) read
 * it; the app itself gets only what the build puts in `virtual:brand`.
 */
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { brandSettingsProblems, type BrandSettings } from '@broker/domain';

export const DEFAULT_BRAND = 'dutch';
export const brandsDir = import.meta.dirname;

export interface BrandLocation {
  /** The folder's name (also names the brand's own data folder, packages/server/src/env.ts). */
  name: string;
  dir: string;
  /** The folder's `brand.ts`. */
  file: string;
}

/** The brand's settings and its theme (a kit theme's name or the brand's own tokens; the build checks which). */
export type BrandFile = BrandSettings & { theme: unknown };

export interface LoadedBrand extends BrandLocation {
  config: BrandFile;
  /** The logo file's absolute path. */
  logoFile: string;
  /** Where the built app serves the logo, relative to its page: `brand/logo.svg`. */
  logoPath: string;
}

/** The brands of brands/: every folder with a brand.ts. */
export function knownBrands(): string[] {
  return readdirSync(brandsDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(path.join(brandsDir, entry.name, 'brand.ts')))
    .map((entry) => entry.name)
    .sort();
}

/** The brand that BRAND_DIR or BRAND names; throws a message that says what to set when there is none. */
export function locateBrand(env: NodeJS.ProcessEnv = process.env): BrandLocation {
  if (env.BRAND_DIR) {
    const dir = path.resolve(env.BRAND_DIR);
    const file = path.join(dir, 'brand.ts');
    if (!existsSync(file)) throw new Error(`BRAND_DIR=${env.BRAND_DIR}: there is no brand.ts in ${dir}`);
    return { name: path.basename(dir), dir, file };
  }
  const name = env.BRAND || DEFAULT_BRAND;
  const dir = path.join(brandsDir, name);
  const file = path.join(dir, 'brand.ts');
  if (!/^[a-z][a-z0-9-]*$/.test(name) || !existsSync(file)) {
    throw new Error(
      `Unknown brand "${name}": BRAND names a folder of brands/ with a brand.ts (${knownBrands().join(', ')}), ` +
        'or set BRAND_DIR to a brand folder elsewhere (packages/ui/src/docs/NewBrand.mdx).',
    );
  }
  return { name, dir, file };
}

/** Reads and checks a brand's file: every wrong setting is named, with the file it is in. */
export async function loadBrand(location: BrandLocation): Promise<LoadedBrand> {
  const module = (await import(pathToFileURL(location.file).href)) as { default?: unknown };
  const config = module.default as BrandFile | undefined;
  const problems = brandSettingsProblems(config);
  if (config && typeof config.theme !== 'string' && (typeof config.theme !== 'object' || config.theme === null)) {
    problems.push('theme: the name of a theme of the kit (dutch, jade) or the brand’s own tokens');
  }
  const logoFile = config && typeof config.logo === 'string' ? path.join(location.dir, config.logo) : '';
  if (problems.length === 0 && !existsSync(logoFile)) problems.push(`logo: ${logoFile} does not exist`);
  if (problems.length > 0 || !config) {
    throw new Error(`${location.file} is not a valid brand (its default export):\n  - ${problems.join('\n  - ')}`);
  }
  return { ...location, config, logoFile, logoPath: `brand/logo${path.extname(logoFile)}` };
}

/**
 * A brand's own theme tokens, complete: its name is the title, its language and up/down are the
 * settings (the kit's `BrandTokens`; brands/ownTheme.css.ts makes them classes).
 */
export function ownTokens(config: BrandFile): Record<string, unknown> {
  if (typeof config.theme !== 'object' || config.theme === null) {
    throw new Error(
      `${config.title}: the brand names the kit's theme "${String(config.theme)}", it has no tokens of its own`,
    );
  }
  return { ...config.theme, name: config.title, defaultLanguage: config.defaultLanguage, upDown: config.upDown };
}

/** The brand of the environment (BRAND_DIR, BRAND, else dutch), read and checked. */
export const brandFromEnv = (env: NodeJS.ProcessEnv = process.env): Promise<LoadedBrand> => loadBrand(locateBrand(env));
