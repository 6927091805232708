import { expect, type Page } from '@playwright/test';
import { paths } from './appRoutes.ts';
export { expectAccessible } from './axe.ts';
import { tapTo } from './navigate.ts';
import { tap } from './taps.ts';

/** The trading journeys' steps by taps (trading.spec.ts, moneyTruth.spec.ts). */

export { FUND_PASSWORD } from './account.ts';
import { FUND_PASSWORD } from './account.ts';

/**
 * The market's ASML Holding, by taps: markets → listed → the stock → its buy or sell button
 * (`onMarket`: the markets screen is on view already, reached another way).
 */
export async function openTicket(page: Page, side: 'Kopen' | 'Verkopen', onMarket = false) {
  if (!onMarket) await tapTo(page, paths.market.index);
  await page.getByRole('tab', { name: 'Beursgenoteerd' }).click();
  await tap(
    page,
    page
      .getByRole('main')
      .getByRole('link', { name: /ASML Holding/ })
      .first(),
    paths.market.stockDetail,
  );
  await tap(
    page,
    page
      .getByRole('button', { name: side, exact: true })
      .or(page.getByRole('link', { name: side, exact: true }))
      .first(),
    paths.market.order,
  );
  await expect(page.getByRole('heading', { level: 1, name: `ASML Holding ${side.toLowerCase()}` })).toBeVisible();
}

/** The first ASML position or order in the trade screen's open tab (its rows are buttons). */
export const positionRow = (page: Page) =>
  page
    .getByRole('tabpanel')
    .getByRole('button', { name: /^ASML Holding/ })
    .first();

/** "1.234,56 €" → 123456. */
export const cents = (text: string) => Number(text.replace(/[^\d,-]/g, '').replace(',', ''));
/** 123456 → "1.234,56", as the Dutch figures show it. */
export const euros = (value: number) =>
  `${Math.floor(value / 100).toLocaleString('nl-NL')},${String(value % 100).padStart(2, '0')}`;

/** Taps the button or link named `name` (result screens offer either) and waits for `route`. */
export const tapNamed = (page: Page, name: string, route: string) =>
  tap(page, page.getByRole('button', { name }).or(page.getByRole('link', { name })).first(), route);

/** A confirmation on view (the kit's Dialog is an alertdialog). */
export const confirmation = (page: Page) => page.getByRole('alertdialog').or(page.getByRole('dialog')).first();

/** "Beschikbaar: € 10.000,00" on the ticket. */
export const available = async (page: Page) => (await page.getByText(/^Beschikbaar: /).textContent())?.trim();

/** Reviews the order on the ticket and places it, confirmed by the fund password every order asks. */
export async function placeOrder(page: Page) {
  await expect(page.getByRole('heading', { name: "Kosten en risico's" })).toBeVisible();
  await page.getByLabel(/^Transactiewachtwoord/).fill(FUND_PASSWORD);
  await page.getByRole('button', { name: /^(Koop|Verkoop)order controleren$/ }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Order bevestigen' });
  await confirm.getByRole('button', { name: 'Order plaatsen' }).click();
}

/**
 * On a position's detail: waits for "Positie sluiten" to be enabled (a sell lock may still run
 * out, up to `timeout`), closes it at the market through the confirmation, and waits for the
 * confirmation's text.
 */
export async function closePositionByTaps(page: Page, timeout?: number) {
  const close = page.getByRole('button', { name: 'Positie sluiten' });
  await expect(close).toBeEnabled(timeout === undefined ? {} : { timeout });
  await close.click();
  await confirmation(page).getByRole('button', { name: 'Positie sluiten' }).click();
  await expect(page.getByText('Positie gesloten').first()).toBeVisible();
}
