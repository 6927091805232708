import { expect, type Page } from '@playwright/test';
import { E2E_INVITE_CODE } from './env.ts';
import { admin } from './admin.ts';
import { paths } from './appRoutes.ts';
import { tapTo } from './navigate.ts';
import { solidPng } from './png.ts';

let counter = 0;
/** The journeys' password: a passphrase, as the policy asks (a common one such as `secret123` is refused). */
const PASSWORD = 'tulpen aan de Amstel';
/** A fresh account name per journey, so journeys never depend on each other. */
export const uniqueAccount = (prefix: string) => `${prefix}${Date.now().toString(36)}${counter++}`;

/** Registers through the real screens (Dutch), from the app's entry, and lands on the home screen. */
export async function register(page: Page, account: string, password = PASSWORD) {
  await tapTo(page, paths.login.register);
  await page.getByRole('textbox', { name: /^Account/ }).fill(account);
  await page.getByLabel(/^Wachtwoord\s*\*?$/).fill(password);
  await page.getByLabel(/^Wachtwoord bevestigen/).fill(password);
  await page.getByLabel(/^Uitnodigingscode/).fill(E2E_INVITE_CODE);
  await page.getByRole('button', { name: 'Account aanmaken' }).click();
  await expect(page).toHaveURL(/#\/home\/index$/);
}

/** Logs in through the real screens, from the app's entry (typed: a fresh load). */
export async function login(page: Page, account: string, password = PASSWORD) {
  await tapTo(page, paths.login.login);
  await page.getByRole('textbox', { name: /^Account/ }).fill(account);
  await page.getByRole('textbox', { name: /^Wachtwoord/ }).fill(password);
  await page.getByRole('button', { name: 'Inloggen', exact: true }).click();
}

/** Sends the real-name form with two photos through the screen; the operator approves it with `npm run admin`. */
export async function verifyRealName(page: Page, account: string, name: string) {
  await tapTo(page, paths.information.authInfo);
  await page.getByRole('textbox', { name: /^Volledige naam/ }).fill(name);
  const files = page.locator('input[type="file"]');
  await files
    .nth(0)
    .setInputFiles({ name: 'front.png', mimeType: 'image/png', buffer: solidPng(320, 200, [30, 90, 160]) });
  await files
    .nth(2)
    .setInputFiles({ name: 'back.png', mimeType: 'image/png', buffer: solidPng(320, 200, [160, 90, 30]) });
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Ter controle versturen' }).click();
  await expect(page.getByText('We controleren je gegevens. Dit duurt', { exact: false })).toBeVisible();

  const pending = await admin('review/list', { entity: 'realName' });
  const record = pending.data.items.find((item: { account?: string }) => item.account === account);
  expect(record).toBeTruthy();
  const decided = await admin('review/decide', { entity: 'realName', id: record.id, decision: 'approve' });
  expect(decided.status).toBe(1);
}
