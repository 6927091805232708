import { expect, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';

/**
 * axe on the screen on view as the real app renders it (the stories check each state with mocks),
 * with soft expectations, so that one screen's findings leave the others checked. Given to the
 * reach crawl (reach.spec.ts), every screen a tap reaches is checked without anyone listing it.
 */
export async function expectNoViolations(page: Page, route: string) {
  // Every screen names itself with one h1 (home's is visually hidden, hence attached, not visible).
  await expect.soft(page.getByRole('heading', { level: 1 }).first(), route).toBeAttached();
  // Let data arrive and skeletons give way before checking. (Not "network idle": the live
  // quotes' stream stays open on market screens.) On view only: a kept-alive screen left behind
  // is hidden (React's <Activity>, display: none, out of the accessibility tree), and React
  // renders its pending work at idle priority, so its skeleton may stay there unseen a while.
  await expect.soft(onViewBusy(page), route).toHaveCount(0, { timeout: 15_000 });
  await transitionsEnded(page);
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect
    .soft(violations.map((v) => `${route}: ${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`))
    .toEqual([]);
}

/** The busy regions and skeletons a user sees (see `expectNoViolations`). */
export const onViewBusy = (page: Page) => page.locator('[aria-busy="true"]').filter({ visible: true });

/** No axe violation on the screen on view (WCAG 2.2 AA). */
export async function expectAccessible(page: Page) {
  await transitionsEnded(page);
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'])
    .analyze();
  expect(
    violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(' ')}`),
  ).toEqual([]);
}

/**
 * Waits until the page's finite transitions and animations have ended (at most two seconds): axe
 * measured a ghost button's contrast in the middle of its fade once (CI of stop 35) and found a
 * colour the user never rests on. Endless ones (a spinner, a skeleton's shimmer) are not waited for.
 */
async function transitionsEnded(page: Page) {
  await page.evaluate(() => {
    const finite = document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
      .map((animation) => animation.finished.catch(() => undefined));
    return Promise.race([Promise.all(finite), new Promise((resolve) => setTimeout(resolve, 2000))]);
  });
}
