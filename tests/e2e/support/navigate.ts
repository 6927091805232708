import { expect, type Page } from '@playwright/test';
import { paths, tabRoutes } from './appRoutes.ts';
import { currentRoute, enter, tap } from './taps.ts';

/**
 * How a user gets to a screen, one tap from the screen before it: typing the app's entry, a tab
 * of the bottom tab bar, or a link or button (by the start of its Dutch name) on another screen.
 */
type Step = { entry: string } | { tab: string } | { from: string; link: string } | { from: string; button: string };

/** The screens the journeys open, each from the screen a user would come from. */
const steps: Record<string, Step> = {
  [paths.login.start]: { entry: '/' },
  [paths.login.loginAfter]: { from: paths.login.start, button: 'Aan de slag' },
  [paths.login.login]: { from: paths.login.loginAfter, button: 'Inloggen' },
  [paths.login.register]: { from: paths.login.loginAfter, button: 'Account aanmaken' },

  [paths.home.index]: { tab: 'Home' },
  [paths.market.index]: { from: paths.home.index, link: 'Alle markten' },
  [paths.favorite.index]: { from: paths.home.index, link: 'Favorieten' },
  [paths.favorite.search]: { from: paths.home.index, link: 'Zoeken' },
  [paths.home.newsList]: { tab: 'Nieuws' },
  [paths.trade.index]: { tab: 'Handelen' },
  [paths.trade.margin]: { from: paths.trade.index, link: 'Margehandel' },
  [paths.trade.dividends]: { from: paths.trade.index, link: 'Dividenden' },

  [paths.information.wallet]: { tab: 'Geld' },
  [paths.information.recharge]: { from: paths.information.wallet, link: 'Storten' },
  [paths.information.cashOut]: { from: paths.information.wallet, link: 'Opnemen' },
  [paths.information.exchange]: { from: paths.information.wallet, link: 'Wisselen' },
  [paths.information.fundRecord]: { from: paths.information.wallet, link: 'Overzicht' },
  [paths.information.bankList]: { from: paths.information.wallet, link: 'Bankkaarten' },
  [paths.information.index]: { from: paths.information.wallet, link: 'Mijn account' },
  [paths.information.authInfo]: { from: paths.information.index, link: 'Identiteit verifiëren' },
  [paths.information.notify]: { from: paths.information.index, link: 'Mededelingen' },
  [paths.information.setting]: { from: paths.information.wallet, link: 'Instellingen' },
  [paths.information.fundPass]: { from: paths.information.setting, link: 'Transactiewachtwoord' },
  [paths.newShare.records]: { from: paths.information.index, link: 'Mijn nieuwe aandelen' },
  [paths.blockTrade.records]: { from: paths.information.index, link: 'Mijn blokken' },
  [paths.intraday.index]: { from: paths.information.index, link: 'Daghandel' },
  [paths.intraday.account]: { from: paths.intraday.index, link: 'Naar je daghandelrekening' },
  [paths.intraday.records]: { from: paths.intraday.index, link: 'Mijn aanvragen' },
  [paths.loan.index]: { from: paths.information.index, link: 'Lenen' },
  [paths.loan.records]: { from: paths.loan.index, link: 'Mijn leningen' },
};

/** The steps from an entry or a tab to `route`, first step first. */
function chainTo(route: string): [string, Step][] {
  const chain: [string, Step][] = [];
  for (let at: string | undefined = route; at !== undefined;) {
    const step: Step | undefined = steps[at];
    if (!step) throw new Error(`tapTo: no way to ${at} in tests/e2e/support/navigate.ts`);
    chain.unshift([at, step]);
    at = 'from' in step ? step.from : undefined;
  }
  return chain;
}

/** A name that starts with `label`: a row's name goes on with its value ("Taal Nederlands"). */
const startingWith = (label: string) => new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);

const tabBar = (page: Page) => page.getByRole('navigation', { name: 'Hoofdmenu' });

async function take(page: Page, route: string, step: Step) {
  if ('entry' in step) await enter(page, step.entry, route);
  else if ('tab' in step) await tap(page, tabBar(page).getByRole('link', { name: step.tab, exact: true }), route);
  else if ('link' in step)
    await tap(
      page,
      page
        .getByRole('main')
        .getByRole('link', { name: startingWith(step.link) })
        .first(),
      route,
    );
  else await tap(page, page.getByRole('button', { name: startingWith(step.button) }).first(), route);
}

/**
 * Back, as a user goes back, until the screen is one of the chain's or the tab bar is on view.
 * Returns the index in the chain to go on from (-1: from its first step).
 */
async function backToChain(page: Page, chain: [string, Step][]): Promise<number> {
  const [, first] = chain[0]!;
  for (let attempt = 0; attempt < 10; attempt += 1) {
    const route = currentRoute(page);
    const at = chain.findIndex(([onTheWay]) => onTheWay === route);
    if (at >= 0) return at;
    // Before login the way in is the entry, typed; signed in, the tab bar.
    if ('entry' in first) return -1;
    if (tabRoutes.some((tab) => tab.path === route)) {
      await expect(tabBar(page)).toBeVisible();
      return -1;
    }
    // A sheet or dialog left open covers the way back: close it first, as a user would.
    const popup = page.getByRole('dialog').or(page.getByRole('alertdialog')).first();
    if (await popup.isVisible()) {
      await page.keyboard.press('Escape');
      await expect(popup).toBeHidden();
    }
    const back = page.getByRole('button', { name: 'Terug', exact: true }).filter({ visible: true }).first();
    const found = await back.waitFor({ timeout: 5_000 }).then(
      () => true,
      () => false,
    );
    if (!found) throw new Error(`tapTo: no way back to the tab bar from ${route}`);
    await tap(page, back);
  }
  throw new Error(`tapTo: still no tab bar after ten taps on back, at ${currentRoute(page)}`);
}

/**
 * Opens `route` by tapping, as a user would: back to a screen on its way (or to the tab bar), then
 * each tap of its path in turn, each waiting for its screen (URL and h1). Never types its URL.
 */
export async function tapTo(page: Page, route: string) {
  const chain = chainTo(route);
  const from = await backToChain(page, chain);
  for (const [to, step] of chain.slice(from + 1)) await take(page, to, step);
}
