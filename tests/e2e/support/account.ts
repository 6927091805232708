import { expect, type Page } from '@playwright/test';
import { E2E_INVITE_CODE } from './env.ts';

let counter = 0;
/** A fresh account name per journey, so journeys never depend on each other. */
export const uniqueAccount = (prefix: string) => `${prefix}${Date.now().toString(36)}${counter++}`;

/** Registers through the real screens (Dutch) and lands on the home screen. */
export async function register(page: Page, account: string, password = 'secret123') {
  await page.goto('/#/login/register');
  await page.getByRole('textbox', { name: /^Account/ }).fill(account);
  await page.getByLabel(/^Wachtwoord\s*\*?$/).fill(password);
  await page.getByLabel(/^Wachtwoord bevestigen/).fill(password);
  await page.getByLabel(/^Uitnodigingscode/).fill(E2E_INVITE_CODE);
  await page.getByRole('button', { name: 'Account aanmaken' }).click();
  await expect(page).toHaveURL(/#\/home\/index$/);
}

export async function login(page: Page, account: string, password = 'secret123') {
  await page.goto('/#/login/login');
  await page.getByRole('textbox', { name: /^Account/ }).fill(account);
  await page.getByRole('textbox', { name: /^Wachtwoord/ }).fill(password);
  await page.getByRole('button', { name: 'Inloggen', exact: true }).click();
}
