import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/open.ts';
import { channels, exchangeRates } from '../../db/schema.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { defaultHours, fundsSettings } from './settings.ts';

/** The channel password of the seeded USD wire channel (change it in the database for a real deployment). */
export const SEEDED_CHANNEL_PASSWORD = '246810';

const { min, max } = fundsSettings.deposit;

/**
 * The seeded channels' names per language (what users read; `name` is the operators' own). Crypto
 * and iDEAL keep their names everywhere. Migration 0005 gives existing databases the same.
 */
export const seededChannelNames = {
  'sepa-eur': {
    nl: 'SEPA-overschrijving',
    en: 'SEPA bank transfer',
    de: 'SEPA-Überweisung',
    'zh-Hant': 'SEPA 銀行轉帳',
    'zh-Hans': 'SEPA 银行转账',
    ko: 'SEPA 계좌 이체',
  },
  'wire-usd': {
    nl: 'USD-bankoverschrijving',
    en: 'USD wire transfer',
    de: 'USD-Auslandsüberweisung',
    'zh-Hant': '美元電匯',
    'zh-Hans': '美元电汇',
    ko: 'USD 해외 송금',
  },
} as const;

/** Seeded deposit channels: bank (SEPA EUR, USD wire with a password), crypto (USDT TRC20, USDC ERC20), one closed. */
export const seedChannelRows = () => [
  {
    id: 'sepa-eur',
    name: 'SEPA bank transfer',
    names: seededChannelNames['sepa-eur'],
    kind: 'bank',
    currency: 'EUR',
    sort: 1,
    payee: {
      holderName: 'Dutch Stocks B.V.',
      bankName: 'ING Bank N.V.',
      accountNumber: 'NL91INGB0001234567',
      branchName: 'Amsterdam Zuidas',
    },
    password: null,
    open: true,
  },
  {
    id: 'wire-usd',
    name: 'USD wire transfer',
    names: seededChannelNames['wire-usd'],
    kind: 'bank',
    currency: 'USD',
    sort: 2,
    payee: {
      holderName: 'Dutch Stocks B.V.',
      bankName: 'Citibank N.A.',
      accountNumber: '4012345678',
      branchName: 'New York, 388 Greenwich St',
    },
    password: SEEDED_CHANNEL_PASSWORD,
    open: true,
  },
  {
    id: 'usdt-trc20',
    name: 'USDT (TRC20)',
    kind: 'crypto',
    currency: 'USDT',
    sort: 3,
    payee: { walletType: 'USDT', network: 'TRC20', address: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE' },
    password: null,
    open: true,
  },
  {
    id: 'usdc-erc20',
    name: 'USDC (ERC20)',
    kind: 'crypto',
    currency: 'USDC',
    sort: 4,
    payee: { walletType: 'USDC', network: 'ERC20', address: '0x8ba1f109551bD432803012645Ac136ddd64DBA72' },
    password: null,
    open: true,
  },
  {
    id: 'ideal-eur',
    name: 'iDEAL',
    kind: 'bank',
    currency: 'EUR',
    sort: 5,
    payee: { holderName: 'Dutch Stocks B.V.', bankName: 'ABN AMRO', accountNumber: 'NL02ABNA0123456789' },
    password: null,
    open: false,
  },
];

/**
 * Units per 1 USD, plausible values of late 2026. Only the currencies the simulated fx market does
 * not quote against the dollar use them (the stablecoins, TWD, THB, VND, MYR); EUR, JPY, CNY, HKD
 * and KRW follow the market (funds `exchangeRateBook`).
 */
export const seedRates: Record<string, string> = {
  USD: '1',
  EUR: '0.9200',
  USDT: '1.0000',
  USDC: '1.0000',
  CNY: '7.2400',
  TWD: '32.5000',
  HKD: '7.8100',
  THB: '36.2000',
  JPY: '151.8000',
  VND: '25400.0000',
  MYR: '4.7200',
  KRW: '1385.0000',
};

/** Inserts the missing channels and rates; never overwrites an operator's values. */
export async function seedFunds(db: Db, now: Date): Promise<void> {
  const wanted = seedChannelRows();
  const present = new Set(
    (
      await db
        .select({ id: channels.id })
        .from(channels)
        .where(
          inArray(
            channels.id,
            wanted.map((row) => row.id),
          ),
        )
    ).map((row) => row.id),
  );
  for (const row of wanted) {
    if (present.has(row.id)) continue;
    const { password, ...values } = row;
    await db
      .insert(channels)
      .values({
        ...values,
        min,
        max,
        hours: defaultHours(),
        passwordHash: password ? await hashPassword(password) : null,
      })
      .onConflictDoNothing();
  }
  await db
    .insert(exchangeRates)
    .values(Object.entries(seedRates).map(([currency, rate]) => ({ currency, rate, updatedAt: now })))
    .onConflictDoNothing();
}
