import type { Locator, Page } from '@playwright/test';

/** How long a tap may take to show its screen (a lazy chunk, then the screen's data). */
const SCREEN_TIMEOUT = 15_000;

/** The route of a hash URL or of an in-app href, without the query: `#/market/stockDetail?id=x` → `/market/stockDetail`. */
export function routeOf(urlOrHref: string): string {
  const hash = urlOrHref.includes('#') ? urlOrHref.slice(urlOrHref.indexOf('#') + 1) : '';
  return (hash.split('?')[0] ?? '') || '/';
}

/** The route the page shows now. */
export const currentRoute = (page: Page) => routeOf(page.url());

/** Every in-app link on view to `route` (with or without a query). */
export const linksTo = (page: Page, route: string) =>
  page.locator(`a[href="#${route}"], a[href^="#${route}?"]`).filter({ visible: true });

/** Where a walk starts: a URL the user types (the app's entry) and the route it lands on. */
export interface Entry {
  url: string;
  route: string;
}

/** What a page remembers between a tap and the screen it opens. */
type Marked = Window & { leftHeadings?: WeakSet<Element> };

/**
 * Remembers the h1 elements on view now, so that the next screen's can be told apart. Only those
 * on view: a kept-alive screen stays mounted but hidden (React's <Activity> sets display: none),
 * and coming back to it shows an h1 that is not new but was not on view.
 */
const markHeadings = (page: Page) =>
  page.evaluate(() => {
    (window as Marked).leftHeadings = new WeakSet(
      [...document.querySelectorAll('h1')].filter((h1) => h1.checkVisibility()),
    );
  });

/**
 * In the page: whether it shows `to` (when not given: any route but `from`) with an h1 on view that
 * was not on view at the last mark.
 */
function arrived({ from, to }: { from: string; to: string | undefined }): boolean {
  const route = (location.hash.slice(1).split('?')[0] ?? '') || '/';
  if (to ? route !== to : route === from) return false;
  const left = (window as Marked).leftHeadings;
  return [...document.querySelectorAll('h1')].some((h1) => h1.checkVisibility() && !left?.has(h1));
}

/**
 * Taps `target` as a user would and waits for the screen it opens: the URL's route changes (to
 * `to` when given) and an h1 that was not on view before the tap is shown. Waiting for the new
 * h1, not only the URL, matters: the URL can change before React has swapped the screen, and
 * reading the old screen then would credit it with the new one's links.
 * Returns the route reached.
 */
export async function tap(page: Page, target: Locator, to?: string, timeout = SCREEN_TIMEOUT): Promise<string> {
  const from = currentRoute(page);
  await markHeadings(page);
  await target.click({ timeout });
  await page.waitForFunction(arrived, { from, to }, { timeout });
  return currentRoute(page);
}

/**
 * The only URLs a journey types: the app's entry. Every other screen is reached by taps (issue #13);
 * `/#/login/login` only ever appears because the app goes there itself (logout, 401).
 */
export const ENTRY_URLS: readonly string[] = ['/', '/#/login/start'];

/**
 * Types one of the app's entry URLs and waits for the screen it lands on, `route`: a fresh one,
 * not the screen the page showed before.
 */
export async function enter(page: Page, url: string, route: string) {
  if (!ENTRY_URLS.includes(url)) throw new Error(`${url} is not the app's entry: reach it by taps (tapTo)`);
  // Typing the URL of the screen on view opens nothing new: any h1 will do then.
  if (currentRoute(page) === route) await page.evaluate(() => delete (window as Marked).leftHeadings);
  else if (page.url().startsWith('http')) await markHeadings(page);
  await page.goto(url);
  await page.waitForFunction(arrived, { from: '', to: route }, { timeout: SCREEN_TIMEOUT });
}
