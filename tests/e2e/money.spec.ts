import { expect, test, type Locator, type Page } from '@playwright/test';
import { admin } from './support/admin.ts';
import { register, reportSepaDeposit, uniqueAccount, verifyRealName } from './support/account.ts';
import { paths } from './support/appRoutes.ts';
import { tapTo } from './support/navigate.ts';
import { tap } from './support/taps.ts';
import { E2E_CLOCK_START } from './support/env.ts';

/** A figure of the balance card: the definition after its term. */
const figure = (card: Locator, term: string) =>
  card
    .getByRole('term')
    .filter({ hasText: new RegExp(`^${term}$`) })
    .locator('xpath=following-sibling::dd[1]');

/** Pull to refresh's keyboard twin: the wallet may have been read moments before an operator's decision. */
async function refreshWallet(page: Page) {
  const refresh = page.getByRole('button', { name: 'Vernieuwen' });
  await refresh.focus();
  await page.keyboard.press('Enter');
  // The button shows only while it has the keyboard's focus: leave it, or it folds away under the
  // next tap (on mousedown) and the tap lands below the link it aimed at.
  await refresh.blur();
}

test.use({ actionTimeout: 10_000 });

test('card → deposit with proof → approved → exchange → withdrawal → rejected: the money is back and the tracker says why', async ({
  page,
}) => {
  test.setTimeout(120_000);
  // Inside deposit and withdrawal hours, as the server's clock (E2E_CLOCK_START).
  await page.clock.install({ time: new Date(E2E_CLOCK_START) });
  const account = uniqueAccount('erin');
  await register(page, account);
  await verifyRealName(page, account, 'Erin Jansen');

  // A six-digit fund password confirms withdrawals.
  await tapTo(page, paths.information.fundPass);
  await page.getByLabel(/^Nieuw transactiewachtwoord/).fill('135790');
  await page.getByLabel(/^Transactiewachtwoord bevestigen/).fill('135790');
  await page.getByRole('button', { name: 'Instellen' }).click();
  await expect(page.getByText('Je transactiewachtwoord is opgeslagen')).toBeVisible();

  // 1. A bank card in the user's own name.
  await tapTo(page, paths.information.bankList);
  await page.getByRole('main').getByRole('button', { name: 'Bankkaart toevoegen' }).click();
  await page.getByLabel(/^Naam kaarthouder/).fill('Erin Jansen');
  await page.getByLabel(/^Kaartnummer/).fill('NL 1234 5678 9012 3456');
  await page.getByLabel(/^Naam van de bank/).fill('ING Bank');
  await page.getByRole('button', { name: 'Kaart opslaan' }).click();
  await expect(page).toHaveURL(/bankList/);
  await expect(page.getByRole('main').getByText(/3456/)).toBeVisible();

  // 2. A deposit by SEPA transfer, reported with a proof photo.
  await reportSepaDeposit(page, '1234,56');

  // 3. The operator checks the proof and credits the full amount.
  const deposits = await admin('review/list', { entity: 'deposit', account });
  expect(deposits.data.items).toHaveLength(1);
  const deposit = deposits.data.items[0];
  expect(deposit.amount).toBe('1234.56');
  expect((await admin('review/decide', { entity: 'deposit', id: deposit.id, decision: 'approve' })).status).toBe(1);

  // 4. The wallet shows it, formatted the Dutch way. (The result screen has no way back: its way on is the wallet.)
  await tap(page, page.getByRole('button', { name: 'Naar mijn portemonnee' }), paths.information.wallet);
  await refreshWallet(page);
  await page.getByRole('radiogroup', { name: 'Valuta van je portemonnee' }).getByRole('radio', { name: 'NL' }).check();
  const euroBalance = page.getByRole('region', { name: 'Saldo (EUR)' });
  await expect(euroBalance.getByText('1.234,56 €').first()).toBeVisible();

  // 5. Exchange 100 EUR to USD; the costs are shown before confirming.
  await tapTo(page, paths.information.exchange);
  // It starts from the currency that has money.
  await expect(page.getByRole('button', { name: 'Van EUR' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Naar USD' })).toBeVisible();
  await page.getByLabel(/^Bedrag/).fill('100');
  // The rate follows the fx market by the minute: 100 × rate less 0.10 %, rounded down to the cent.
  const costs = page.getByRole('region', { name: 'Wat je krijgt' });
  const rateLine = costs.getByText(/^1 EUR = [\d,]+ USD$/);
  await expect(rateLine).toBeVisible();
  const [whole, fraction = ''] = /= ([\d,]+) USD/.exec((await rateLine.textContent())!)![1]!.split(',');
  const rateE8 = BigInt(whole!) * 10n ** 8n + BigInt(fraction.padEnd(8, '0'));
  const cents = (rateE8 * 100n * 999n * 100n) / (10n ** 8n * 1000n);
  const expected = `$ ${cents / 100n},${String(cents % 100n).padStart(2, '0')}`;
  await expect(costs.getByRole('definition').filter({ hasText: expected })).toBeVisible();
  await expect(costs.getByText(/^De koers is die van de valutamarkt om /)).toBeVisible();
  await page.getByRole('button', { name: 'Wisselen', exact: true }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Nu wisselen' }).click();
  await expect(page.getByText(/Gewisseld/).first()).toBeVisible();

  // 6. Withdraw 200 EUR to the card with the fund password; the amount is frozen.
  await tapTo(page, paths.information.cashOut);
  // Both USD (from the exchange) and EUR have money now; it starts in the base currency, the euro.
  const currencies = page.getByRole('radiogroup', { name: 'Valuta' });
  await expect(currencies.getByRole('radio', { name: 'EUR', exact: true })).toBeChecked();
  await expect(page.getByRole('radio', { name: /3456 Erin Jansen/ })).toBeChecked();
  await page.getByLabel(/^Bedrag/).fill('200');
  await page.getByLabel(/^Transactiewachtwoord/).fill('135790');
  await page.getByRole('button', { name: 'Opnemen', exact: true }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Bevestigen en opnemen' }).click();
  await expect(page.getByRole('heading', { name: 'Opname aangevraagd' })).toBeVisible();

  await tap(page, page.getByRole('button', { name: 'Naar mijn portemonnee' }), paths.information.wallet);
  await refreshWallet(page);
  // 1.234,56 − 100 exchanged = 1.134,56; of that 200,00 is frozen until the review.
  await expect(figure(euroBalance, 'Geblokkeerd')).toHaveText('200,00 €');
  await expect(figure(euroBalance, 'Beschikbaar')).toHaveText('934,56 €');

  // 7. The operator rejects the withdrawal with a reason.
  const withdrawals = await admin('review/list', { entity: 'withdrawal', account });
  expect(withdrawals.data.items).toHaveLength(1);
  const reason = 'De naam op de kaart wijkt af van je geverifieerde naam.';
  const rejected = await admin('review/decide', {
    entity: 'withdrawal',
    id: withdrawals.data.items[0].id,
    decision: 'reject',
    remark: reason,
  });
  expect(rejected.status).toBe(1);

  // 8. The frozen amount is available again, and the tracker shows the reason.
  await tapTo(page, paths.information.fundRecord);
  await page.getByRole('tab', { name: 'Opnames' }).click();
  const withdrawalsList = page.getByRole('list', { name: 'Opnames' });
  await expect(withdrawalsList.getByRole('listitem')).toHaveCount(1);
  // A mouse click (Playwright's click), though the phone reports touch support: pull to refresh
  // once swallowed such clicks.
  await withdrawalsList.getByRole('button', { name: /200,00 €.*Afgewezen/ }).click();
  const sheet = page.getByRole('dialog');
  await expect(sheet.getByText('Afgewezen').first()).toBeVisible();
  await expect(sheet.getByText(`Reden: ${reason}`)).toBeVisible();
  await expect(sheet.getByText('Het bedrag staat weer vrij in je beschikbare saldo.')).toBeVisible();

  await page.keyboard.press('Escape');
  await tapTo(page, paths.information.wallet);
  await refreshWallet(page);
  await expect(figure(euroBalance, 'Geblokkeerd')).toHaveText('0,00 €');
  await expect(figure(euroBalance, 'Beschikbaar')).toHaveText('1.134,56 €');

  const verify = await admin('ledger/verify', {});
  expect(verify.status).toBe(1);
  expect(verify.data).toMatchObject({ ok: true, problems: [] });
});
