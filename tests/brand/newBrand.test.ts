/**
 * "A new brand in one file", followed literally: the Storybook guide
 * (packages/ui/src/docs/NewBrand.mdx) is read, its brand file and logo are written as they stand
 * there into a temporary folder, the app is built with that folder (BRAND_DIR, which the guide
 * names for a brand kept elsewhere) and served by the reference server for it, and Chromium
 * checks the start screen: the brand's title, logo, language and primary colour, in light and in
 * dark, without an axe violation. One build (~15 s) and one in-memory server (~3 s).
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '@broker/server/testing';
import { loadBrand, locateBrand } from '../../brands/load.ts';
import { launchChromium } from '../bench/harness.ts';

const root = path.resolve(import.meta.dirname, '../..');
const guide = readFileSync(path.join(root, 'packages/ui/src/docs/NewBrand.mdx'), 'utf8');

/** The guide's code blocks by their title (```ts title="brands/tulip/brand.ts"). */
function guideBlocks(): Map<string, string> {
  const blocks = new Map<string, string>();
  for (const [, title, code] of guide.matchAll(/^```\w+ title="([^"]+)"\n([\s\S]*?)^```$/gm)) {
    blocks.set(title!, code!);
  }
  return blocks;
}

interface Colours {
  accent: string;
  chrome: string;
}
interface GuideBrand {
  title: string;
  defaultLanguage: string;
  theme: { schemes: Record<'light' | 'dark', { color: Colours }> };
}

/** '#6d28d9' → 'rgb(109, 40, 217)', as computed styles give it. */
const rgb = (hex: string) => {
  const [r, g, b] = [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
};

const work = mkdtempSync(path.join(os.tmpdir(), 'new-brand-'));
const outDir = path.join(work, 'dist');
let brandDir = '';
let brand: GuideBrand;
let logo = '';
let server: TestServer | undefined;
let browser: Browser | undefined;

beforeAll(async () => {
  // Step 1 and 2 of the guide: the brand's file and its logo, in a folder of their own.
  const blocks = guideBlocks();
  const files = [...blocks.keys()].filter((title) => title.startsWith('brands/'));
  expect(files.map((file) => path.basename(file)).sort()).toEqual(['brand.ts', 'logo.svg']);
  for (const file of files) {
    const target = path.join(work, file);
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, blocks.get(file)!);
  }
  brandDir = path.dirname(path.join(work, files[0]!));
  logo = blocks.get(files.find((file) => file.endsWith('logo.svg'))!)!;
  brand = ((await import(pathToFileURL(path.join(brandDir, 'brand.ts')).href)) as { default: GuideBrand }).default;

  // Step 3: the guide's build (`npm run build` runs this `vite build`), for the brand's folder,
  // into a temporary folder so that the repository's own build stays as it is.
  expect(blocks.get('shell')).toMatch(/^BRAND=\w+ npm run build/m);
  const vite = path.join(root, 'node_modules/vite/bin/vite.js');
  const config = path.join(root, 'packages/app/vite.config.ts');
  const build = spawnSync(
    process.execPath,
    [vite, 'build', '--config', config, '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'],
    { cwd: root, env: { ...process.env, BRAND_DIR: brandDir }, encoding: 'utf8' },
  );
  expect(build.status, `${build.stdout}\n${build.stderr}`).toBe(0);

  // `npm start`'s server for the brand: its site config, on an in-memory database.
  const served = await loadBrand(locateBrand({ BRAND_DIR: brandDir }));
  server = await startTestServer({
    staticDir: outDir,
    brand: { name: served.name, settings: served.config, logoPath: served.logoPath },
  });
  browser = await launchChromium();
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
  rmSync(work, { recursive: true, force: true });
});

async function startScreen(colorScheme: 'light' | 'dark'): Promise<Page> {
  const context = await browser!.newContext({ viewport: { width: 412, height: 915 }, colorScheme });
  const page = await context.newPage();
  await page.goto(`${server!.url}/`);
  await page.getByRole('heading', { level: 1, name: brand.title }).waitFor();
  return page;
}

describe('a third brand, made as the guide says', () => {
  it('has only its own theme in the build', () => {
    const css = readdirSync(path.join(outDir, 'assets'))
      .filter((file) => file.endsWith('.css'))
      .map((file) => readFileSync(path.join(outDir, 'assets', file), 'utf8'))
      .join('\n');
    expect(css).toContain(brand.theme.schemes.light.color.accent);
    expect(css).not.toContain('#c2410c'); // dutch's accent
    expect(css).not.toContain('#0c6b52'); // jade's accent
  });

  for (const scheme of ['light', 'dark'] as const) {
    it(`shows its title, logo, language and colours on the start screen (${scheme})`, async () => {
      const page = await startScreen(scheme);
      const colours = brand.theme.schemes[scheme].color;
      expect(await page.title()).toBe(brand.title);
      expect(await page.locator('html').getAttribute('lang')).toBe(brand.defaultLanguage);
      const themeRoot = page.locator('[data-brand]').first();
      expect(await themeRoot.getAttribute('data-brand')).toBe(brand.title);
      expect(await themeRoot.getAttribute('data-scheme')).toBe(scheme);

      // The logo of the guide, loaded.
      const image = page.locator('main img').first();
      await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
      const src = await image.evaluate((img: HTMLImageElement) => img.src);
      expect(await (await fetch(src)).text()).toBe(logo);

      // The primary button in the brand's accent, the page in its chrome; the texts in its language.
      const start = page.getByRole('button', { name: 'Get started' });
      expect(await start.evaluate((button) => getComputedStyle(button).backgroundColor)).toBe(rgb(colours.accent));
      expect(await page.locator('main').evaluate((main) => getComputedStyle(main).backgroundColor)).toBe(
        rgb(colours.chrome),
      );

      const { violations } = await new AxeBuilder({ page }).analyze();
      expect(violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
      await page.context().close();
    });
  }
});
