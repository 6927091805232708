/**
 * Storybook as a static site (issue #18), checked the way a product team opens it:
 *
 * 1. `npm run build-storybook` into a temporary folder (its output is kept back unless it fails);
 * 2. the folder served by a plain static server and opened in Debian's Chromium;
 * 3. the manager loads with its list of stories, the toolbar has the brand, scheme and up/down
 *    switchers, and the controls know the components' props (docgen);
 * 4. Button's primary story renders in the preview in the dutch brand, with dutch's accent as the
 *    button's background; chosen in the toolbar's brand switcher, jade's accent; and opened by a
 *    link with `globals=brand:jade`, jade's accent again. The accents are read from the brands'
 *    tokens (packages/ui/src/themes/<brand>/tokens.ts).
 *
 * `node tests/storybook/static.ts` (a step of `npm test`). `STORYBOOK_STATIC=<folder>` checks a
 * build that is already there instead of building one.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FrameLocator, Page } from 'playwright';
import type { BrandTokens } from '@broker/ui';
import { launchChromium } from '../bench/harness.ts';
import { rgbOf, serveStatic } from '../consumer/browser.ts';

const repo = path.resolve(import.meta.dirname, '../..');
const story = 'kit-button--primary';
const buttonName = 'Inloggen';
/** The toolbar's switchers, named by their `globalTypes` descriptions in .storybook/preview.tsx. */
const switchers = ['White-label brand', 'Colour scheme', 'Which colour means up'];

const started = performance.now();
const failures: string[] = [];
const check = (ok: boolean, what: string) => {
  if (!ok) failures.push(what);
};
const seconds = (from: number) => `${((performance.now() - from) / 1000).toFixed(1)} s`;

async function accentOf(brand: string): Promise<string> {
  // The tokens as the repository defines them (a plain module: only types imported).
  const file = path.join(repo, `packages/ui/src/themes/${brand}/tokens.ts`);
  const module = (await import(pathToFileURL(file).href)) as Record<string, BrandTokens>;
  return rgbOf(module[`${brand}Tokens`]!.schemes.light.color.accent);
}

function build(): string {
  const out = mkdtempSync(path.join(tmpdir(), 'broker-storybook-'));
  const buildStarted = performance.now();
  console.log('── npm run build-storybook');
  const result = spawnSync('npm', ['run', '--silent', 'build-storybook', '--', '--output-dir', out], {
    cwd: repo,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (result.status !== 0) {
    console.error(`${result.stdout}\n${result.stderr}`);
    rmSync(out, { recursive: true, force: true });
    throw new Error(`npm run build-storybook exited with ${result.status}`);
  }
  console.log(`   built in ${seconds(buildStarted)}`);
  return out;
}

/** The primary button's background in the preview, once it is `expected` (or after 15 s, whatever it is). */
async function buttonBackground(preview: FrameLocator, expected: string): Promise<string> {
  const button = preview.getByRole('button', { name: buttonName });
  await button.waitFor({ timeout: 30_000 });
  const deadline = Date.now() + 15_000;
  for (;;) {
    const background = await button.evaluate((element) => getComputedStyle(element).backgroundColor);
    if (background === expected || Date.now() > deadline) return background;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

function watchErrors(page: Page, label: string): void {
  page.on('pageerror', (error) => failures.push(`${label}: page error: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') failures.push(`${label}: console error: ${message.text()}`);
  });
}

async function checkSite(url: string): Promise<void> {
  const [dutch, jade] = await Promise.all([accentOf('dutch'), accentOf('jade')]);
  const browser = await launchChromium();
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    watchErrors(page, 'manager');
    await page.goto(`${url}?path=/story/${story}`);
    const preview = page.frameLocator('#storybook-preview-iframe');

    const dutchBackground = await buttonBackground(preview, dutch);
    check(dutchBackground === dutch, `dutch: the button's background is ${dutchBackground}, not ${dutch}`);
    check(await page.getByRole('navigation', { name: 'Stories' }).isVisible(), 'manager: no list of stories');
    const toolbar = page.getByRole('toolbar');
    for (const name of switchers) {
      const switcher = toolbar.getByRole('button', { name: new RegExp(`^${name}\\b`) });
      check(await switcher.isVisible(), `toolbar: no "${name}" switcher`);
    }
    // Docgen read the props: the controls describe them with the component's comments.
    const loadingRow = page.getByRole('row', { name: /^loading\b/ });
    check(
      (await loadingRow.textContent({ timeout: 10_000 }).catch(() => ''))?.includes('Shows a spinner') === true,
      'controls: the "loading" prop has no description (docgen found no component)',
    );

    await toolbar.getByRole('button', { name: /^White-label brand\b/ }).click();
    await page
      .getByRole('listbox', { name: 'White-label brand' })
      .getByRole('option', { name: 'Jade Securities' })
      .click();
    const switchedBackground = await buttonBackground(preview, jade);
    check(switchedBackground === jade, `jade (toolbar): the button's background is ${switchedBackground}, not ${jade}`);
    check(page.url().includes('globals=brand:jade'), `jade (toolbar): the address does not say so (${page.url()})`);
    await context.close();

    // A link to the story in the second brand, in a fresh browser context.
    const linked = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const linkedPage = await linked.newPage();
    watchErrors(linkedPage, 'linked');
    await linkedPage.goto(`${url}?path=/story/${story}&globals=brand:jade`);
    const linkedBackground = await buttonBackground(linkedPage.frameLocator('#storybook-preview-iframe'), jade);
    check(linkedBackground === jade, `jade (link): the button's background is ${linkedBackground}, not ${jade}`);
    const brandSwitcher = linkedPage.getByRole('toolbar').getByRole('button', { name: /^White-label brand\b/ });
    check(
      (await brandSwitcher.textContent())?.includes('Jade Securities') === true,
      'jade (link): the toolbar does not show the jade brand',
    );
    await linked.close();
  } finally {
    await browser.close();
  }
}

const given = process.env.STORYBOOK_STATIC;
let dir: string | undefined;
try {
  dir = given ? path.resolve(given) : build();
  const { url, server } = await serveStatic(dir);
  const checkStarted = performance.now();
  console.log('── Chromium: the manager, the toolbar, Button in dutch and in jade');
  try {
    await checkSite(url);
  } finally {
    server.close();
  }
  console.log(`   ${seconds(checkStarted)}`);
} catch (error) {
  failures.push(error instanceof Error ? error.message : String(error));
} finally {
  if (dir && !given) rmSync(dir, { recursive: true, force: true });
}

if (failures.length > 0) {
  console.error(
    `\nStorybook as a static site: ${failures.length} failure(s) in ${seconds(started)}\n${failures.map((failure) => `  ✗ ${failure}`).join('\n')}`,
  );
  process.exit(1);
}
console.log(`\nStorybook as a static site: built, served and checked in Chromium in ${seconds(started)}`);
