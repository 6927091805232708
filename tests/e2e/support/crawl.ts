import { expect, type Page } from '@playwright/test';
import { onViewBusy } from './axe.ts';
import { currentRoute, enter, linksTo, routeOf, tap, type Entry } from './taps.ts';

/**
 * A button that navigates (the few that are not links), found by its accessible name. `on`: the
 * only routes where it navigates — elsewhere a button of that name may submit a form (the
 * register screen's "Account aanmaken").
 */
export interface NavButton {
  name: RegExp;
  on?: readonly string[];
}

/** One tap of a walk: the first visible link to a route, or a navigation button. */
export type Tap = { link: string; label: string } | { button: NavButton; label: string };

export interface CrawlOptions {
  entry: Entry;
  buttons: readonly NavButton[];
  /** Taps from the entry beyond which no screen is explored. */
  maxDepth?: number;
  /** Date.now() after which no new walk starts (the result says so). */
  deadline: number;
  /** Called once on each newly reached screen, once its data has arrived. */
  onScreen?: (page: Page, route: string) => Promise<void>;
}

export interface CrawlResult {
  entry: Entry;
  /** Every route reached, with the taps from the entry that reached it first. */
  reached: Map<string, Tap[]>;
  /** Walks that broke off: their taps and why. */
  failures: string[];
  timedOut: boolean;
}

/** "Geld → Mijn account → Identiteit verifiëren" (a button's name in brackets). */
export const describeTaps = (taps: readonly Tap[]) =>
  taps.length === 0 ? '(the entry itself)' : taps.map((step) => step.label).join(' → ');

const buttonsNamed = (page: Page, button: NavButton) =>
  page.getByRole('button', { name: button.name }).filter({ visible: true });

/** A control's name for a tap path: its aria-label, else its text, short. */
const shortName = (text: string) => {
  const name = text.replace(/\s+/g, ' ').trim();
  return name.length > 40 ? `${name.slice(0, 39)}…` : name;
};

/** From the entry, every tap in turn; returns the route reached. */
async function walk(page: Page, entry: Entry, taps: readonly Tap[]): Promise<string> {
  await enter(page, entry.url, entry.route);
  for (const step of taps) {
    if ('link' in step) await tap(page, linksTo(page, step.link).first(), step.link);
    else await tap(page, buttonsNamed(page, step.button).first());
  }
  return currentRoute(page);
}

/** Data in: no skeleton on view (a screen that never settles is explored as it is). */
async function settle(page: Page) {
  await expect(onViewBusy(page))
    .toHaveCount(0, { timeout: 15_000 })
    .catch(() => undefined);
}

/** The in-app links on view: one per route (the first), with the name a user reads. */
async function visibleLinks(page: Page): Promise<{ route: string; label: string }[]> {
  const links = await page
    .locator('a[href^="#/"]')
    .filter({ visible: true })
    .evaluateAll((anchors) =>
      anchors.map((a) => ({
        href: a.getAttribute('href') ?? '',
        name: a.getAttribute('aria-label') ?? (a as HTMLElement).innerText,
      })),
    );
  const byRoute = new Map<string, string>();
  for (const { href, name } of links) if (!byRoute.has(routeOf(href))) byRoute.set(routeOf(href), shortName(name));
  return [...byRoute].map(([route, label]) => ({ route, label }));
}

/**
 * Breadth-first over the app by taps: each screen is reached by typing the entry and tapping its
 * recorded path (never by its URL), then its visible in-app links (one per route) and the
 * navigation buttons on view extend the walk. A link's route is known from its href; a button's
 * only by tapping it, so each button is tried once, from the first screen that shows it.
 */
export async function crawl(page: Page, options: CrawlOptions): Promise<CrawlResult> {
  const { entry, buttons, maxDepth = 6, deadline, onScreen } = options;
  const reached = new Map<string, Tap[]>();
  const queued = new Set<string>([entry.route]);
  const tried = new Set<NavButton>();
  const failures: string[] = [];
  const queue: Tap[][] = [[]];
  let timedOut = false;

  for (let taps = queue.shift(); taps; taps = queue.shift()) {
    if (Date.now() > deadline) {
      timedOut = true;
      break;
    }
    const last = taps.at(-1);
    if (last && 'link' in last && reached.has(last.link)) continue;
    let route: string;
    try {
      route = await walk(page, entry, taps);
    } catch (error) {
      failures.push(`${describeTaps(taps)}: ${String(error).split('\n')[0]}`);
      continue;
    }
    if (reached.has(route)) continue; // a button leading where a link already did
    reached.set(route, taps);
    await settle(page);
    await onScreen?.(page, route);
    if (taps.length >= maxDepth) continue;

    for (const link of await visibleLinks(page)) {
      if (queued.has(link.route) || reached.has(link.route)) continue;
      queued.add(link.route);
      queue.push([...taps, { link: link.route, label: link.label }]);
    }
    for (const button of buttons) {
      if (tried.has(button) || (button.on && !button.on.includes(route))) continue;
      const found = buttonsNamed(page, button).first();
      if ((await found.count()) === 0) continue;
      tried.add(button);
      const name = (await found.getAttribute('aria-label')) ?? (await found.innerText());
      queue.push([...taps, { button, label: `[${shortName(name)}]` }]);
    }
  }
  return { entry, reached, failures, timedOut };
}
