import { sql, type SQL } from 'drizzle-orm';
import { compare, sub } from '@broker/domain';
import type { Db } from '../db/open.ts';
import { sqlRows } from '../lib/sqlRows.ts';

/**
 * The ledger's proof (api.md §3): per wallet, Σ amount = balance and Σ frozenChange = frozen,
 * the last entry's balances are the wallet's, no wallet changed without entries — and no record
 * of any slice is half-written. What "half-written" means belongs to the slice that owns the
 * record: each adds its checks here when it registers (a withdrawal without its freeze, a
 * position without its opening entry, a subscription whose freeze does not match its status …),
 * so the core proves every slice's records without knowing any of their tables.
 */

export interface LedgerProblem {
  kind: 'wallet' | 'chain' | 'record';
  accountId: string;
  account: string | null;
  currency: string | null;
  detail: string;
}

/** `and <column> = <account>` when the proof is of one account, nothing when of all. */
export type OnlyAccount = (column: string) => SQL;

/**
 * One check of a slice's records: a query of the rows that break it, each with
 * `account_id`, `account` (the account's name, from a left join of accounts), `currency` and a
 * `detail` that names the record. `only(column)` narrows it to the account being proved.
 */
export interface RecordCheck {
  /** What it proves, for the reader of the code (`withdrawal has its freeze`). */
  name: string;
  query: (only: OnlyAccount, accountId: string | undefined) => SQL;
}

/** The checks slices add; `verify` runs them all with the wallets' sums. */
export class LedgerChecks {
  readonly #checks: RecordCheck[] = [];

  add(...checks: RecordCheck[]): void {
    for (const check of checks) {
      if (this.#checks.some((known) => known.name === check.name)) {
        throw new Error(`ledger check '${check.name}' added twice`);
      }
      this.#checks.push(check);
    }
  }

  get names(): string[] {
    return this.#checks.map((check) => check.name);
  }

  verify(db: Db, accountId?: string) {
    return verifyLedger(db, this.#checks, accountId);
  }
}

/** Proves the ledger of every account, or of one (see the module's comment). */
export async function verifyLedger(
  db: Db,
  checks: readonly RecordCheck[],
  accountId?: string,
): Promise<{ ok: boolean; wallets: number; entries: number; problems: LedgerProblem[] }> {
  const only: OnlyAccount = (column) => (accountId ? sql`and ${sql.raw(column)} = ${accountId}` : sql``);
  const sums = await sqlRows<{
    account_id: string;
    account: string | null;
    currency: string;
    balance: string | null;
    frozen: string | null;
    sum_amount: string | null;
    sum_frozen: string | null;
    entries: string;
    last_balance: string | null;
    last_available: string | null;
  }>(
    db,
    sql`
      with sums as (
        select account_id, currency, sum(amount) as sum_amount, sum(frozen_change) as sum_frozen, count(*) as entries
        from ledger_entries where true ${only('account_id')} group by account_id, currency
      ), last as (
        select distinct on (account_id, currency) account_id, currency, balance_after, available_after
        from ledger_entries where true ${only('account_id')} order by account_id, currency, seq desc
      )
      select coalesce(w.account_id, s.account_id) as account_id, a.account, coalesce(w.currency, s.currency) as currency,
        w.balance::text as balance, w.frozen::text as frozen, s.sum_amount::text as sum_amount,
        s.sum_frozen::text as sum_frozen, coalesce(s.entries, 0)::text as entries,
        l.balance_after::text as last_balance, l.available_after::text as last_available
      from (select * from wallets where true ${only('account_id')}) w
      full outer join sums s on s.account_id = w.account_id and s.currency = w.currency
      left join last l on l.account_id = coalesce(w.account_id, s.account_id) and l.currency = coalesce(w.currency, s.currency)
      left join accounts a on a.id = coalesce(w.account_id, s.account_id)
    `,
  );
  const problems: LedgerProblem[] = [];
  let entries = 0;
  for (const row of sums) {
    entries += Number(row.entries);
    const where = { accountId: row.account_id, account: row.account, currency: row.currency };
    const balance = row.balance ?? '0';
    const frozen = row.frozen ?? '0';
    const sumAmount = row.sum_amount ?? '0';
    const sumFrozen = row.sum_frozen ?? '0';
    if (compare(balance, sumAmount) !== 0 || compare(frozen, sumFrozen) !== 0) {
      problems.push({
        kind: 'wallet',
        ...where,
        detail: `balance ${balance} vs ledger ${sumAmount}; frozen ${frozen} vs ledger ${sumFrozen}`,
      });
    }
    if (
      row.last_balance !== null &&
      (compare(row.last_balance, balance) !== 0 || compare(row.last_available ?? '0', sub(balance, frozen)) !== 0)
    ) {
      problems.push({
        kind: 'chain',
        ...where,
        detail: `last entry balanceAfter ${row.last_balance} availableAfter ${row.last_available}; wallet ${balance} / ${frozen}`,
      });
    }
  }
  if (checks.length > 0) {
    const union = sql.join(
      checks.map((check) => sql`(${check.query(only, accountId)})`),
      sql` union all `,
    );
    const missing = await sqlRows<{ account_id: string; account: string | null; currency: string; detail: string }>(
      db,
      union,
    );
    for (const row of missing) {
      problems.push({
        kind: 'record',
        accountId: row.account_id,
        account: row.account,
        currency: row.currency,
        detail: row.detail,
      });
    }
  }
  return { ok: problems.length === 0, wallets: sums.length, entries, problems };
}
