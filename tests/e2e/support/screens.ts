import { spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import { exited, startServerProcess } from '@broker/server/testing';
import { FUND_PASSWORD, reportSepaDeposit, setFundPassword, verifyRealName } from './account.ts';
import { admin } from './admin.ts';
import { paths } from './appRoutes.ts';
import { tapTo } from './navigate.ts';
import { tap } from './taps.ts';
import { E2E_ADMIN_KEY, E2E_INVITE_CODE } from './env.ts';

/**
 * The screen baselines' servers and accounts (tests/e2e/screens.spec.ts): one real server per
 * brand, each on its own data and port, its clock on a Sunday (every tradable market closed, so
 * quotes, charts and klines hold still) and a fixed market seed.
 */
const root = path.resolve(import.meta.dirname, '../../..');

/** Sunday 29 November 2026, 12:00 in Amsterdam (06:00 in New York): inside deposit and withdrawal hours. */
export const SCREENS_CLOCK = '2026-11-29T11:00:00Z';
/**
 * The Friday before, 11:00 in Amsterdam: Euronext trades, so the account's set-up can leave a limit
 * order there. With the market seed below, ASML stays above the limit from this hour until about 14:15 there,
 * when the walk first reaches it; the Sunday server's catch-up fills it then, from the seed alone,
 * so the position's price and P&L are the same on every run (if the seed or the walk changes,
 * choose the limit again from ASML's path of that day).
 */
export const SCREENS_SETUP_CLOCK = '2026-11-27T10:00:00Z';
const LIMIT_ORDER = { stockId: 'nl-ASML', price: '899.00' } as const;
export const SCREENS_SEED = 'screen-baselines';
const PASSWORD = 'tulpen aan de Amstel';

export interface BrandServer {
  base: string;
  stop: () => Promise<void>;
}

/**
 * The app built for `brand` into a temporary folder (the repository's dist is the dutch build the
 * other journeys use); `undefined` for dutch, whose build `npm start` already made.
 */
export function buildBrand(brand: string, work: string): string | undefined {
  if (brand === 'dutch') return undefined;
  const outDir = path.join(work, 'dist');
  const vite = path.join(root, 'node_modules/vite/bin/vite.js');
  const config = path.join(root, 'packages/app/vite.config.ts');
  const build = spawnSync(
    process.execPath,
    [vite, 'build', '--config', config, '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'],
    { cwd: root, env: { ...process.env, BRAND: brand }, encoding: 'utf8' },
  );
  if (build.status !== 0) throw new Error(`BRAND=${brand} build failed:\n${build.stdout}\n${build.stderr}`);
  return outDir;
}

/**
 * The real server (main.ts) for `brand` at `port`, its clock at `clock`, on a data folder of its
 * own under `work` (kept when it is started again on the same `work`).
 */
export async function startBrandServer(
  brand: string,
  port: number,
  work: string,
  staticDir?: string,
  clock = SCREENS_CLOCK,
) {
  const dataDir = path.join(work, 'data');
  fs.mkdirSync(dataDir, { recursive: true });
  const server: ChildProcess = await startServerProcess({
    port,
    env: {
      BRAND: brand,
      DATA_DIR: dataDir,
      INVITE_CODE: E2E_INVITE_CODE,
      ADMIN_KEY: E2E_ADMIN_KEY,
      CLOCK_START: clock,
      MARKET_SEED: SCREENS_SEED,
      ...(staticDir ? { STATIC_DIR: staticDir } : {}),
    },
  });
  return {
    base: `http://127.0.0.1:${port}`,
    stop: async () => {
      server.kill();
      await exited(server);
    },
  } satisfies BrandServer;
}

export const workFolder = (brand: string) => fs.mkdtempSync(path.join(os.tmpdir(), `broker-e2e-screens-${brand}-`));

/**
 * Set-up, through the real screens in Dutch and the operator's decisions, on the server at
 * SCREENS_SETUP_CLOCK: an account with a verified name, a fund password, a bank card, a deposit
 * approved by the operator, a withdrawal waiting for review (so that the wallet, the records and
 * the withdrawal's tracker have something to show) and a limit order that fills later that day.
 */
export async function setUpAccount(page: Page, base: string, account: string) {
  await tapTo(page, paths.login.register);
  await page.getByRole('textbox', { name: /^Account/ }).fill(account);
  await page.getByLabel(/^Wachtwoord\s*\*?$/).fill(PASSWORD);
  await page.getByLabel(/^Wachtwoord bevestigen/).fill(PASSWORD);
  await page.getByLabel(/^Uitnodigingscode/).fill(E2E_INVITE_CODE);
  await page.getByRole('button', { name: 'Account aanmaken' }).click();
  await expect(page).toHaveURL(/#\/home\/index$/);

  // A verified name, approved by the operator.
  await verifyRealName(page, account, 'Ada Jansen', base);

  await setFundPassword(page);

  await tapTo(page, paths.information.bankList);
  await page.getByRole('main').getByRole('button', { name: 'Bankkaart toevoegen' }).click();
  await page.getByLabel(/^Naam kaarthouder/).fill('Ada Jansen');
  await page.getByLabel(/^Kaartnummer/).fill('NL 1234 5678 9012 3456');
  await page.getByLabel(/^Naam van de bank/).fill('ING Bank');
  await page.getByRole('button', { name: 'Kaart opslaan' }).click();
  await expect(page.getByRole('main').getByText(/3456/)).toBeVisible();

  // A deposit of 2,500 EUR by SEPA transfer with a proof, credited by the operator.
  await reportSepaDeposit(page, '2500');
  const deposits = await admin('review/list', { entity: 'deposit', account }, base);
  const approved = await admin(
    'review/decide',
    { entity: 'deposit', id: deposits.data.items[0].id, decision: 'approve' },
    base,
  );
  expect(approved.status).toBe(1);
  await tap(page, page.getByRole('button', { name: 'Naar mijn portemonnee' }), paths.information.wallet);

  // A withdrawal of 200 EUR, waiting for the operator.
  await tapTo(page, paths.information.cashOut);
  const currencies = page.getByRole('radiogroup', { name: 'Valuta' });
  await currencies.getByRole('radio', { name: 'EUR' }).check();
  await page.getByLabel(/^Bedrag/).fill('200');
  await page.getByLabel(/^Transactiewachtwoord/).fill(FUND_PASSWORD);
  await page.getByRole('button', { name: 'Opnemen', exact: true }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Bevestigen en opnemen' }).click();
  await expect(page.getByRole('heading', { name: 'Opname aangevraagd' })).toBeVisible();
  await tap(page, page.getByRole('button', { name: 'Naar mijn portemonnee' }), paths.information.wallet);

  // A limit order for one ASML share (the ticket's own journey is trading.spec's): pending now,
  // filled by the walk later that day (SCREENS_SETUP_CLOCK).
  const order = await page.evaluate(
    async ({ stockId, price, fundPassword }) => {
      const answer = await fetch('/api/vue/trade/order', {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          token: localStorage.getItem('tokend') ?? '',
          account: localStorage.getItem('account') ?? '',
        },
        body: JSON.stringify({
          requestId: crypto.randomUUID(),
          stockId,
          direction: 'long',
          priceType: 'limit',
          price,
          lots: 1,
          fundPassword,
        }),
      });
      return (await answer.json()) as { msg: string; data?: { status?: string } };
    },
    { ...LIMIT_ORDER, fundPassword: FUND_PASSWORD },
  );
  expect(order.msg).toBe('success.trade.order');
  expect(order.data?.status).toBe('pending');
}
