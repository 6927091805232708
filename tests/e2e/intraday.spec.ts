import { expect, test } from '@playwright/test';
import { FUND_PASSWORD, investor, register, uniqueAccount } from './support/account.ts';
import { admin } from './support/admin.ts';
import { paths } from './support/appRoutes.ts';
import { expectAccessible, expectNoViolations } from './support/axe.ts';
import { E2E_PORT } from './support/env.ts';
import { tapTo } from './support/navigate.ts';
import { ownServer } from './support/ownServer.ts';
import { tap } from './support/taps.ts';
import { confirmation, openTicket, placeOrder, tapNamed } from './support/trading.ts';

test('intraday: from the account centre to the terms, the rules and the records, by taps', async ({ page }) => {
  await register(page, uniqueAccount('intrad'));
  await tapTo(page, paths.information.index);
  await tap(page, page.getByRole('link', { name: 'Daghandel' }), paths.intraday.index);
  await expect(page.getByRole('heading', { level: 1, name: 'Daghandel' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Voorwaarden' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Aanvragen' })).toBeVisible();
  await expectNoViolations(page, paths.intraday.index);

  await tap(page, page.getByRole('link', { name: 'Alle regels' }), paths.intraday.info);
  await expect(page.getByRole('heading', { level: 1, name: 'Regels van daghandel' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Daglimiet voor verlies' })).toContainText('5 %');
  await expectNoViolations(page, paths.intraday.info);

  await tap(page, page.getByRole('link', { name: 'Mijn aanvragen' }), paths.intraday.records);
  await expect(page.getByText('Je hebt nog geen daghandel aangevraagd.')).toBeVisible();
  await expectNoViolations(page, paths.intraday.records);
});

/**
 * A day of intraday trading, on the journey's own real server (main.ts on the embedded database,
 * the built app), restarted on one data folder with the clock moved on. Monday 8 March 2027,
 * 11:00 in Amsterdam: the application, the operator's approval (`npm run admin`, as the README
 * says), the first order in the intraday book from the market, the position on the running
 * account. 17:40: the flatten at 17:25 closed it and the close settled the account, told in a
 * notice; the records say so. (Amsterdam's session: 9:00–17:30, CET. The server was down at
 * 17:15, so the flatten's advance notice is not sent after the fact.)
 */
test.describe('a day of intraday trading', () => {
  const server = ownServer('intraday', E2E_PORT + 5);
  const MONDAY_OPEN = '2027-03-08T10:00:00Z';
  const MONDAY_EVENING = '2027-03-08T16:40:00Z';
  test.use({ baseURL: server.base, actionTimeout: 10_000 });
  test.afterAll(() => server.stop());

  test('apply → approved → the first order in the book → flattened and settled, told', async ({ page }) => {
    test.setTimeout(300_000);
    await server.at(MONDAY_OPEN);
    await page.clock.install({ time: new Date(MONDAY_OPEN) });
    await page.goto('/');
    const account = await investor(page, 'daghand', server.base);

    // From the home screen's market shortcuts, the application: 2.000 € frozen with the fund password, confirmed.
    await tapTo(page, paths.home.index);
    await tap(
      page,
      page.getByRole('navigation', { name: 'Snel naar' }).getByRole('link', { name: 'Daghandel' }),
      paths.intraday.index,
    );
    await page.getByRole('textbox', { name: /^Bedrag/ }).fill('2000');
    await expect(page.getByText(/^Koopkracht: 10\.000,00/)).toBeVisible();
    await page.getByLabel(/^Transactiewachtwoord/).fill(FUND_PASSWORD);
    await page.getByRole('button', { name: 'Aanvraag controleren' }).click();
    await confirmation(page).getByRole('button', { name: 'Aanvragen', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Aanvraag ingediend' })).toBeVisible();
    await expectAccessible(page);

    // The operator approves it: the account trades today, the market being open.
    const waiting = await admin('review/list', { entity: 'intraday', account }, server.base);
    expect(waiting.data.items).toHaveLength(1);
    const decided = await admin(
      'review/decide',
      { entity: 'intraday', id: waiting.data.items[0].id, decision: 'approve' },
      server.base,
    );
    expect(decided.status).toBe(1);

    // The running account, and from it the market, a stock and its ticket in the intraday book.
    // Told in a notice, which leads to the approved application.
    await page.getByRole('button', { name: 'Terug naar daghandel' }).click();
    await tapTo(page, paths.information.notify);
    await tap(
      page,
      page
        .getByRole('main')
        .getByRole('link', { name: /Daghandel goedgekeurd/ })
        .first(),
      paths.information.msgInfo,
    );
    await tap(page, page.getByRole('button', { name: 'Naar daghandel' }), paths.intraday.index);
    await expect(page.getByText(/^Goedgekeurd: je handelt op/)).toBeVisible();
    await tap(page, page.getByRole('link', { name: 'Naar je daghandelrekening' }), paths.intraday.account);
    await expect(page.getByRole('region', { name: 'Verlieslimieten' })).toBeVisible();
    await expectAccessible(page);
    await tap(page, page.getByRole('button', { name: 'Kies een aandeel' }), paths.market.index);
    await openTicket(page, 'Kopen', true);
    await page
      .getByRole('radiogroup', { name: 'Handelen in' })
      .getByRole('radio', { name: /^Daghandel/ })
      .check();
    await expect(page.getByText(/^Daghandelrekening · beschikbaar: 2\.000,00/)).toBeVisible();
    await expect(page.getByRole('radio', { name: '5×', exact: true })).toBeChecked();
    await expectAccessible(page);
    await placeOrder(page);
    await expect(page.getByRole('heading', { name: 'Order uitgevoerd' })).toBeVisible();

    // The position opened, and it is the intraday account's.
    await tapNamed(page, 'Positie bekijken', paths.trade.positionDetail);
    await expect(page.getByRole('heading', { level: 1, name: /ASML Holding/ })).toBeVisible();
    await tapTo(page, paths.intraday.account);
    const held = page.getByRole('list', { name: 'Open posities' });
    await expect(held.getByText('ASML Holding · ASML')).toBeVisible();

    // 17:40: flattened at 17:25, settled at the close, told.
    await server.at(MONDAY_EVENING);
    await page.clock.setSystemTime(new Date(MONDAY_EVENING));
    await tapTo(page, paths.information.notify);
    await expect(page.getByRole('heading', { level: 1, name: 'Mededelingen', exact: true })).toBeVisible();
    await tap(
      page,
      page
        .getByRole('main')
        .getByRole('link', { name: /Daghandel afgerekend/ })
        .first(),
      paths.information.msgInfo,
    );
    await expect(page.getByText(/staat weer in je wallet/)).toBeVisible();

    // The session report: the settlement, the equity as history, the trade closed by the flatten.
    await tap(page, page.getByRole('button', { name: 'Naar het dagverslag' }), paths.intraday.report);
    await expect(page.getByText(/^Afgerekend op/)).toBeVisible();
    const trades = page.getByRole('region', { name: /Transacties/ });
    await expect(trades.getByText(/ASML Holding/)).toBeVisible();
    await expect(trades.getByText('Gesloten vóór het slot (daghandel)')).toBeVisible();
    await expectAccessible(page);

    // The records list it as settled, with the way to the same report.
    await tap(page, page.getByRole('link', { name: 'Mijn aanvragen' }), paths.intraday.records);
    await expect(page.getByRole('main').getByText(/^Afgerekend op/)).toBeVisible();
    await tap(page, page.getByRole('link', { name: 'Dagverslag' }).first(), paths.intraday.report);
    await expectAccessible(page);
  });
});
