/**
 * The app's build for one brand (brands/load.ts: BRAND_DIR, BRAND, else dutch), as a Vite plugin:
 *
 * - `virtual:brand` — the brand's theme classes, the only ones in the bundle: a kit theme's, or
 *   the brand's own tokens' made by brands/ownTheme.css.ts;
 * - `import.meta.env.BRAND_*` — its settings: title, logo URL, default language, up/down, base
 *   currency, currency signs, UID prefix;
 * - index.html: `<html lang>`, title, icon and the browser's theme colour (the theme's chrome, per
 *   colour scheme) where the page has `<!--brand-head-->`; the start splash in the page itself
 *   where it has `<!--brand-splash-->` (in `#root`: React replaces it with its own), styled by
 *   `brand/splash.css`, so a cold load paints the brand before any script has run;
 * - the logo at `brand/logo.<ext>` beside index.html (built, and served in development), where
 *   the server's site config points (`logo`, packages/server/src/brand.ts).
 */
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Plugin, Rollup } from 'vite';
import { specCurrencySigns } from '@broker/domain';
import { systemFontStack } from '@broker/ui/themes/fonts';
import { loadBrand, locateBrand, type LoadedBrand } from './load.ts';
// The locale files' parts: plain data, shared by the build (here) and the app that loads them.
// eslint-disable-next-line no-restricted-imports
import { parseTextPartId, textPartId, textsOfPart } from '../packages/app/src/i18n/textParts.ts';

const BRAND_ID = 'virtual:brand';
const HEAD_MARKER = '<!--brand-head-->';
const SPLASH_MARKER = '<!--brand-splash-->';
const SPLASH_CSS_PATH = 'brand/splash.css';
const ownThemeFile = path.join(import.meta.dirname, 'ownTheme.css.ts');

interface SchemeChrome {
  schemes: Record<'light' | 'dark', { color: { chrome: string; onChrome: string } }>;
}

/** The kit's theme entry for a theme name (`@broker/ui/themes/jade`), or a message saying there is none. */
function kitThemeEntry(name: string): string {
  try {
    return fileURLToPath(import.meta.resolve(`@broker/ui/themes/${name}`));
  } catch {
    throw new Error(`theme: "${name}" is not a theme of the kit (packages/ui/src/themes/<name>/index.ts)`);
  }
}

/** The colours the page's head needs, read from the tokens (a kit theme's are its `tokens.ts`, plain data). */
async function themeChrome(brand: LoadedBrand): Promise<SchemeChrome> {
  const { theme } = brand.config;
  if (typeof theme !== 'string') return theme as SchemeChrome;
  const tokensFile = path.join(path.dirname(kitThemeEntry(theme)), 'tokens.ts');
  const tokens = (await import(pathToFileURL(tokensFile).href)) as Record<string, SchemeChrome>;
  return tokens[`${theme}Tokens`]!;
}

/**
 * The app's module of its brand: `theme`, the brand's name and theme classes — only this brand's,
 * and not the tokens they were made from (the entry's budget, issue #17).
 */
function brandModule({ config }: LoadedBrand): string {
  const name = JSON.stringify(config.title);
  if (typeof config.theme !== 'string') {
    return [
      `import { ownThemeClasses } from ${JSON.stringify(ownThemeFile)};`,
      `export const theme = { tokens: { name: ${name} }, classes: ownThemeClasses };`,
    ].join('\n');
  }
  kitThemeEntry(config.theme); // a name the kit does not have stops the build here, with its message
  return [
    `import { ${config.theme}Theme } from '@broker/ui/themes/${config.theme}';`,
    `export const theme = { tokens: { name: ${name} }, classes: ${config.theme}Theme };`,
  ].join('\n');
}

const sameSigns = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The brand's settings as `import.meta.env.BRAND_*` constants: replaced where they are read, so
 * they add no module to any chunk. The currency signs are `null` when they are the
 * specification's: the entry then does not load the code that sets them (issue #17's budget).
 */
export function brandConstants(brand: LoadedBrand): Record<string, unknown> {
  const { config } = brand;
  return {
    BRAND_TITLE: config.title,
    BRAND_LOGO: `./${brand.logoPath}`,
    BRAND_LANGUAGE: config.defaultLanguage,
    BRAND_UP_DOWN: config.upDown,
    BRAND_BASE_CURRENCY: config.baseCurrency,
    BRAND_CURRENCY_SIGNS: sameSigns(config.currencySigns, specCurrencySigns) ? null : config.currencySigns,
    BRAND_UID_PREFIX: config.uidPrefix,
  };
}

const escapeHtml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

/**
 * The built chunk of a language's start texts (locales/<language>.json's start part), which the
 * app loads before its first screen: preloaded with the entry for the brand's default language,
 * the first visit's language, rather than a round trip after the entry has run (issue #17).
 */
function localeChunk(bundle: Rollup.OutputBundle, language: string): string | undefined {
  const suffix = textPartId(`/locales/${language}.json`, 'start');
  return Object.values(bundle).find((output) => output.type === 'chunk' && output.facadeModuleId?.endsWith(suffix))
    ?.fileName;
}

async function brandHead(brand: LoadedBrand, textsChunk?: string): Promise<string> {
  const { schemes } = await themeChrome(brand);
  const type = { '.svg': 'image/svg+xml', '.png': 'image/png', '.webp': 'image/webp' }[path.extname(brand.logoFile)];
  return [
    `<meta name="theme-color" media="(prefers-color-scheme: light)" content="${escapeHtml(schemes.light.color.chrome)}" />`,
    `<meta name="theme-color" media="(prefers-color-scheme: dark)" content="${escapeHtml(schemes.dark.color.chrome)}" />`,
    `<link rel="icon" href="./${brand.logoPath}" type="${type}" />`,
    // The start splash's logo, often the largest thing a cold load paints: fetched with the
    // scripts, not after them (issue #17).
    `<link rel="preload" href="./${brand.logoPath}" as="image" type="${type}" fetchpriority="high" />`,
    `<link rel="stylesheet" href="./${SPLASH_CSS_PATH}" />`,
    ...(textsChunk ? [`<link rel="modulepreload" crossorigin href="./${textsChunk}" />`] : []),
    `<title>${escapeHtml(brand.config.title)}</title>`,
  ].join('\n    ');
}

/**
 * The kit's start splash (Splash: the logo, the title, a spinner on the chrome colour) as plain
 * HTML in the page: painted as soon as the page and its styles are in, on a slow phone seconds
 * before the scripts have run. The app's own splash takes its place with the same look.
 */
function splashHtml(brand: LoadedBrand): string {
  return [
    '<main class="boot-splash" aria-busy="true">',
    `<img class="boot-splash-logo" src="./${brand.logoPath}" alt="" />`,
    `<h1 class="boot-splash-title">${escapeHtml(brand.config.title)}</h1>`,
    '<span class="boot-splash-spinner" aria-hidden="true"></span>',
    '</main>',
  ].join('');
}

/**
 * The splash's styles: the kit's sizes (written for a 375 px phone, scaled with the window as
 * the kit's rem is, before any script has set that rem) and the theme's chrome per colour scheme.
 */
async function splashCss(brand: LoadedBrand): Promise<string> {
  const { schemes } = await themeChrome(brand);
  const size = (px: number) => `calc(${px} * min(100vw, 750px) / 375)`;
  const scheme = (name: 'light' | 'dark') =>
    `.boot-splash{background:${schemes[name].color.chrome};color:${schemes[name].color.onChrome}}`;
  return [
    'body{margin:0}',
    `.boot-splash{box-sizing:border-box;min-height:100vh;min-height:100dvh;display:flex;flex-direction:column;align-items:center;justify-content:center;gap:${size(16)};padding:${size(24)};text-align:center;font-family:${systemFontStack}}`,
    scheme('light'),
    `@media (prefers-color-scheme: dark){${scheme('dark')}}`,
    `.boot-splash-logo{width:max(72px,${size(88)});height:max(72px,${size(88)});object-fit:contain}`,
    `.boot-splash-title{margin:0;font-size:max(22px,${size(24)});font-weight:600;line-height:1.2}`,
    `.boot-splash-spinner{width:${size(32)};height:${size(32)};box-sizing:border-box;border:3px solid currentColor;border-right-color:transparent;border-radius:50%;animation:boot-splash-turn .8s linear infinite}`,
    '@keyframes boot-splash-turn{to{transform:rotate(360deg)}}',
    '@media (prefers-reduced-motion: reduce){.boot-splash-spinner{animation:none}}',
  ].join('\n');
}

/**
 * The brand plugin. The brand is located at once (an unknown BRAND stops the build with a message
 * that says what to set) and read when first needed.
 */
export function brandPlugin(env: NodeJS.ProcessEnv = process.env): Plugin {
  const location = locateBrand(env);
  let loaded: Promise<LoadedBrand> | undefined;
  const brand = () => (loaded ??= loadBrand(location));
  return {
    name: 'broker:brand',
    async config() {
      const constants = brandConstants(await brand());
      const define = Object.entries(constants).map(([name, value]) => [
        `import.meta.env.${name}`,
        JSON.stringify(value),
      ]);
      return { define: Object.fromEntries(define) };
    },
    resolveId(id) {
      if (id === BRAND_ID) return `\0${id}`;
      return undefined;
    },
    async load(id) {
      // A locale file's part (packages/app/src/i18n/textParts.ts): `locales/nl.json?texts=start`.
      const part = parseTextPartId(id);
      if (part) {
        this.addWatchFile(part.localeFile);
        const texts = JSON.parse(await readFile(part.localeFile, 'utf8')) as Record<string, unknown>;
        // A module of its own (the query hides the .json from the JSON loader); JSON.parse of a
        // string is the quickest way for a browser to read a large object.
        return `export default JSON.parse(${JSON.stringify(JSON.stringify(textsOfPart(texts, part.part)))});`;
      }
      if (id === `\0${BRAND_ID}`) return brandModule(await brand());
      return undefined;
    },
    async transformIndexHtml(html, context) {
      if (!html.includes(HEAD_MARKER)) return html;
      const current = await brand();
      const texts = context?.bundle ? localeChunk(context.bundle, current.config.defaultLanguage) : undefined;
      return html
        .replace(/<html lang="[^"]*"/, `<html lang="${current.config.defaultLanguage}"`)
        .replace(HEAD_MARKER, await brandHead(current, texts))
        .replace(SPLASH_MARKER, splashHtml(current));
    },
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        void brand().then(async (current) => {
          const url = request.url?.split('?')[0];
          if (url === `/${SPLASH_CSS_PATH}`) {
            response.setHeader('Content-Type', 'text/css');
            return response.end(await splashCss(current));
          }
          if (url !== `/${current.logoPath}`) return next();
          response.setHeader('Content-Type', current.logoFile.endsWith('.svg') ? 'image/svg+xml' : 'image/png');
          response.end(readFileSync(current.logoFile));
        }, next);
      });
    },
    async generateBundle() {
      const current = await brand();
      this.emitFile({ type: 'asset', fileName: current.logoPath, source: readFileSync(current.logoFile) });
      this.emitFile({ type: 'asset', fileName: SPLASH_CSS_PATH, source: await splashCss(current) });
    },
  };
}
