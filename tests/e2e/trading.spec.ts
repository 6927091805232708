import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { admin } from './support/admin.ts';
import { register, setFundPassword, uniqueAccount, verifyRealName } from './support/account.ts';
import { paths } from './support/appRoutes.ts';
import { tapTo } from './support/navigate.ts';
import { tap } from './support/taps.ts';
import { E2E_CLOCK_START } from './support/env.ts';
import {
  available,
  cents,
  closePositionByTaps,
  confirmation,
  euros,
  expectAccessible,
  openTicket,
  placeOrder,
  positionRow,
  tapNamed,
} from './support/trading.ts';

test.use({ actionTimeout: 10_000 });

test('buy at market → live P&L → a limit order waits and is cancelled → the lock runs out → close → the timeline; margin → a leveraged position', async ({
  page,
}) => {
  test.setTimeout(240_000);
  // The server's clock: a Monday morning, Amsterdam open.
  await page.clock.install({ time: new Date(E2E_CLOCK_START) });
  const account = uniqueAccount('tess');
  await register(page, account);
  // Margin trading asks for a verified identity (step 5).
  await verifyRealName(page, account, 'Tess Bakker');
  // Money to trade with, booked by an operator (audited; the deposit journey is money.spec's),
  // before the screens below read the account.
  const funded = await admin('account/adjustBalance', {
    requestId: randomUUID(),
    account,
    currency: 'EUR',
    amount: '20000.00',
    remark: 'e2e trading journey',
  });
  expect(funded.status).toBe(1);
  // Every order, buy or sell, is confirmed by the six-digit fund password: set it first.
  await setFundPassword(page);

  // 1. Buy one lot at market: the receipt before confirming, then the position.
  await openTicket(page, 'Kopen');
  await expect(page.getByText('Orderbedrag').first()).toBeVisible();
  await expect(page.getByText('Break-evenkoers').first()).toBeVisible();
  await expectAccessible(page);
  await placeOrder(page);
  await expect(page.getByRole('heading', { name: 'Order uitgevoerd' })).toBeVisible();
  await tapNamed(page, 'Positie bekijken', paths.trade.positionDetail);
  await expect(page.getByText('Verkopen kan over').first()).toBeVisible();
  await expect(page.getByText('Winst en verlies').first()).toBeVisible();
  await expectAccessible(page);

  // 2. The trade tab: the position with its live P&L.
  await tapTo(page, paths.trade.index);
  await expect(page.getByTestId('trade-summary').getByText('Open winst/verlies')).toBeVisible();
  const holding = positionRow(page);
  await expect(holding).toBeVisible();
  await expectAccessible(page);

  // 3. A buy limit at today's low waits with its money frozen, is cancelled, and the money is back.
  await openTicket(page, 'Kopen');
  const before = await available(page);
  await page.getByRole('radiogroup', { name: 'Prijstype' }).getByRole('radio', { name: 'Limiet' }).check();
  // The band is shown as money, rounded inward ("813,55 € – 994,33 €"): its low is an allowed limit.
  const band = (await page.getByText(/^Toegestane limiet vandaag/).textContent()) ?? '';
  const low = /:\s+([\d.,]+)/.exec(band)?.[1];
  expect(low, band).toBeTruthy();
  await page.getByLabel(/^Limietprijs/).fill(low!.replaceAll('.', '').replace(',', '.'));
  await placeOrder(page);
  await expect(page.getByRole('heading', { name: 'Order geplaatst' })).toBeVisible();
  await tapNamed(page, 'Naar mijn posities', paths.trade.index);
  await page.getByRole('tab', { name: 'Open orders' }).click();
  await tap(page, positionRow(page), paths.trade.positionDetail);
  await page.getByRole('button', { name: 'Order annuleren' }).click();
  await confirmation(page).getByRole('button', { name: 'Bevestigen' }).click();
  await expect(page.getByText('Order geannuleerd').first()).toBeVisible();
  await openTicket(page, 'Kopen');
  await expect.poll(() => available(page)).toBe(before);

  // 4. The one-minute sell lock runs out on the server's clock; then the close, and its lines.
  await tapTo(page, paths.trade.index);
  await page.getByRole('tab', { name: 'In bezit' }).click();
  await tap(page, positionRow(page), paths.trade.positionDetail);
  await closePositionByTaps(page, 90_000);
  const timeline = page.getByRole('list', { name: 'Gebeurtenissen en bedragen' });
  await expect(timeline.getByText('Uitgevoerd').first()).toBeVisible();
  await expect(timeline.getByText('Transactiekosten bij sluiten')).toBeVisible();
  // The realised result is in the wallet: what the buy took, less, plus what the close credited.
  const actual = async (term: string) =>
    cents(
      (await page
        .getByRole('row', { name: new RegExp(`^${term}`) })
        .getByRole('cell')
        .nth(1)
        .textContent()) ?? '',
    );
  const spent = await actual('Van je beschikbare saldo');
  const credited = await actual('Bijgeschreven bij sluiten');
  const balance = 2_000_000 - spent + credited;
  await tapTo(page, paths.information.wallet);
  await page.getByRole('radiogroup', { name: 'Valuta van je portemonnee' }).getByRole('radio', { name: 'NL' }).check();
  await expect(page.getByRole('region', { name: 'Saldo (EUR)' })).toContainText(euros(balance));
  expect((await admin('ledger/verify', {})).status).toBe(1);

  // 5. Margin trading: the questionnaire, an operator's approval, then a position at 5×.
  await tapTo(page, paths.trade.margin);
  await page.getByRole('button', { name: 'Doe de test en vraag aan' }).click();
  const answers: [RegExp, string][] = [
    [/hefboom 5, dus je marge/, '50 % (€ 100)'],
    [/onder 50 % van hun marge/, 'Posities worden automatisch gesloten, het grootste verlies eerst'],
    [/Wat kost het geleende deel/, 'Een beheervergoeding voor elke dag dat de positie openstaat'],
    [/meer kosten dan de marge/, /^Ja: een snelle beweging/.source],
    [/afgelopen drie jaar met hefboom/, 'Regelmatig (10 keer of vaker)'],
    [/opleiding of werkervaring/, 'Ja'],
  ];
  for (const [question, answer] of answers) {
    const group = page.getByRole('radiogroup', { name: question });
    await group
      .getByRole('radio', {
        name: answer.startsWith('^') ? new RegExp(answer) : answer,
        exact: !answer.startsWith('^'),
      })
      .check();
  }
  await page.getByRole('button', { name: 'Antwoorden versturen' }).click();
  await expect(
    page
      .getByText('Je aanvraag wordt beoordeeld.')
      .or(page.getByText(/Je bent geslaagd/))
      .first(),
  ).toBeVisible();
  const reviews = await admin('review/list', { entity: 'margin', account });
  expect(reviews.data.items).toHaveLength(1);
  expect(
    (await admin('review/decide', { entity: 'margin', id: reviews.data.items[0].id, decision: 'approve' })).status,
  ).toBe(1);
  await page.reload();
  await expect(page.getByText('Margehandel is actief: je kiest een hefboom in de order.').first()).toBeVisible();
  await expectAccessible(page);

  await openTicket(page, 'Kopen');
  await page.getByRole('radiogroup', { name: 'Hefboom' }).getByRole('radio', { name: '5×' }).check();
  await expect(page.getByText('Geleend').first()).toBeVisible();
  await placeOrder(page);
  await expect(page.getByRole('heading', { name: 'Order uitgevoerd' })).toBeVisible();
  await tapNamed(page, 'Positie bekijken', paths.trade.positionDetail);
  await expect(page.getByText('5×').first()).toBeVisible();
});
