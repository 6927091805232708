import { expect, test } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { register, uniqueAccount } from './support/account.ts';
import { paths } from './support/appRoutes.ts';
import { tapTo } from './support/navigate.ts';

/**
 * axe on what the reach crawl (reach.spec.ts, which checks every screen it reaches) does not open:
 * the new-share tabs past the first and an offering's sheet.
 */
test('the new-share tabs and an offering sheet have no axe violations', async ({ page }) => {
  await register(page, uniqueAccount('axeipo'));
  await tapTo(page, paths.market.index);
  for (const tab of ['Inschrijving', 'Veiling']) {
    await page.getByRole('tab', { name: tab }).click();
    const list = page.getByRole('list', { name: `Nieuwe aandelen: ${tab}` });
    await expect(list.getByRole('button').first()).toBeVisible();
    const { violations } = await new AxeBuilder({ page }).analyze();
    expect(violations.map((v) => `${tab}: ${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  }
  await page.getByRole('list', { name: 'Nieuwe aandelen: Veiling' }).getByRole('button').first().click();
  await expect(page.getByRole('dialog')).toBeVisible();
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map((v) => `sheet: ${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
});
