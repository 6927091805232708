import { expect, test, type Browser, type Page } from '@playwright/test';
import { FUND_PASSWORD, investor } from './support/account.ts';
import { paths } from './support/appRoutes.ts';
import { tapTo } from './support/navigate.ts';
import { tap } from './support/taps.ts';
import { closePositionByTaps } from './support/trading.ts';
import { E2E_PORT } from './support/env.ts';
import { ownServer } from './support/ownServer.ts';
import { expectAccessible } from './support/axe.ts';

/**
 * New shares, from the subscription to the sale, across a week of server time. The journey runs
 * its own real server (main.ts on the embedded database, the built app) and restarts it on one data
 * folder with the clock moved on, as days pass: Monday the subscriptions, Wednesday the draw's
 * result (drawn Tuesday at the close), Friday the listing. The draw is the automatic one, a
 * lottery; its seed follows from CARD_KEY (fixed here) and the market seed, and its applicants are
 * the simulated crowd and the journey's own, in the order they came. So the result is the same on
 * every run: Delta Dijktechniek (March 2027) has more applicants than lots, so the first lot goes
 * by ballot, and it goes to Ada and not to Bram. (The server tests cover every rule
 * of the draw with a fixed clock; if the crowd or the rule changes, choose the offering again.)
 */
const PORT = E2E_PORT + 1;
const CARD_KEY = 'e2e0'.repeat(16);
/** The last day of its subscription, its draw's result (and Ada's payment), its listing. */
const MONDAY = '2027-03-08T10:00:00Z';
const WEDNESDAY = '2027-03-10T10:00:00Z';
const LISTING = '2027-03-12T08:10:00Z';
const OFFERING = 'Delta Dijktechniek';

const server = ownServer('new-shares', PORT, { CARD_KEY });
const serverAt = (clock: string) => server.at(clock);

test.use({ baseURL: server.base, actionTimeout: 10_000 });
test.afterAll(() => server.stop());

/** A phone of its own (another person), its clock at the server's. */
async function phone(browser: Browser, clock: string): Promise<Page> {
  const context = await browser.newContext({ ...test.info().project.use, baseURL: server.base });
  const page = await context.newPage();
  await page.clock.install({ time: new Date(clock) });
  return page;
}

/** Home → the IPO tab → the offerings → the offering → one lot, the fund password, confirmed. */
async function subscribe(page: Page, { checkA11y = false } = {}) {
  await tapTo(page, paths.home.index);
  await page.getByRole('tab', { name: 'Nieuwe aandelen' }).click();
  await tap(page, page.getByRole('link', { name: 'Inschrijvingen en veilingen' }), paths.newShare.offerings);
  await tap(page, page.getByRole('link', { name: new RegExp(OFFERING) }).first(), paths.newShare.subscribe);
  await expect(page.getByRole('heading', { name: 'Kansen en kosten' })).toBeVisible();
  await expect(page.getByText('Kans op minstens één lot')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Zo worden aandelen toegewezen' })).toBeVisible();
  if (checkA11y) await expectAccessible(page);
  await page.getByLabel(/^Transactiewachtwoord/).fill(FUND_PASSWORD);
  await page.getByRole('button', { name: 'Inschrijving controleren' }).click();
  await page
    .getByRole('alertdialog', { name: 'Inschrijving bevestigen' })
    .getByRole('button', { name: 'Inschrijven' })
    .click();
  await expect(page.getByRole('heading', { name: 'Ingeschreven' })).toBeVisible();
  await expect(page.getByText('Wacht op loting')).toBeVisible();
  await tap(page, page.getByRole('button', { name: 'Mijn inschrijvingen' }), paths.newShare.records);
}

/** The account's subscriptions, by taps, refreshed (days have passed since the screen was last read). */
async function records(page: Page) {
  await tapTo(page, paths.newShare.records);
  await expect(page.getByRole('heading', { level: 1, name: 'Mijn inschrijvingen' })).toBeVisible();
  // Pull to refresh, by its keyboard twin (the pull itself is a touch gesture). The button shows
  // only while focused: leave it, or it folds away under the next tap and the tap lands elsewhere.
  const refresh = page.getByRole('button', { name: 'Vernieuwen' });
  await refresh.focus();
  await page.keyboard.press('Enter');
  await refresh.blur();
}

test('subscribe → the draw at its date → won → pay → locked until the listing → sold; the account not allotted is refunded; the draw checks out', async ({
  page,
  browser,
}) => {
  test.setTimeout(300_000);
  await serverAt(MONDAY);
  await page.clock.install({ time: new Date(MONDAY) });
  await page.goto('/');

  // Monday, the subscription's last day: Ada subscribes, then Bram on his own phone.
  await investor(page, 'ada', server.base);
  await subscribe(page, { checkA11y: true });
  const bram = await phone(browser, MONDAY);
  await bram.goto('/');
  await investor(bram, 'bram', server.base);
  await subscribe(bram);
  await expect(bram.getByText('Wacht op loting').first()).toBeVisible();
  await expectAccessible(bram);

  // Wednesday: drawn on Tuesday at the close.
  await serverAt(WEDNESDAY);
  for (const phoneOf of [page, bram]) await phoneOf.clock.setSystemTime(new Date(WEDNESDAY));

  // Bram was not allotted: his money is back, and his browser checks the draw itself.
  await records(bram);
  const bramsCard = bram.getByRole('region', { name: new RegExp(OFFERING) });
  await expect(bramsCard.getByText('Niet toegewezen, terugbetaald').first()).toBeVisible();
  await expect(
    bramsCard
      .getByRole('definition')
      .filter({ hasText: /^0,00\s€$/ })
      .first(),
  ).toBeVisible();
  await tap(bram, bramsCard.getByRole('link', { name: 'Loting controleren' }), paths.newShare.verify);
  await expect(bram.getByText('SHA-256 van de seed is gelijk aan de vastlegging')).toBeVisible();
  await expect(bram.getByText('Je toewijzing volgt de regel')).toBeVisible();
  await expect(bram.getByText('De herberekende tabel is gelijk aan de gepubliceerde')).toBeVisible();
  await expectAccessible(bram);

  // Ada won a lot: she pays it, and the shares become a position locked until the listing.
  await records(page);
  const adasCard = page.getByRole('region', { name: new RegExp(OFFERING) });
  await expect(adasCard.getByText('Toegewezen, betaling verschuldigd').first()).toBeVisible();
  await expectAccessible(page);
  await adasCard.getByRole('button', { name: /betalen$/ }).click();
  const title = `${OFFERING} betalen`;
  const pay = page.getByRole('alertdialog', { name: title }).or(page.getByRole('dialog', { name: title }));
  await pay.getByLabel(/^Transactiewachtwoord/).fill(FUND_PASSWORD);
  await pay.getByRole('button', { name: 'Betalen', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Betaald' })).toBeVisible();
  await tap(
    page,
    page
      .getByRole('button', { name: 'Mijn inschrijvingen' })
      .or(page.getByRole('link', { name: 'Mijn inschrijvingen' }))
      .first(),
    paths.newShare.records,
  );
  await tapTo(page, paths.trade.index);
  const row = page
    .getByRole('tabpanel')
    .getByRole('button', { name: new RegExp(`^${OFFERING}`) })
    .first();
  await expect(row).toBeVisible();
  await tap(page, row, paths.trade.positionDetail);
  await expect(page.getByText('Verkopen kan over').first()).toBeVisible();

  // Friday, the listing: the position trades, and Ada sells it at the market.
  await serverAt(LISTING);
  await page.clock.setSystemTime(new Date(LISTING));
  await tapTo(page, paths.trade.index);
  await page.getByRole('tab', { name: 'In bezit' }).click();
  await tap(page, row, paths.trade.positionDetail);
  // The close's confirmation, and sold as the position now reads: the market knows a listed new
  // share (its detail, candles and quotes), so no error takes the confirmation's place.
  await closePositionByTaps(page);
  const steps = page.getByRole('list', { name: 'Stappen van de positie' });
  await expect(steps.getByRole('listitem').filter({ hasText: /^Gesloten\s*Afgerond/ })).toBeVisible();
  await expect(page.getByText('Er ging iets mis')).toHaveCount(0);
});
