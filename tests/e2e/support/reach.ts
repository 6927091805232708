import type { Page } from '@playwright/test';
import { paths, screenRoutes } from './appRoutes.ts';
import { crawl, describeTaps, type CrawlResult, type NavButton } from './crawl.ts';

/**
 * Before login: the start screen's and the welcome screen's buttons (on the register screen
 * "Account aanmaken" submits), and the login screen's "forgot password" (customer service before
 * sign-in, as no support link is configured).
 */
export const publicButtons: NavButton[] = [
  { name: /^Aan de slag$/, on: [paths.login.start] },
  { name: /^Inloggen$/, on: [paths.login.loginAfter] },
  { name: /^Account aanmaken$/, on: [paths.login.loginAfter] },
  { name: /^Wachtwoord vergeten/, on: [paths.login.login] },
];

/**
 * Signed in: the account header's settings button, the notices bell, customer service (the
 * header's button, the ball, the account centre's row), the lists' "add" buttons and a stock's
 * buy button (the order ticket).
 */
export const privateButtons: NavButton[] = [
  { name: /^Instellingen$/ },
  { name: /^Mededelingen/ },
  { name: /^Klantenservice/ },
  { name: /^Bankkaart toevoegen$/ },
  { name: /^Walletadres toevoegen$/ },
  { name: /^Kopen$/, on: [paths.market.stockDetail] },
  // A position's row (reach.spec opens one by set-up) opens its detail.
  { name: /^ASML Holding · ASML/, on: [paths.trade.index] },
];

export interface ReachOptions {
  deadline: number;
  onScreen?: (page: Page, route: string) => Promise<void>;
}

/** Every screen reached by taps from the start screen, before login (the page has no session). */
export const crawlPublic = (page: Page, { deadline, onScreen }: ReachOptions) =>
  crawl(page, {
    entry: { url: '/#/login/start', route: paths.login.start },
    buttons: publicButtons,
    deadline,
    onScreen,
  });

/** Every screen reached by taps from the home screen and its tab bar (the page has a session). */
export const crawlPrivate = (page: Page, { deadline, onScreen }: ReachOptions) =>
  crawl(page, {
    entry: { url: '/', route: paths.home.index },
    buttons: privateButtons,
    deadline,
    onScreen,
  });

const list = (lines: string[]) => lines.map((line) => `  ${line}`).join('\n');

/**
 * What the crawls say about the routes with a screen: empty when every one was reached by taps
 * and no link led to a route without one; else the gaps, and how each crawl reached each route.
 */
export function reachReport(crawls: CrawlResult[]): string {
  const expected = screenRoutes();
  const reached = new Set(crawls.flatMap((result) => [...result.reached.keys()]));
  const missing = expected.filter((route) => !reached.has(route));
  const dead = crawls.flatMap((result) =>
    [...result.reached]
      .filter(([route]) => !expected.includes(route))
      .map(([route, taps]) => `${route}: ${describeTaps(taps)}`),
  );
  if (missing.length === 0 && dead.length === 0) return '';
  return [
    missing.length ? `Routes with a screen that no tap reaches (link them from a screen):\n${list(missing)}` : '',
    dead.length ? `Links to routes that have no screen:\n${list(dead)}` : '',
    ...crawls.map((result) =>
      [
        `From ${result.entry.url}${result.timedOut ? ' (ran out of time before it was done)' : ''}, reached:`,
        list([...result.reached].map(([route, taps]) => `${route}: ${describeTaps(taps)}`)),
        result.failures.length ? `and broke off:\n${list(result.failures)}` : '',
      ]
        .filter(Boolean)
        .join('\n'),
    ),
  ]
    .filter(Boolean)
    .join('\n\n');
}
