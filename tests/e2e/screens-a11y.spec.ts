import { expect, test, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { register, uniqueAccount } from './support/account.ts';
import { paths } from './support/appRoutes.ts';
import type { CrawlResult } from './support/crawl.ts';
import { tapTo } from './support/navigate.ts';
import { crawlPrivate, crawlPublic } from './support/reach.ts';

/**
 * axe on every screen as the real app renders it (the stories check each state with mocks): every
 * screen a crawl by taps reaches (support/reach.ts), so that a new screen is checked without
 * anyone listing it. The soft expectations let one screen's findings leave the others checked.
 */
async function expectNoViolations(page: Page, route: string) {
  // Every screen names itself with one h1 (home's is visually hidden, hence attached, not visible).
  await expect.soft(page.getByRole('heading', { level: 1 }).first(), route).toBeAttached();
  // Let data arrive and skeletons give way before checking. (Not "network idle": the live
  // quotes' stream stays open on market screens.)
  await expect.soft(page.locator('[aria-busy="true"]'), route).toHaveCount(0, { timeout: 15_000 });
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect
    .soft(violations.map((v) => `${route}: ${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`))
    .toEqual([]);
}

/** The crawl went through: no walk broke off and none was left for lack of time. The report names the screens checked. */
function expectWholeCrawl({ failures, timedOut, reached }: CrawlResult) {
  test.info().annotations.push({ type: 'screens checked', description: [...reached.keys()].join(', ') });
  expect(failures).toEqual([]);
  expect(timedOut, `the crawl ran out of time after ${reached.size} screens`).toBe(false);
}

test('public screens, reached by taps from the start screen, have no axe violations', async ({ page }) => {
  test.setTimeout(90_000);
  const crawl = await crawlPublic(page, { deadline: Date.now() + 75_000, onScreen: expectNoViolations });
  expectWholeCrawl(crawl);
});

test('signed-in screens, reached by taps from the tab bar, have no axe violations', async ({ page }) => {
  // Thirty-odd screens, each walked to and analysed: more than the default minute on a busy machine.
  test.setTimeout(300_000);
  await register(page, uniqueAccount('axe'));
  const crawl = await crawlPrivate(page, { deadline: Date.now() + 270_000, onScreen: expectNoViolations });
  expectWholeCrawl(crawl);
});

test('the new-share tabs and an offering sheet have no axe violations', async ({ page }) => {
  await register(page, uniqueAccount('axeipo'));
  await tapTo(page, paths.market.index);
  for (const tab of ['Inschrijving', 'Veiling']) {
    await page.getByRole('tab', { name: tab }).click();
    const list = page.getByRole('list', { name: `Nieuwe aandelen: ${tab}` });
    await expect(list.getByRole('button').first()).toBeVisible();
    const { violations } = await new AxeBuilder({ page }).analyze();
    expect(violations.map((v) => `${tab}: ${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  }
  await page.getByRole('list', { name: 'Nieuwe aandelen: Veiling' }).getByRole('button').first().click();
  await expect(page.getByRole('dialog')).toBeVisible();
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map((v) => `sheet: ${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
});
