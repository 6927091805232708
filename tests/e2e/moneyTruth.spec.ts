import { expect, test, type Page } from '@playwright/test';
import { admin } from './support/admin.ts';
import { register, reportSepaDeposit, setFundPassword, uniqueAccount, verifyRealName } from './support/account.ts';
import { paths } from './support/appRoutes.ts';
import { tapTo } from './support/navigate.ts';
import { tap } from './support/taps.ts';
import {
  closePositionByTaps,
  expectAccessible,
  openTicket,
  placeOrder,
  positionRow,
  tapNamed,
} from './support/trading.ts';

test.use({ actionTimeout: 10_000 });

/**
 * One truth about the user's money (issue #26): after every step the wallet, the trade tab and
 * the account centre show the same figures of the one account summary, and every event that moves
 * money has told the user in a notice.
 */

/** The figures that do not move with the live prices: they must be equal to the cent on every screen. */
const steadyFigures = ['available', 'realisedToday', 'borrowed'] as const;
type Figures = Partial<Record<'equity' | (typeof steadyFigures)[number], string>>;

/** The summary's figures a screen shows inside `testId` (`data-figure` marks each one). */
async function figuresIn(page: Page, testId: string): Promise<Figures> {
  const box = page.getByTestId(testId);
  await expect(box.locator('[data-figure="equity"]')).toBeVisible();
  const figures: Figures = {};
  for (const name of ['equity', ...steadyFigures] as const) {
    const cell = box.locator(`[data-figure="${name}"]`);
    if ((await cell.count()) > 0)
      figures[name] = ((await cell.first().textContent()) ?? '').replace(/\s+/g, ' ').trim();
  }
  return figures;
}

/**
 * Visits the wallet, the trade tab and the account centre by taps and compares their figures: the
 * steady ones always; the total too while no position is open (open positions move with every
 * price, and each screen reads the summary when it opens).
 */
async function expectOneTruth(page: Page, { flat }: { flat: boolean }) {
  await tapTo(page, paths.information.wallet);
  const wallet = await figuresIn(page, 'wallet-summary');
  await tapTo(page, paths.trade.index);
  const trade = await figuresIn(page, 'trade-summary');
  await tapTo(page, paths.information.index);
  const account = await figuresIn(page, 'account-summary');
  for (const name of steadyFigures) {
    expect(trade[name], `${name}: trade tab and account centre`).toBe(account[name]);
  }
  if (flat) {
    expect(wallet.equity, 'total: wallet and account centre').toBe(account.equity);
    expect(trade.equity, 'total: trade tab and account centre').toBe(account.equity);
  }
  return account;
}

/** The notices screen lists a notice titled `title` (the newest first). */
async function expectNotice(page: Page, title: string) {
  // An operator's decision comes from outside the app: a screen opened within SWR's 2-s window
  // after the last read of the notices shows that read (as it would for a user that quick).
  await page.waitForTimeout(2_100);
  await tapTo(page, paths.information.notify);
  await expect(page.getByRole('heading', { level: 1, name: 'Mededelingen', exact: true })).toBeVisible();
  // The screen shows the list it read last at once and the new one when its read answers.
  await expect(page.getByRole('main').getByText(title).first()).toBeVisible({ timeout: 15_000 });
}

test('register → verify → deposit → buy → 5× buy → close: one summary on every screen, a notice for every event of money', async ({
  page,
}) => {
  test.setTimeout(300_000);
  // No fake clock in the browser: the screens read the server's time (its clock starts at
  // E2E_CLOCK_START), and the app's reads revalidate on their real timers.
  const account = uniqueAccount('mona');
  await register(page, account);

  // 1. Identity: the open screen follows the review live, and a notice says it.
  await verifyRealName(page, account, 'Mona de Wit');
  await expect(page.getByText('Mona de Wit').first()).toBeVisible({ timeout: 20_000 });
  await expectNotice(page, 'Identiteit geverifieerd');

  // 2. A deposit of 20.000 €: credited, told, and the same total everywhere — in euros.
  await reportSepaDeposit(page, '20000');
  // The result screen's way on is the wallet (it has no way back).
  await tap(page, page.getByRole('button', { name: 'Naar mijn portemonnee' }), paths.information.wallet);
  const deposits = await admin('review/list', { entity: 'deposit', account });
  expect(
    (await admin('review/decide', { entity: 'deposit', id: deposits.data.items[0].id, decision: 'approve' })).status,
  ).toBe(1);
  await expectNotice(page, 'Storting bijgeschreven');
  const funded = await expectOneTruth(page, { flat: true });
  expect(funded.equity).toBe('20.000,00 €');
  expect(funded.borrowed).toBe('0,00 €');

  await setFundPassword(page);

  // 3. A buy at market: the money it took is the same on every screen.
  await openTicket(page, 'Kopen');
  await placeOrder(page);
  await expect(page.getByRole('heading', { name: 'Order uitgevoerd' })).toBeVisible();
  await tapNamed(page, 'Positie bekijken', paths.trade.positionDetail);
  const bought = await expectOneTruth(page, { flat: false });
  expect(bought.available).not.toBe(funded.available);

  // 4. Margin: approved by an operator (a notice), then a 5× buy whose borrowed part every screen shows.
  await tapTo(page, paths.trade.margin);
  await page.getByRole('button', { name: 'Doe de test en vraag aan' }).click();
  const answers: [RegExp, string | RegExp][] = [
    [/hefboom 5, dus je marge/, '50 % (€ 100)'],
    [/onder 50 % van hun marge/, 'Posities worden automatisch gesloten, het grootste verlies eerst'],
    [/Wat kost het geleende deel/, 'Een beheervergoeding voor elke dag dat de positie openstaat'],
    [/meer kosten dan de marge/, /^Ja: een snelle beweging/],
    [/afgelopen drie jaar met hefboom/, 'Regelmatig (10 keer of vaker)'],
    [/opleiding of werkervaring/, 'Ja'],
  ];
  for (const [question, answer] of answers) {
    await page
      .getByRole('radiogroup', { name: question })
      .getByRole('radio', { name: answer, exact: typeof answer === 'string' })
      .check();
  }
  await page.getByRole('button', { name: 'Antwoorden versturen' }).click();
  await expect(page.getByText(/Je aanvraag voor margehandel wordt beoordeeld/).first()).toBeVisible();
  const reviews = await admin('review/list', { entity: 'margin', account });
  expect(
    (await admin('review/decide', { entity: 'margin', id: reviews.data.items[0].id, decision: 'approve' })).status,
  ).toBe(1);
  await expectNotice(page, 'Margehandel goedgekeurd');

  await openTicket(page, 'Kopen');
  await page.getByRole('radiogroup', { name: 'Hefboom' }).getByRole('radio', { name: '5×' }).check();
  await placeOrder(page);
  await expect(page.getByRole('heading', { name: 'Order uitgevoerd' })).toBeVisible();
  await tapNamed(page, 'Positie bekijken', paths.trade.positionDetail);
  const leveraged = await expectOneTruth(page, { flat: false });
  expect(leveraged.borrowed).not.toBe('0,00 €');
  await expectAccessible(page);

  // 5. The first position's one-minute lock runs out; its close: P&L before and after costs, and
  //    the realised result after every cost is what every screen shows as realised today.
  await tapTo(page, paths.trade.index);
  await page.getByRole('tab', { name: 'In bezit' }).click();
  // The oldest position is the last row: the 1× buy.
  await tap(
    page,
    page
      .getByRole('tabpanel')
      .getByRole('button', { name: /^ASML Holding/ })
      .last(),
    paths.trade.positionDetail,
  );
  await closePositionByTaps(page, 90_000);
  await expect(page.getByText('Winst/verlies vóór kosten').first()).toBeVisible();
  const afterCosts = (
    (await page
      .getByText('Resultaat na alle kosten')
      .first()
      .locator('xpath=following-sibling::dd[1]')
      .textContent()) ?? ''
  ).trim();
  const closed = await expectOneTruth(page, { flat: false });
  expect(closed.realisedToday?.replace(/^\+/, '')).toBe(afterCosts.replace(/^\+/, ''));
  expect(closed.borrowed).toBe(leveraged.borrowed);

  // The trade tab opens on the positions, the charts behind a tap.
  await tapTo(page, paths.trade.index);
  await expect(positionRow(page)).toBeVisible();
  await page.getByRole('button', { name: 'Grafieken tonen' }).click();
  await expect(page.getByRole('img', { name: /^Rekeningwaarde van/ })).toBeVisible();
});
