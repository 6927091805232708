import { expect, test } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';

test('opening / lands on the start screen with the configured title', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto('/');
  await expect(page).toHaveURL(/#\/login\/start$/);
  await expect(page.getByRole('heading', { name: 'Dutch stocks' })).toBeVisible();
  await expect(page).toHaveTitle('Dutch stocks');
  await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
  // The strict Content-Security-Policy holds: nothing was blocked.
  expect(errors).toEqual([]);
  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations).toEqual([]);
});

test('the chosen language is kept across a reload and sets <html lang>', async ({ page }) => {
  await page.goto('/#/login/start');
  await page.getByLabel('Taal').selectOption('de');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.getByText('In Aktien investieren, einfach und fair.')).toBeVisible();
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.getByLabel('Sprache')).toHaveValue('de');
});
