import { expect, test } from '@playwright/test';
import { FUND_PASSWORD, investor } from './support/account.ts';
import { paths } from './support/appRoutes.ts';
import { tapTo } from './support/navigate.ts';
import { tap } from './support/taps.ts';
import { closePositionByTaps } from './support/trading.ts';
import { E2E_PORT } from './support/env.ts';
import { ownServer } from './support/ownServer.ts';
import { expectAccessible } from './support/axe.ts';

/**
 * A block trade, from the buy to the close, across a week of server time. The journey runs its own
 * real server (main.ts on the embedded database, the built app) and restarts it on one data folder
 * with the clock moved on. The blocks are a calendar derived from the market seed (the default
 * here), so the week of 8 March 2027 always brings SBM Offshore at 6 % under the previous close,
 * one lot at least, locked for 3 trading days: bought on Monday, it unlocks at Thursday's opening.
 * (The server tests cover every rule with a fixed clock; if the calendar's rule changes, choose
 * the block again.)
 */
const PORT = E2E_PORT + 4;
/** Monday, the market open: the buy. Friday, the market open: the lock is over. */
const MONDAY = '2027-03-08T10:00:00Z';
const FRIDAY = '2027-03-12T10:00:00Z';
const BLOCK = 'SBM Offshore';

const server = ownServer('block-trades', PORT);
const serverAt = (clock: string) => server.at(clock);

test.use({ baseURL: server.base, actionTimeout: 10_000 });
test.afterAll(() => server.stop());

test('a block: the odds before the buy → bought with the fund password → locked → unlocked with a notice → closed; the prints the next days', async ({
  page,
}) => {
  test.setTimeout(300_000);
  await serverAt(MONDAY);
  await page.clock.install({ time: new Date(MONDAY) });
  await page.goto('/');
  await investor(page, 'blok', server.base);

  // Home → its block-trade tab → all of today's blocks → SBM Offshore's block.
  await tapTo(page, paths.home.index);
  await page.getByRole('tab', { name: 'Blokhandel' }).click();
  await tap(page, page.getByRole('link', { name: 'Alle blokken van vandaag' }), paths.blockTrade.offers);
  await expectAccessible(page);
  await tap(page, page.getByRole('link', { name: new RegExp(`^${BLOCK}`) }).first(), paths.blockTrade.offer);

  // The discount is set against the lock before anything is bought.
  await expect(page.getByRole('heading', { name: 'Wat de korting betekent' })).toBeVisible();
  await expect(page.getByText(/kans dat de koers bij het vrijgeven onder jouw prijs ligt/)).toBeVisible();
  await expect(page.getByRole('definition').filter({ hasText: /^6,00\s%$/ })).toBeVisible();
  await expectAccessible(page);

  // One lot (the minimum), the fund password, confirmed: paid in full, locked.
  await page.getByLabel(/^Transactiewachtwoord/).fill(FUND_PASSWORD);
  await page.getByRole('button', { name: 'Aankoop controleren' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Blokaankoop bevestigen' });
  await expect(confirm.getByText(/handelsdagen vergrendeld: tot dan kun je het niet verkopen/)).toBeVisible();
  await confirm.getByRole('button', { name: 'Kopen', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Blok gekocht' })).toBeVisible();
  await expectAccessible(page);

  // The user's blocks, and the position: it cannot be sold yet.
  await tap(
    page,
    page
      .getByRole('link', { name: 'Mijn blokken' })
      .or(page.getByRole('button', { name: 'Mijn blokken' }))
      .first(),
    paths.blockTrade.records,
  );
  await expect(
    page
      .getByRole('main')
      .getByText(/^Vrij vanaf/)
      .first(),
  ).toBeVisible();
  await tapTo(page, paths.trade.index);
  const row = page
    .getByRole('tabpanel')
    .getByRole('button', { name: new RegExp(`^${BLOCK}`) })
    .first();
  await tap(page, row, paths.trade.positionDetail);
  await expect(page.getByText('Verkopen kan over').first()).toBeVisible();

  // Friday: the lock ended at Thursday's opening, and the server said so in a notice.
  await serverAt(FRIDAY);
  await page.clock.setSystemTime(new Date(FRIDAY));
  await tapTo(page, paths.information.notify);
  await expect(page.getByRole('heading', { level: 1, name: 'Mededelingen', exact: true })).toBeVisible();
  await tap(
    page,
    page
      .getByRole('main')
      .getByRole('link', { name: /Blok vrijgegeven/ })
      .first(),
    paths.information.msgInfo,
  );
  await expect(page.getByText(new RegExp(`^${BLOCK}: de vergrendeling van je blok`))).toBeVisible();
  await tap(page, page.getByRole('button', { name: 'Naar positie' }), paths.trade.positionDetail);

  // An ordinary holding now: the ticket closes it at the market.
  await closePositionByTaps(page);
  await expect(page.getByText('Er ging iets mis')).toHaveCount(0);

  // The user's blocks say when it closed; the earlier days' blocks are published, Monday's among them.
  await tapTo(page, paths.blockTrade.records);
  await expect(
    page
      .getByRole('main')
      .getByText(/^Gesloten op/)
      .first(),
  ).toBeVisible();
  await tap(page, page.getByRole('link', { name: 'Eerdere blokken' }), paths.blockTrade.prints);
  await expect(page.getByRole('main').getByText(new RegExp(BLOCK)).first()).toBeVisible();
  await expectAccessible(page);
});
