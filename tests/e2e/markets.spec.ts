import { expect, test } from '@playwright/test';
import { register, uniqueAccount } from './support/account.ts';
import { paths } from './support/appRoutes.ts';
import { tapTo } from './support/navigate.ts';
import { E2E_CLOCK_START } from './support/env.ts';

test.use({ actionTimeout: 10_000 });

test('market tabs and new shares → a stock → periods and indicators → pan → watchlist → search → a live quote → a news article', async ({
  page,
}) => {
  test.setTimeout(120_000);
  // The server's clock: a Monday morning, the Amsterdam exchange open.
  await page.clock.install({ time: new Date(E2E_CLOCK_START) });
  await register(page, uniqueAccount('fenna'));

  // 1. The market screen and its tabs.
  await tapTo(page, paths.market.index);
  await expect(page.getByRole('heading', { level: 1, name: 'Markten' })).toBeVisible();
  await page.getByRole('tab', { name: 'Digitale valuta' }).click();
  await expect(page.getByRole('main').getByRole('link', { name: /Bitcoin/ })).toBeVisible();
  // New shares open to subscription, from every market: one with its deadline counting down,
  // and its details in a sheet.
  await page.getByRole('tab', { name: 'Inschrijving' }).click();
  const offerings = page.getByRole('list', { name: 'Nieuwe aandelen: Inschrijving' });
  const open = offerings.getByRole('button').filter({ hasText: 'Sluit over' }).first();
  await expect(open).toBeVisible();
  await expect(open).toContainText('Uitgifteprijs');
  const name = ((await open.textContent()) ?? '').split(' (')[0]!;
  await open.click();
  const sheet = page.getByRole('dialog', { name });
  await expect(sheet.getByText('Openbare inschrijving')).toBeVisible();
  await expect(sheet.getByText('Inschrijving sluit')).toBeVisible();
  await sheet.getByRole('button', { name: 'Sluiten' }).click();
  await expect(sheet).toBeHidden();
  await page.getByRole('tab', { name: 'Beursgenoteerd' }).click();
  const asmlRow = page.getByRole('main').getByRole('link', { name: /ASML Holding/ });
  await expect(asmlRow).toBeVisible();

  // 2. A stock's detail: today's chart first.
  await asmlRow.click();
  await expect(page).toHaveURL(/market\/stockDetail\?id=nl-ASML/);
  await expect(page.getByRole('heading', { level: 1, name: 'ASML Holding' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Vandaag', selected: true })).toBeVisible();
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('stockDetail') ?? 'null')?.stockId)).toBe('nl-ASML');

  // 3. Daily candles, adjusted, with Bollinger bands and MACD.
  await page.getByRole('tab', { name: 'Dag' }).click();
  await page.getByRole('radiogroup', { name: 'Koerscorrectie' }).getByRole('radio', { name: 'Vooraf' }).check();
  await page.getByRole('radiogroup', { name: 'Indicator' }).getByRole('radio', { name: 'BOLL' }).check();
  await page.getByRole('radiogroup', { name: 'Onderste grafiek' }).getByRole('radio', { name: 'MACD' }).check();

  // 4. Pan the chart: by keyboard (the data cursor reads each candle) and by dragging.
  const chart = page.getByTestId('kline').locator('[tabindex="0"]');
  await chart.focus();
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByTestId('kline').getByRole('status')).not.toBeEmpty();
  const box = (await chart.boundingBox())!;
  await page.mouse.move(box.x + box.width * 0.3, box.y + box.height * 0.4);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width * 0.8, box.y + box.height * 0.4, { steps: 8 });
  await page.mouse.up();

  // 5. Watch it.
  const star = page.getByRole('button', { name: 'ASML Holding volgen' });
  await expect(star).toHaveAttribute('aria-pressed', 'false');
  await star.click();
  await expect(page.getByText('ASML Holding staat nu in je favorieten')).toBeVisible();
  await expect(star).toHaveAttribute('aria-pressed', 'true');

  // 6. Find it by search: shown as watched; then it is in the watchlist.
  await tapTo(page, paths.favorite.search);
  await page.getByRole('searchbox', { name: /Zoek een aandeel/ }).fill('asml');
  await expect(page.getByRole('button', { name: 'ASML Holding volgen' })).toHaveAttribute('aria-pressed', 'true');
  await tapTo(page, paths.favorite.index);
  await expect(page.getByRole('main').getByRole('link', { name: /ASML Holding/ })).toBeVisible();

  // 7. A live quote: Bitcoin trades around the clock, its price moves within seconds.
  await tapTo(page, paths.market.index);
  await page.getByRole('tab', { name: 'Digitale valuta' }).click();
  await page
    .getByRole('main')
    .getByRole('link', { name: /Bitcoin/ })
    .click();
  await expect(page).toHaveURL(/market\/stockDetail\?id=crypto-BTCUSDT/);
  await expect(page.getByRole('heading', { level: 1, name: 'Bitcoin' })).toBeVisible();
  const price = page.getByTestId('last-price');
  const first = await price.textContent();
  await expect(price).not.toHaveText(first ?? '', { timeout: 15_000 });

  // 8. A news article.
  await tapTo(page, paths.home.newsList);
  await expect(page.getByRole('heading', { level: 1, name: 'Nieuws' })).toBeVisible();
  const article = page.getByRole('main').getByRole('link').first();
  const title = (await article.getAttribute('aria-label')) ?? (await article.textContent()) ?? '';
  await article.click();
  await expect(page).toHaveURL(/home\/newsDetail\?id=/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const story = page.getByRole('main').getByRole('article');
  await expect(story).toContainText(title.split('\n')[0]!.slice(0, 20));
  await expect(story.getByRole('paragraph').nth(1)).not.toBeEmpty();
});

test('the support ball covers no price on the home screen, at rest or scrolled', async ({ page }) => {
  await register(page, uniqueAccount('bal'));
  const ball = page.getByRole('button', { name: /^Klantenservice/ }).last();
  await expect(ball).toHaveAttribute('data-placed', 'true');
  await expect(
    page
      .getByRole('main')
      .getByText(/\d,\d{2}/)
      .first(),
  ).toBeVisible();
  // Every text leaf on screen that holds an amount or a percentage, against the part of the ball
  // the viewport shows.
  const overlaps = () =>
    page.evaluate(() => {
      const button = [...document.querySelectorAll('button[data-placed]')].at(-1)!;
      const box = button.getBoundingClientRect();
      const shown = { left: Math.max(0, box.left), right: Math.min(window.innerWidth, box.right) };
      const hits: string[] = [];
      for (const element of document.querySelectorAll('main *')) {
        const own = [...element.childNodes].some(
          (node) => node.nodeType === 3 && /\d[.,]\d/.test(node.textContent ?? ''),
        );
        if (!own) continue;
        const text = element.getBoundingClientRect();
        const crosses =
          text.right > shown.left && text.left < shown.right && text.bottom > box.top && text.top < box.bottom;
        if (crosses && text.width > 0) hits.push(element.textContent ?? '');
      }
      return hits;
    });
  expect(await overlaps()).toEqual([]);
  for (let step = 0; step < 6; step++) {
    await page.mouse.wheel(0, 240);
    await page.waitForTimeout(150);
    expect(await overlaps()).toEqual([]);
  }
  // A tap on the tucked ball opens customer service.
  await ball.click();
  await expect(page).toHaveURL(/#\/information\/support$/);
});
