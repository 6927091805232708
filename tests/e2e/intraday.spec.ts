import { expect, test } from '@playwright/test';
import { register, uniqueAccount } from './support/account.ts';
import { paths } from './support/appRoutes.ts';
import { expectNoViolations } from './support/axe.ts';
import { tapTo } from './support/navigate.ts';
import { tap } from './support/taps.ts';

test('intraday: from the account centre to the terms, the rules and the records, by taps', async ({ page }) => {
  await register(page, uniqueAccount('intrad'));
  await tapTo(page, paths.information.index);
  await tap(page, page.getByRole('link', { name: 'Daghandel' }), paths.intraday.index);
  await expect(page.getByRole('heading', { level: 1, name: 'Daghandel' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Voorwaarden' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Aanvragen' })).toBeVisible();
  await expectNoViolations(page, paths.intraday.index);

  await tap(page, page.getByRole('link', { name: 'Alle regels' }), paths.intraday.info);
  await expect(page.getByRole('heading', { level: 1, name: 'Regels van daghandel' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Daglimiet voor verlies' })).toContainText('5 %');
  await expectNoViolations(page, paths.intraday.info);

  await tap(page, page.getByRole('link', { name: 'Mijn aanvragen' }), paths.intraday.records);
  await expect(page.getByText('Je hebt nog geen daghandel aangevraagd.')).toBeVisible();
  await expectNoViolations(page, paths.intraday.records);
});
