import { expect, test } from '@playwright/test';
import { admin } from './support/admin.ts';
import { register, uniqueAccount } from './support/account.ts';
import { paths } from './support/appRoutes.ts';
import { tapTo } from './support/navigate.ts';

test('customer service answers: the header opens the support centre, an answer shows a dot until it is read', async ({
  page,
}) => {
  const account = uniqueAccount('sam');
  await register(page, account);

  // No support link is configured: the header's button opens the app's own support centre.
  await page.getByRole('banner').getByRole('button', { name: 'Klantenservice', exact: true }).click();
  await expect(page).toHaveURL(/#\/information\/support$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Klantenservice' })).toBeVisible();
  await expect(page.getByText('Nog geen berichten')).toBeVisible();
  await page.getByRole('textbox', { name: 'Bericht' }).fill('Wanneer wordt mijn storting verwerkt?');
  await page.getByRole('button', { name: 'Versturen' }).click();
  const log = page.getByRole('log', { name: 'Berichten' });
  await expect(log.getByText('Wanneer wordt mijn storting verwerkt?')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Bericht' })).toHaveValue('');

  // The operator sees the conversation waiting and answers it.
  const queue = await admin('support/list', { waiting: true, size: 100 });
  expect(queue.data.items.some((item: { account: string }) => item.account === account)).toBe(true);
  expect((await admin('support/reply', { account, text: 'Binnen twee uur op werkdagen.' })).status).toBe(1);
  // The open conversation reads its newest messages every 5 s.
  await expect(log.getByText('Binnen twee uur op werkdagen.')).toBeVisible({ timeout: 15_000 });

  // An answer while the user is elsewhere: a dot on the header's button and on the ball.
  await page.getByRole('button', { name: 'Terug' }).click();
  await expect(page).toHaveURL(/#\/home\/index$/);
  expect((await admin('support/reply', { account, text: 'Kunnen we nog ergens mee helpen?' })).status).toBe(1);
  // The dot is asked every minute; a reload asks at once.
  await page.reload();
  const answered = page.getByRole('button', { name: 'Klantenservice, Nieuw antwoord' });
  await expect(answered).toHaveCount(2);
  await answered.last().click();
  await expect(
    page.getByRole('log', { name: 'Berichten' }).getByText('Kunnen we nog ergens mee helpen?'),
  ).toBeVisible();
  // Shown is read: back home, the dot is gone.
  await page.getByRole('button', { name: 'Terug' }).click();
  await expect(page.getByRole('button', { name: 'Klantenservice', exact: true })).toHaveCount(2);
});

test('before sign-in: a forgotten password reaches customer service from the login screen, with a ticket the operator marks handled', async ({
  page,
}) => {
  await tapTo(page, paths.login.login);
  await page.getByRole('button', { name: /^Wachtwoord vergeten/ }).click();
  await expect(page).toHaveURL(/#\/login\/contact$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Contact met de klantenservice' })).toBeVisible();
  const contact = `${uniqueAccount('vergeten')}@example.nl`;
  await page.getByRole('textbox', { name: /^E-mailadres of telefoonnummer/ }).fill(contact);
  await page.getByRole('textbox', { name: /^Accountnaam/ }).fill('jansen');
  await page.getByRole('textbox', { name: /^Je vraag/ }).fill('Ik ben mijn wachtwoord vergeten.');
  await page.getByRole('button', { name: 'Versturen' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Je bericht is ontvangen' })).toBeVisible();
  await expect(page.getByText(`De klantenservice antwoordt via ${contact}.`)).toBeVisible();
  const ticketNo = (await page.getByText(/^S\d{20}$/).textContent())!;

  // The operator finds the contact among the open ones and marks it handled.
  const open = await admin('support/contacts', { handled: false, size: 100 });
  const listed = open.data.items.find((item: { ticketNo: string }) => item.ticketNo === ticketNo);
  expect(listed).toMatchObject({ contact, account: 'jansen', message: 'Ik ben mijn wachtwoord vergeten.', lang: 'nl' });
  const handled = await admin('support/contactHandled', { ticketNo });
  expect(handled.status).toBe(1);
  expect(handled.data.handledAt).not.toBeNull();

  await page.getByRole('button', { name: 'Terug naar inloggen' }).click();
  await expect(page).toHaveURL(/#\/login\/login$/);
});
