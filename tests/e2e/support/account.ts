import { randomUUID } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import { E2E_INVITE_CODE } from './env.ts';
import { admin } from './admin.ts';
import { paths } from './appRoutes.ts';
import { tapTo } from './navigate.ts';
import { solidPng } from './png.ts';

let counter = 0;
/** The journeys' password: a passphrase, as the policy asks (a common one such as `secret123` is refused). */
const PASSWORD = 'tulpen aan de Amstel';
/**
 * A fresh account name per journey, so journeys never depend on each other: with the worker's
 * index, since two workers run journeys at once (playwright.config.ts), each with its own counter.
 */
export const uniqueAccount = (prefix: string) =>
  `${prefix}${Date.now().toString(36)}${process.env.TEST_WORKER_INDEX ?? ''}${counter++}`;

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

/** The fund password the journeys set: six digits, as the policy asks. */
export const FUND_PASSWORD = '135790';

/**
 * Registers through the screens, gets 5,000 EUR from an operator (on the server at `base`) and sets
 * the fund password that confirms every purchase, by taps; returns the account name.
 */
export async function investor(page: Page, prefix: string, base?: string, amount = '5000.00') {
  const account = uniqueAccount(prefix);
  await register(page, account);
  const funded = await admin(
    'account/adjustBalance',
    { requestId: randomUUID(), account, currency: 'EUR', amount, remark: `e2e ${prefix}` },
    base,
  );
  expect(funded.status).toBe(1);
  await setFundPassword(page);
  return account;
}

/** Sets the six-digit fund password that confirms every order and purchase, by taps (settings → fund password). */
export async function setFundPassword(page: Page) {
  await tapTo(page, paths.information.fundPass);
  await page.getByLabel(/^Nieuw transactiewachtwoord/).fill(FUND_PASSWORD);
  await page.getByLabel(/^Transactiewachtwoord bevestigen/).fill(FUND_PASSWORD);
  await page.getByRole('button', { name: 'Instellen' }).click();
  await expect(page.getByText('Je transactiewachtwoord is opgeslagen')).toBeVisible();
}

/** Logs in through the real screens, from the app's entry (typed: a fresh load). */
export async function login(page: Page, account: string, password = PASSWORD) {
  await tapTo(page, paths.login.login);
  await page.getByRole('textbox', { name: /^Account/ }).fill(account);
  await page.getByRole('textbox', { name: /^Wachtwoord/ }).fill(password);
  await page.getByRole('button', { name: 'Inloggen', exact: true }).click();
}

/**
 * Sends the real-name form with two photos through the screen; the operator approves it with
 * `npm run admin` — on the e2e server, or on the server at `base` (a spec's own).
 */
export async function verifyRealName(page: Page, account: string, name: string, base?: string) {
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

  const pending = await admin('review/list', { entity: 'realName', account }, base);
  const record = pending.data.items.find((item: { account?: string }) => item.account === account);
  expect(record).toBeTruthy();
  const decided = await admin('review/decide', { entity: 'realName', id: record.id, decision: 'approve' }, base);
  expect(decided.status).toBe(1);
}

/**
 * Reports a deposit by SEPA transfer through the screens, from the channel list: `amount` as a
 * Dutch user types it ("1234,56") and a proof photo; ends on the "reported" result.
 */
export async function reportSepaDeposit(page: Page, amount: string) {
  await tapTo(page, paths.information.recharge);
  // Channels are named in the reader's language (19b53e9): the Dutch name.
  await page.getByRole('link', { name: /SEPA-overschrijving/ }).click();
  await expect(page.getByText('NL91INGB0001234567')).toBeVisible();
  await page.getByLabel(/^Bedrag/).fill(amount);
  await page
    .locator('input[type="file"]')
    .first()
    .setInputFiles({ name: 'proof.png', mimeType: 'image/png', buffer: solidPng(400, 300, [20, 120, 60]) });
  await page.getByRole('button', { name: 'Storting melden' }).click();
  await expect(page.getByRole('heading', { name: 'Storting gemeld' })).toBeVisible();
}

/**
 * Set-up, not a journey: money from an operator, then a fund password and one market order through
 * the user API with the signed-in page's session, so that the account has a position whose detail
 * screen the reach crawl can tap to (the trading journey does all of this by taps).
 */
export async function openPositionBySetup(page: Page, account: string) {
  const funded = await admin('account/adjustBalance', {
    requestId: crypto.randomUUID(),
    account,
    currency: 'EUR',
    amount: '5000.00',
    remark: 'e2e reach: a position to reach its detail',
  });
  expect(funded.status).toBe(1);
  const answers = await page.evaluate(async () => {
    const headers = {
      'content-type': 'application/json',
      token: localStorage.getItem('tokend') ?? '',
      account: localStorage.getItem('account') ?? '',
    };
    const call = async (path: string, body: object) =>
      (await fetch(`/api/vue/${path}`, { method: 'POST', headers, body: JSON.stringify(body) })).json();
    const pin = await call('user/fundPassword', { newFundPassword: '246810', confirmPassword: '246810' });
    const order = await call('trade/order', {
      requestId: crypto.randomUUID(),
      stockId: 'nl-ASML',
      direction: 'long',
      priceType: 'market',
      lots: 1,
      fundPassword: '246810',
    });
    return [pin, order] as { status: number; msg: string }[];
  });
  expect(answers.map((answer) => answer.msg)).toEqual(['success.user.fundPassword', 'success.trade.order']);
}

/**
 * An intraday account running for the signed-in user (after `openPositionBySetup`, which set the
 * fund password and funded the account): applied for through the API, approved by the operator as
 * the README says, so that the crawl meets the running account and a session report.
 */
export async function runIntradayBySetup(page: Page) {
  const applied = await page.evaluate(async () => {
    const headers = {
      'content-type': 'application/json',
      token: localStorage.getItem('tokend') ?? '',
      account: localStorage.getItem('account') ?? '',
    };
    const body = { requestId: crypto.randomUUID(), amount: '1000', fundPassword: '246810' };
    return (await fetch('/api/vue/intraday/apply', { method: 'POST', headers, body: JSON.stringify(body) })).json();
  });
  expect(applied.msg).toBe('success.intraday.apply');
  const decided = await admin('review/decide', { entity: 'intraday', id: applied.data.id, decision: 'approve' });
  expect(decided.status).toBe(1);
}
