import { expect, test } from '@playwright/test';
import { register, uniqueAccount } from './support/account.ts';
import { paths } from './support/appRoutes.ts';
import { expectNoViolations } from './support/axe.ts';
import { tapTo } from './support/navigate.ts';
import { tap } from './support/taps.ts';

test('intraday: from the account centre to the records, by taps', async ({ page }) => {
  await register(page, uniqueAccount('intrad'));
  await tapTo(page, paths.information.index);
  await tap(page, page.getByRole('link', { name: 'Daghandel' }), paths.intraday.index);
  await expect(page.getByRole('heading', { level: 1, name: 'Daghandel' })).toBeVisible();
  await expect(page.getByText('Hier staat nog niets.')).toBeVisible();
  await expectNoViolations(page, paths.intraday.index);
});
