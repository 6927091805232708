import { expect, test } from '@playwright/test';
import { admin } from './support/admin.ts';
import { login, register, uniqueAccount, verifyRealName } from './support/account.ts';
import { paths } from './support/appRoutes.ts';
import { tapTo } from './support/navigate.ts';

test('register, verify the real name with two photos, operator approves, the badge shows verified', async ({
  page,
}) => {
  const account = uniqueAccount('alice');
  await register(page, account);

  await verifyRealName(page, account, 'Alice de Vries');

  await tapTo(page, paths.information.index);
  // The header's badge first, then the menu's identity row.
  await expect(page.getByText('Geverifieerd', { exact: true })).toHaveCount(2);
  await expect(page.getByText('Geverifieerd', { exact: true }).first()).toBeVisible();
});

test('a wrong password shows the translated error', async ({ page }) => {
  const account = uniqueAccount('bob');
  await register(page, account);
  await page.evaluate(() => localStorage.removeItem('tokend'));
  await login(page, account, 'not-the-password');
  await expect(page.getByRole('alert').filter({ hasText: 'onjuist' }).first()).toBeVisible();
  await expect(page).toHaveURL(/#\/login\/login$/);
});

test('switching through all six languages; the choice survives a reload', async ({ page }) => {
  await page.goto('/#/login/start');
  const expected: [string, string, string][] = [
    ['en', 'Language', 'Get started'],
    ['de', 'Sprache', 'Los geht’s'],
    ['zh-Hant', '語言', '開始使用'],
    ['zh-Hans', '语言', '开始使用'],
    ['ko', '언어', '시작하기'],
    ['nl', 'Taal', 'Aan de slag'],
  ];
  let label = 'Taal';
  for (const [language, nextLabel, button] of expected) {
    await page.getByLabel(label).selectOption(language);
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await expect(page.getByRole('button', { name: button })).toBeVisible();
    label = nextLabel;
  }
  await page.getByLabel('Taal').selectOption('ko');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ko');
  await expect(page.getByRole('button', { name: '시작하기' })).toBeVisible();
});

test('an operator ban answers 401: back to login, storage cleared but the language', async ({ page }) => {
  const account = uniqueAccount('carol');
  await register(page, account);
  await page.evaluate(() => {
    localStorage.setItem('lang', 'nl');
    localStorage.setItem('searchHistory', '[]');
  });
  const banned = await admin('account/update', { account, restrictions: ['loginBanned'] });
  expect(banned.status).toBe(1);

  // The wallet tab reads the account: the server answers 401.
  await page.getByRole('navigation', { name: 'Hoofdmenu' }).getByRole('link', { name: 'Geld' }).click();
  await expect(page).toHaveURL(/#\/login\/login$/, { timeout: 10_000 });
  const keys = await page.evaluate(() => Object.keys(localStorage));
  expect(keys).toEqual(['lang']);
});

test('reading the notices clears the red dot; logout ends the session', async ({ page }) => {
  const account = uniqueAccount('dave');
  await register(page, account);
  const bell = page.getByRole('button', { name: /^Mededelingen/ });
  await expect(bell).toHaveAccessibleName('Mededelingen, Ongelezen mededelingen');

  await tapTo(page, paths.information.notify);
  // Wait for the notices screen itself: until the new screen renders, home (with its own
  // notice link) is still the visible screen, and counting its links would race.
  await expect(page.getByRole('heading', { level: 1, name: 'Mededelingen', exact: true })).toBeVisible();
  const links = page.getByRole('main').getByRole('link');
  await expect(links.first()).toHaveAttribute('href', /msgInfo/);
  await expect(page).toHaveURL(/information\/notify$/);
  const count = await links.count();
  expect(count).toBeGreaterThan(1);
  for (let i = 0; i < count; i += 1) {
    await expect(page.getByRole('heading', { level: 1, name: 'Mededelingen', exact: true })).toBeVisible();
    await page.getByRole('main').getByRole('link').nth(i).click();
    await expect(page).toHaveURL(/msgInfo\?id=/);
    await page.goBack();
  }
  await tapTo(page, paths.home.index);
  await expect(page.getByRole('button', { name: 'Mededelingen', exact: true })).toBeVisible();

  await tapTo(page, paths.information.setting);
  await page.getByRole('button', { name: 'Uitloggen' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Uitloggen' }).click();
  await expect(page).toHaveURL(/#\/login\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('tokend'))).toBeNull();
});
