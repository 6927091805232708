/**
 * The consumer app's built page in Chromium: the six components are there, axe finds nothing
 * (the screen, then the open dialog), the brand's colours are applied and only its stylesheet was
 * bundled. Throws with every failed check listed.
 */
import { createServer, type Server } from 'node:http';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright';
import { launchChromium } from '../bench/harness.ts';

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.woff2': 'font/woff2',
};

/** A static server of a build's output on a free loopback port. */
export async function serveStatic(dir: string): Promise<{ url: string; server: Server }> {
  const server = createServer((request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
    const file = path.join(dir, pathname === '/' ? 'index.html' : pathname);
    if (!file.startsWith(dir)) {
      response.writeHead(403).end();
      return;
    }
    readFile(file).then(
      (body) =>
        response
          .writeHead(200, { 'content-type': contentTypes[path.extname(file)] ?? 'application/octet-stream' })
          .end(body),
      () => response.writeHead(404).end(),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('no port');
  return { url: `http://127.0.0.1:${address.port}/`, server };
}

/** `#0c6b52` → `rgb(12, 107, 82)`, as `getComputedStyle` reports a colour. */
export function rgbOf(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}

async function axeViolations(page: Page, label: string): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations.map(
    (violation) =>
      `axe (${label}): ${violation.id} — ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
  );
}

export interface BrandColours {
  /** The brand's primary (accent) colour, which the primary Button's background must be. */
  accent: string;
}

export async function checkInChromium(url: string, brand: BrandColours): Promise<string[]> {
  const failures: string[] = [];
  const check = (ok: boolean, what: string) => {
    if (!ok) failures.push(what);
  };
  const browser = await launchChromium();
  try {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2 });
    const page = await context.newPage();
    page.on('pageerror', (error) => failures.push(`page error: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() === 'error') failures.push(`console error: ${message.text()}`);
    });
    await page.goto(url);
    await page.getByRole('heading', { name: 'Jade Securities' }).waitFor({ timeout: 10_000 });

    const button = page.getByRole('button', { name: 'Review order' });
    check(await button.isVisible(), 'Button: "Review order" is not visible');
    check(await page.getByRole('textbox', { name: 'Amount' }).isVisible(), 'AmountField: no textbox "Amount"');
    check(await page.getByText('$ 1.234,50', { exact: true }).isVisible(), 'Money: "$ 1.234,50" is not shown');
    const records = page.getByRole('list', { name: 'Orders' });
    check(await records.isVisible(), 'RecordsList: no list "Orders"');
    check((await records.getByRole('listitem').count()) > 0, 'RecordsList: no rows');
    const chart = page.getByRole('application');
    check((await chart.getAttribute('aria-roledescription')) === 'Price chart', 'KlineChart: no price chart');
    // The chart names itself by a summary of the candles once it has drawn them.
    await page
      .waitForFunction(
        () => document.querySelector('[role="application"]')?.getAttribute('aria-label')?.includes(':'),
        null,
        { timeout: 10_000 },
      )
      .catch(() => check(false, 'KlineChart: no summary of the candles'));

    const background = await button.evaluate((element) => getComputedStyle(element).backgroundColor);
    check(
      background === rgbOf(brand.accent),
      `brand: the primary Button's background is ${background}, not ${rgbOf(brand.accent)} (${brand.accent})`,
    );
    failures.push(...(await axeViolations(page, 'screen')));

    await button.click();
    const dialog = page.getByRole('alertdialog', { name: 'Confirm the order' });
    await dialog.waitFor({ timeout: 5_000 }).catch(() => check(false, 'Dialog: does not open'));
    check(await dialog.getByRole('button', { name: 'Place order' }).isVisible(), 'Dialog: no "Place order" button');
    // The dialog fades in: axe, measuring mid-way, read its text on a half-transparent surface and
    // found contrast too low (once in a full run). It checks the dialog as it comes to rest.
    await page.evaluate(() =>
      Promise.all(
        document
          .getAnimations()
          .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
          .map((animation) => animation.finished),
      ),
    );
    failures.push(...(await axeViolations(page, 'dialog open')));
    await dialog.getByRole('button', { name: 'Back' }).click();
    await dialog.waitFor({ state: 'hidden', timeout: 5_000 }).catch(() => check(false, 'Dialog: does not close'));
    await context.close();
  } finally {
    await browser.close();
  }
  return failures;
}
