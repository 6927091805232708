import { and, eq, inArray } from 'drizzle-orm';
import {
  add,
  DEFAULT_WALLET_CURRENCY,
  fundCurrencies,
  isLanguage,
  roundMoney,
  sub,
  type AccountRestriction,
  type Currency,
  type MarginStatus,
} from '@broker/domain';
import type { User, Wallet } from '@broker/contract';
import type { Db } from '../../db/open.ts';
import { wallets } from '../../db/schema.ts';
import { realNameStatusOf, type AccountRow } from '../../core/accounts.ts';
import { toApiTime } from '../../lib/time.ts';
import type { Holding } from '../../core/holdings.ts';

export type { AccountRow };

/**
 * A wallet (api.md §2) from its stored balance and frozen amount and what the account holds in
 * its currency: total assets are the balance plus the open positions' equity (margins were
 * taken out of the balance at the open), profit is every position's, realised and unrealised.
 * Borrowed is what the credit loans still owe (api.md §2: the loan outstanding; the account
 * summary's `borrowed` adds the leveraged positions' borrowed part).
 */
export function walletOf(currency: Currency, row?: { balance: string; frozen: string }, holding?: Holding): Wallet {
  const balance = row?.balance ?? '0';
  const frozen = row?.frozen ?? '0';
  return {
    currency,
    balance: roundMoney(balance, currency),
    available: roundMoney(sub(balance, frozen), currency),
    frozen: roundMoney(frozen, currency),
    profit: roundMoney(holding?.profit ?? '0', currency),
    borrowed: roundMoney(holding?.loans ?? '0', currency),
    totalAssets: roundMoney(add(balance, holding?.equity ?? '0'), currency),
  };
}

/** The User object (api.md §2) with the wallet of `currency`, each wallet with the account's `holdings`. */
export async function userView(
  db: Db,
  account: AccountRow,
  currency: Currency = DEFAULT_WALLET_CURRENCY,
  holdings: ReadonlyMap<Currency, Holding> = new Map(),
): Promise<User> {
  const wanted = [...new Set<Currency>([...fundCurrencies, currency])];
  const rows = await db
    .select()
    .from(wallets)
    .where(and(eq(wallets.accountId, account.id), inArray(wallets.currency, wanted)));
  const byCurrency = new Map(rows.map((row) => [row.currency, row]));
  const wallet = (c: Currency) => walletOf(c, byCurrency.get(c), holdings.get(c));
  return {
    id: account.id,
    uid: String(account.number),
    account: account.account,
    realName: account.realName,
    realNameStatus: await realNameStatusOf(db, account.id),
    avatar: account.avatar,
    language: isLanguage(account.language) ? account.language : 'nl',
    inviteCode: account.inviteCode,
    creditScore: account.creditScore,
    registeredAt: toApiTime(account.createdAt),
    fundPasswordSet: account.fundPasswordHash !== null,
    restrictions: account.restrictions as AccountRestriction[],
    isSeat: account.isSeat,
    marginStatus: account.marginStatus as MarginStatus,
    wallet: wallet(currency),
    usdtBalance: wallet('USDT').balance,
    // The fund view's wallets, in its order (api.md §4.2 user/info: nl/de → EUR, usd → USD, usdt, usdc).
    wallets: fundCurrencies.map(wallet),
  };
}
