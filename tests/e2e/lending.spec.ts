import { expect, test, type Page } from '@playwright/test';
import { investor } from './support/account.ts';
import { paths } from './support/appRoutes.ts';
import { expectAccessible } from './support/axe.ts';
import { E2E_PORT } from './support/env.ts';
import { tapTo } from './support/navigate.ts';
import { ownServer } from './support/ownServer.ts';
import { tap } from './support/taps.ts';
import { closePositionByTaps, openTicket, placeOrder, positionRow, tapNamed } from './support/trading.ts';

/** A figure of the lending card: the text of the value after its label. */
const figure = (page: Page, label: string) =>
  page
    .getByRole('region', { name: 'Uitlenen' })
    .locator('dt', { hasText: new RegExp(`^${label}$`) })
    .locator('+ dd');

/**
 * Lending a holding (issue #29) on the journey's own real server, restarted on one data folder
 * with the clock moved on. Monday 1 March 2027, 11:00 in Amsterdam: one ASML share bought at the
 * market, lent from its detail with the box of consent ticked (the receipt in the notices). On
 * Tuesday, one night's interest at the last close is shown to four decimals and its cents paid;
 * the share is sold, which recalls it at once: the loan is completed "recalled on sale" in the
 * records, and a notice says so.
 */
test.describe('lending shares', () => {
  const server = ownServer('lending', E2E_PORT + 7);
  const MONDAY = '2027-03-01T10:00:00Z';
  const TUESDAY = '2027-03-02T10:00:00Z';
  test.use({ baseURL: server.base, actionTimeout: 10_000 });
  test.afterAll(() => server.stop());

  test('lend a holding → a night passes → interest shown → sold → recalled', async ({ page }) => {
    test.setTimeout(240_000);
    await server.at(MONDAY);
    await page.clock.install({ time: new Date(MONDAY) });
    await page.goto('/');
    await investor(page, 'uitleen', server.base);

    // One ASML share at the market; its detail offers to lend it.
    await openTicket(page, 'Kopen');
    await placeOrder(page);
    await expect(page.getByRole('heading', { name: 'Order uitgevoerd' })).toBeVisible();
    await tapNamed(page, 'Positie bekijken', paths.trade.positionDetail);
    const card = page.getByRole('region', { name: 'Uitlenen' });
    await expect(card).toContainText('Leen deze aandelen uit en verdien 1,00 % per jaar');
    await expect(card).toContainText('102 % van de waarde, elke slotkoers bijgesteld');
    await expectAccessible(page);
    const lend = card.getByRole('button', { name: 'Aandelen uitlenen' });
    await expect(lend).toHaveAttribute('aria-disabled', 'true');
    await card.getByRole('checkbox', { name: /^Ik leen deze aandelen uit onder de uitleenvoorwaarden/ }).check();
    await lend.click();
    await expect(card.getByText(/^1 aandeel uitgeleend sinds/)).toBeVisible();
    await expect(figure(page, 'Rente uitbetaald')).toHaveText('0,00 €');
    await expect(figure(page, 'Dekking nu')).toHaveText(/^10\d,\d\d\s%$/);
    await expect(card.getByText(/^Toestemming gegeven op .* \(voorwaarden 2026-11-29\)\.$/)).toBeVisible();
    await expectAccessible(page);

    // Tuesday 11:00: the night of Monday paid, on Monday's close.
    await server.at(TUESDAY);
    await page.clock.setSystemTime(new Date(TUESDAY));
    await tapTo(page, paths.trade.index);
    await page.getByRole('tab', { name: 'In bezit' }).click();
    await tap(page, positionRow(page), paths.trade.positionDetail);
    await expect(figure(page, 'Rente uitbetaald')).toHaveText('0,02 €');
    await expect(figure(page, 'Rente verdiend')).toHaveText(/^0,02\d\d\s€$/);

    // Sold: recalled at once.
    await closePositionByTaps(page);
    await tapTo(page, paths.loan.records);
    await page.getByRole('tab', { name: 'Uitgeleende aandelen' }).click();
    const records = page.getByRole('list', { name: 'Uitgeleende aandelen' });
    await expect(records.getByText('ASML Holding · 1 aandeel')).toBeVisible();
    await expect(records.getByText(/\(teruggeroepen bij verkoop\)$/)).toBeVisible();
    await expect(records.getByText(/^Verdiend 0,02\d\d\s€$/)).toBeVisible();
    await expectAccessible(page);
    await tapTo(page, paths.information.notify);
    await expect(
      page.getByRole('main').getByRole('link', { name: /Uitgeleende aandelen teruggeroepen/ }),
    ).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: /Aandelen uitgeleend/ })).toBeVisible();
  });
});
