import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Plugin } from 'vite';
import { brandPlugin } from './vite.ts';

/** Calls one of the plugin's hooks as Vite would (they use no plugin context but `emitFile` and `addWatchFile`). */
async function hook(
  plugin: Plugin,
  name: 'config' | 'load' | 'transformIndexHtml' | 'generateBundle',
  ...args: unknown[]
) {
  const handler = plugin[name] as unknown as (...args: unknown[]) => Promise<unknown>;
  return handler.call({ emitFile: (file: EmittedAsset) => emitted.push(file), addWatchFile: () => undefined }, ...args);
}

interface EmittedAsset {
  fileName: string;
  source: string | Buffer;
}
let emitted: EmittedAsset[] = [];

const indexHtml = readFileSync(path.join(import.meta.dirname, '../packages/app/index.html'), 'utf8');

describe('the brand plugin', () => {
  it('stops at once on an unknown brand, with what to set', () => {
    expect(() => brandPlugin({ BRAND: 'nope' })).toThrow(/Unknown brand "nope"/);
  });

  it("gives dutch's settings as constants; its signs are the specification's, so the entry sets none", async () => {
    const { define } = (await hook(brandPlugin({}), 'config')) as { define: Record<string, string> };
    expect(define).toEqual({
      'import.meta.env.BRAND_TITLE': '"Dutch stocks"',
      'import.meta.env.BRAND_LOGO': '"./brand/logo.svg"',
      'import.meta.env.BRAND_LANGUAGE': '"nl"',
      'import.meta.env.BRAND_UP_DOWN': '"greenUp"',
      'import.meta.env.BRAND_BASE_CURRENCY': '"EUR"',
      'import.meta.env.BRAND_CURRENCY_SIGNS': 'null',
      'import.meta.env.BRAND_UID_PREFIX': '"DS"',
    });
  });

  it("gives jade's: Traditional Chinese, red up, its own currency signs", async () => {
    const { define } = (await hook(brandPlugin({ BRAND: 'jade' }), 'config')) as { define: Record<string, string> };
    expect(define['import.meta.env.BRAND_LANGUAGE']).toBe('"zh-Hant"');
    expect(define['import.meta.env.BRAND_UP_DOWN']).toBe('"redUp"');
    expect(JSON.parse(define['import.meta.env.BRAND_CURRENCY_SIGNS']!)).toEqual({
      USD: { prefix: 'US$ ', suffix: '' },
      EUR: { prefix: '€ ', suffix: '' },
    });
  });

  it("makes `virtual:brand` of the brand's theme classes only, never another brand's", async () => {
    const plugin = brandPlugin({ BRAND: 'jade' });
    expect((plugin.resolveId as (id: string) => string)('virtual:brand')).toBe('\0virtual:brand');
    const code = (await hook(plugin, 'load', '\0virtual:brand')) as string;
    expect(code).toContain("import { jadeTheme } from '@broker/ui/themes/jade';");
    expect(code).toContain('export const theme = { tokens: { name: "Jade Securities" }, classes: jadeTheme };');
    expect(code).not.toMatch(/dutch/);
  });

  it("writes the brand's language, theme colours, icon and title into index.html", async () => {
    const html = (await hook(brandPlugin({ BRAND: 'jade' }), 'transformIndexHtml', indexHtml)) as string;
    expect(html).toContain('<html lang="zh-Hant">');
    expect(html).toContain('<meta name="theme-color" media="(prefers-color-scheme: light)" content="#fffdf8" />');
    expect(html).toContain('<meta name="theme-color" media="(prefers-color-scheme: dark)" content="#212426" />');
    expect(html).toContain('<link rel="icon" href="./brand/logo.svg" type="image/svg+xml" />');
    expect(html).toContain('<title>Jade Securities</title>');
    expect(html).not.toContain('<!--brand-head-->');
    // The start splash is in the page itself, styled by its own sheet: the brand paints before any script runs.
    expect(html).toContain('<link rel="stylesheet" href="./brand/splash.css" />');
    expect(html).toContain(
      '<div id="root"><main class="boot-splash" aria-busy="true"><img class="boot-splash-logo" src="./brand/logo.svg" alt="" /><h1 class="boot-splash-title">Jade Securities</h1>',
    );
    expect(html).not.toContain('<!--brand-splash-->');
    // A page without the marker (Storybook's) is left as it is.
    expect(await hook(brandPlugin({}), 'transformIndexHtml', '<html lang="en"></html>')).toBe(
      '<html lang="en"></html>',
    );
  });

  it("emits the logo and the splash's sheet: the theme's chrome per colour scheme, the kit's sizes", async () => {
    emitted = [];
    await hook(brandPlugin({ BRAND: 'jade' }), 'generateBundle');
    expect(emitted.map((file) => file.fileName)).toEqual(['brand/logo.svg', 'brand/splash.css']);
    const css = String(emitted[1]!.source);
    expect(css).toContain('.boot-splash{background:#fffdf8;color:#1d2621}');
    expect(css).toContain('@media (prefers-color-scheme: dark){.boot-splash{background:#212426;color:#ece9e2}}');
    expect(css).toContain('font-size:max(22px,calc(24 * min(100vw, 750px) / 375))');
    expect(css).toContain('@media (prefers-reduced-motion: reduce)');
  });

  it("preloads the start texts of the brand's language with the entry, in a build (not in development)", async () => {
    const chunk = (fileName: string, facadeModuleId: string) => ({ type: 'chunk', fileName, facadeModuleId });
    const bundle = {
      a: chunk('assets/nl-AAAA.js', '/repo/locales/nl.json?texts=start'),
      b: chunk('assets/zh-Hant-BBBB.js', '/repo/locales/zh-Hant.json?texts=start'),
      c: chunk('assets/zh-Hant-DDDD.js', '/repo/locales/zh-Hant.json?texts=rest'),
      d: chunk('assets/zh-Hans-CCCC.js', '/repo/locales/zh-Hans.json?texts=start'),
    };
    const built = (await hook(brandPlugin({ BRAND: 'jade' }), 'transformIndexHtml', indexHtml, { bundle })) as string;
    expect(built).toContain('<link rel="modulepreload" crossorigin href="./assets/zh-Hant-BBBB.js" />');
    expect(built).not.toContain('nl-AAAA');
    expect(built).not.toContain('zh-Hant-DDDD');
    const dev = (await hook(brandPlugin({ BRAND: 'jade' }), 'transformIndexHtml', indexHtml, {})) as string;
    expect(dev).not.toContain('modulepreload');
  });

  it("serves a locale file's part: its groups only, as a module (textParts.ts)", async () => {
    const file = path.resolve(import.meta.dirname, '../locales/nl.json');
    const load = async (part: string) => {
      const code = (await hook(brandPlugin({ BRAND: 'dutch' }), 'load', `${file}?texts=${part}`)) as string;
      return JSON.parse(JSON.parse(/^export default JSON\.parse\((.*)\);$/.exec(code)![1]!) as string) as Record<
        string,
        unknown
      >;
    };
    const [start, rest] = [await load('start'), await load('rest')];
    expect(Object.keys(start)).toContain('login');
    expect(Object.keys(rest)).toContain('trading');
    expect(Object.keys(start)).not.toContain('trading');
    expect(await hook(brandPlugin({ BRAND: 'dutch' }), 'load', file)).toBeUndefined();
  });
});
