import { sql } from 'drizzle-orm';
import type { RecordCheck } from '../../core/ledgerChecks.ts';

/**
 * The funds slice's records against their ledger entries (core/ledgerChecks.ts): a withdrawal
 * has its freeze and, once decided, its settling entry; a deposit is approved exactly when it has
 * its credit; an exchange has both legs, and no exchange entry points to nothing.
 */
export const fundsLedgerChecks: RecordCheck[] = [
  {
    name: 'withdrawal has its freeze',
    query: (only) => sql`
      select w.account_id, a.account, w.currency, 'withdrawal ' || w.order_no || ' (' || w.status || ') lacks its freeze entry' as detail
      from withdrawals w left join accounts a on a.id = w.account_id
      where not exists (select 1 from ledger_entries e where e.ref_id = w.id and e.type = 'freeze'
        and e.frozen_change = w.amount) ${only('w.account_id')}`,
  },
  {
    name: 'decided withdrawal has its settling entry',
    query: (only) => sql`
      select w.account_id, a.account, w.currency, 'withdrawal ' || w.order_no || ' (' || w.status || ') lacks its settling entry' as detail
      from withdrawals w left join accounts a on a.id = w.account_id
      where w.status <> 'pending' and not exists (select 1 from ledger_entries e where e.ref_id = w.id
        and e.type = case when w.status = 'approved' then 'withdrawal' else 'unfreeze' end
        and e.frozen_change = -w.amount) ${only('w.account_id')}`,
  },
  {
    name: 'pending withdrawal is not settled',
    query: (only) => sql`
      select w.account_id, a.account, w.currency, 'withdrawal ' || w.order_no || ' is pending but already settled' as detail
      from withdrawals w left join accounts a on a.id = w.account_id
      where w.status = 'pending' and exists (select 1 from ledger_entries e where e.ref_id = w.id
        and e.type in ('withdrawal', 'unfreeze')) ${only('w.account_id')}`,
  },
  {
    name: 'deposit matches its credit',
    query: (only) => sql`
      select d.account_id, a.account, d.currency, 'deposit ' || d.order_no || ' (' || d.status || ') does not match its credit' as detail
      from deposits d left join accounts a on a.id = d.account_id
      where (d.status = 'approved') <> exists (select 1 from ledger_entries e where e.ref_id = d.id and e.type = 'deposit'
        and e.amount = coalesce(d.credited_amount, -1)) ${only('d.account_id')}`,
  },
  {
    name: 'exchange has both legs',
    query: (only) => sql`
      select x.account_id, a.account, x.from_currency as currency, 'exchange ' || x.order_no || ' lacks a leg' as detail
      from exchanges x left join accounts a on a.id = x.account_id
      where (not exists (select 1 from ledger_entries e where e.ref_id = x.id and e.type = 'exchangeOut' and e.amount = -x.amount)
        or not exists (select 1 from ledger_entries e where e.ref_id = x.id and e.type = 'exchangeIn' and e.amount = x.received))
        ${only('x.account_id')}`,
  },
  {
    name: 'exchange entry points to its exchange',
    query: (only) => sql`
      select e.account_id, a.account, e.currency, e.type || ' entry ' || e.id || ' points to no record' as detail
      from ledger_entries e left join accounts a on a.id = e.account_id
      where e.type in ('exchangeOut', 'exchangeIn') and not exists (select 1 from exchanges x where x.id = e.ref_id)
        ${only('e.account_id')}`,
  },
];
