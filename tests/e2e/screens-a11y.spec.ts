import { expect, test, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { register, uniqueAccount } from './support/account.ts';

/** axe on every screen as the real app renders it (the stories check each state with mocks). */
const publicScreens = [
  '/login/start',
  '/login/loginAfter',
  '/login/login',
  '/login/register',
  '/information/aboutUs',
  '/information/terms',
  '/information/pric',
];
const privateScreens = [
  '/home/index',
  '/information/index',
  '/information/setting',
  '/information/safety',
  '/information/loginPass',
  '/information/fundPass',
  '/information/changeLang',
  '/information/authInfo',
  '/information/userInfo',
  '/information/notify',
  '/information/payBag',
  '/information/fundRecord',
  '/information/exchange',
  '/information/exchangeRecords',
  '/information/bankList',
  '/information/addBankCard',
  '/information/walletAddress',
  '/information/addWalletAddress',
  '/information/recharge',
  '/information/cashOut',
  '/home/stockList',
  '/home/newsList',
  '/market/index',
  '/market/zhishuList',
  '/market/stockDetail?id=nl-ASML',
  '/market/stockDetailzs?id=nl-AEX',
  '/favorite/index',
  '/favorite/editSelf',
  '/favorite/search',
];

async function expectNoViolations(page: Page, path: string) {
  await page.goto(`/#${path}`);
  // Every screen names itself with one h1 (home's is visually hidden, hence attached, not visible).
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeAttached();
  // Let data arrive and skeletons give way before checking. (Not "network idle": the live
  // quotes' stream stays open on market screens.)
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 });
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map((v) => `${path}: ${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

test('public screens have no axe violations', async ({ page }) => {
  for (const path of publicScreens) await expectNoViolations(page, path);
});

test('signed-in screens have no axe violations', async ({ page }) => {
  // Thirty-odd screens, each loaded and analysed: more than the default minute on a busy machine.
  test.setTimeout(240_000);
  await register(page, uniqueAccount('axe'));
  for (const path of privateScreens) await expectNoViolations(page, path);
});

test('the new-share tabs and an offering sheet have no axe violations', async ({ page }) => {
  await register(page, uniqueAccount('axeipo'));
  await page.goto('/#/market/index');
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
