import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { FUND_PASSWORD, investor, login, verifyRealName } from './support/account.ts';
import { admin } from './support/admin.ts';
import { paths } from './support/appRoutes.ts';
import { expectAccessible } from './support/axe.ts';
import { E2E_PORT } from './support/env.ts';
import { tapTo } from './support/navigate.ts';
import { ownServer } from './support/ownServer.ts';
import { tap } from './support/taps.ts';
import { confirmation } from './support/trading.ts';

/** A figure of a region's description list: the text of the value after its label. */
const figure = (page: Page, region: string, label: string) =>
  page
    .getByRole('region', { name: region })
    .locator('dt', { hasText: new RegExp(`^${label}$`) })
    .locator('+ dd');

/**
 * A credit loan from start to end, on the journey's own real server (main.ts on the embedded
 * database, the built app), restarted on one data folder with the clock moved on. Monday 1 March
 * 2027, 11:00 in Amsterdam: 1 000 € asked for from the home screen, the sheet with the credit
 * warning kept and confirmed, the operator's approval (`npm run admin`, as the README says), told
 * in a notice, the loan running. Ten days later (signed in again, the session having lapsed): 2,75 € of interest booked (0,275 € a day), 500 €
 * repaid with the fund password, then the rest with the "all" shortcut: settled, and so in the
 * records. (No change of summer time in between: 28 March.)
 */
test.describe('a credit loan', () => {
  const server = ownServer('loan', E2E_PORT + 6);
  const MONDAY = '2027-03-01T10:00:00Z';
  const TEN_DAYS_LATER = '2027-03-11T10:00:00Z';
  test.use({ baseURL: server.base, actionTimeout: 10_000 });
  test.afterAll(() => server.stop());

  test('borrow 1 000 € → the sheet with the warning → approved → interest → repaid in two parts → settled', async ({
    page,
  }) => {
    test.setTimeout(300_000);
    await server.at(MONDAY);
    await page.clock.install({ time: new Date(MONDAY) });
    await page.goto('/');
    const account = await investor(page, 'lening', server.base);
    await verifyRealName(page, account, 'Lotte de Leener', server.base);

    // From the home screen's market shortcuts: the quota, the terms, the way to borrow.
    await tapTo(page, paths.home.index);
    await tap(
      page,
      page.getByRole('navigation', { name: 'Snel naar' }).getByRole('link', { name: 'Lenen' }),
      paths.loan.index,
    );
    await expect(figure(page, 'Kredietruimte', 'Beschikbaar')).toHaveText('10.000,00 €');
    await expect(page.getByRole('region', { name: 'Voorwaarden' })).toContainText('13,90 % rente per jaar');

    // 1 000 €: the sheet as it is typed, under the credit warning; kept as a file.
    await page.getByRole('textbox', { name: /^Bedrag/ }).fill('1000');
    const sheet = page.getByRole('region', { name: 'Wat deze lening kost' });
    await expect(sheet.getByText('1.000,00 € lenen kost 8,25 € rente: je betaalt 1.008,25 € terug.')).toBeVisible();
    await expect(figure(page, 'Wat deze lening kost', 'Jaarlijks kostenpercentage \\(JKP\\)')).toHaveText('10,51 %');
    await expect(figure(page, 'Wat deze lening kost', 'Kosten per dag')).toHaveText('0,2750 €');
    await expect(page.getByText('Let op! Geld lenen kost geld')).toBeVisible();
    await expectAccessible(page);
    const downloading = page.waitForEvent('download');
    await sheet.getByRole('button', { name: 'Overzicht bewaren' }).click();
    const kept = await downloading;
    expect(kept.suggestedFilename()).toBe('lening-overzicht-1000.00-EUR.txt');
    const text = fs.readFileSync((await kept.path())!, 'utf8');
    expect(text).toContain('Let op! Geld lenen kost geld');
    expect(text).toContain('Totaal terug te betalen: 1.008,25 €');

    // Confirmed with the sheet repeated: under review.
    await page.getByRole('button', { name: 'Aanvraag controleren' }).click();
    const dialog = confirmation(page);
    await expect(dialog.getByText('Let op! Geld lenen kost geld')).toBeVisible();
    await expect(dialog.getByText('1.008,25 €')).toBeVisible();
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Lening aanvragen' }).click();
    await expect(page.getByRole('heading', { name: 'Aanvraag ingediend' })).toBeVisible();
    await page.getByRole('button', { name: 'Terug naar lenen' }).click();
    await expect(page.getByText(/^In beoordeling: je aanvraag van 1\.000,00\s€/)).toBeVisible();

    // The operator approves it: 1 000 € credited, due in 30 days. Told in a notice, which leads to the loan.
    const waiting = await admin('review/list', { entity: 'loan', account }, server.base);
    expect(waiting.data.items).toHaveLength(1);
    const decided = await admin(
      'review/decide',
      { entity: 'loan', id: waiting.data.items[0].id, decision: 'approve' },
      server.base,
    );
    expect(decided.status).toBe(1);
    await tapTo(page, paths.information.notify);
    await tap(
      page,
      page
        .getByRole('main')
        .getByRole('link', { name: /Lening toegekend/ })
        .first(),
      paths.information.msgInfo,
    );
    await tap(page, page.getByRole('button', { name: 'Naar lening' }), paths.loan.index);
    await expect(figure(page, 'Je lening', 'Status')).toHaveText('Loopt');
    await expect(figure(page, 'Je lening', 'Rente tot nu toe')).toHaveText('0,00 €');
    await expect(figure(page, 'Je lening', 'Nog te betalen')).toHaveText('1.000,00 €');
    await expect(page.getByRole('region', { name: 'Je lening' })).toContainText('uiterlijk 31/03/2027');

    // Ten days later (the session has lapsed: signed in again): ten days' interest booked.
    await server.at(TEN_DAYS_LATER);
    await page.clock.setSystemTime(new Date(TEN_DAYS_LATER));
    await page.getByRole('link', { name: 'Mijn leningen' }).click();
    await expect(page).toHaveURL(/#\/login\/login$/, { timeout: 10_000 });
    await login(page, account);
    await expect(page).not.toHaveURL(/#\/login\//);
    await tapTo(page, paths.loan.index);
    await expect(figure(page, 'Je lening', 'Rente tot nu toe')).toHaveText('2,75 €');
    await expect(figure(page, 'Je lening', 'Nog te betalen')).toHaveText('1.002,75 €');
    await expectAccessible(page);

    // Part of it, with the fund password.
    await page.getByRole('textbox', { name: /^Bedrag/ }).fill('500');
    await page.getByLabel(/^Transactiewachtwoord/).fill(FUND_PASSWORD);
    await page.getByRole('button', { name: 'Aflossing controleren' }).click();
    await expect(confirmation(page).getByText('502,75 €')).toBeVisible();
    await confirmation(page).getByRole('button', { name: 'Aflossen', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Aflossing gelukt' })).toBeVisible();
    await expect(page.getByText('500,00 € is afgelost. Nog te betalen: 502,75 €.')).toBeVisible();
    await page.getByRole('button', { name: 'Terug naar lenen' }).click();

    // The rest, with the shortcut: settled.
    await expect(figure(page, 'Je lening', 'Nog te betalen')).toHaveText('502,75 €');
    await page.getByRole('button', { name: /^Alles aflossen/ }).click();
    await expect(page.getByRole('textbox', { name: /^Bedrag/ })).toHaveValue('502,75');
    await page.getByLabel(/^Transactiewachtwoord/).fill(FUND_PASSWORD);
    await page.getByRole('button', { name: 'Aflossing controleren' }).click();
    await confirmation(page).getByRole('button', { name: 'Aflossen', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Lening afgelost' })).toBeVisible();
    await expect(page.getByText('Je lening is volledig afgelost: 1.002,75 € in totaal, met de rente.')).toBeVisible();
    await expectAccessible(page);

    // The records say so.
    await tap(page, page.getByRole('button', { name: 'Mijn leningen' }), paths.loan.records);
    const records = page.getByRole('list', { name: 'Leningen' });
    await expect(records.getByText(/^Volledig afgelost op/)).toBeVisible();
    await expect(records.getByText('Rente 2,75 € · afgelost 1.002,75 € · open 0,00 €')).toBeVisible();
    await expectAccessible(page);
  });
});
