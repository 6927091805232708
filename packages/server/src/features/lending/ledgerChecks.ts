import { sql } from 'drizzle-orm';
import type { RecordCheck } from '../../core/ledgerChecks.ts';

/**
 * The stock-lending slice's records against their ledger entries (core/ledgerChecks.ts): every
 * night that paid a cent has its credit (`lendingInterest`, pointing at the night), and every such
 * credit has its night; a loan's interest paid is its nights' sum, its nights' count its paid days.
 */
export const lendingLedgerChecks: RecordCheck[] = [
  {
    name: 'lending night has its credit',
    query: (only) => sql`
      select l.account_id, a.account, l.currency, 'lending ' || l.order_no || ' night ' || d.day || ' lacks its credit' as detail
      from lending_days d join lending_loans l on l.id = d.loan_id left join accounts a on a.id = l.account_id
      where d.interest > 0 and not exists (select 1 from ledger_entries e where e.ref_id = d.id
        and e.type = 'lendingInterest' and e.amount = d.interest and e.account_id = l.account_id) ${only('l.account_id')}`,
  },
  {
    name: 'lending credit belongs to a night',
    query: (only) => sql`
      select e.account_id, a.account, e.currency, 'lending credit ' || e.id || ' has no night of its amount' as detail
      from ledger_entries e left join accounts a on a.id = e.account_id
      where e.type = 'lendingInterest' and not exists (select 1 from lending_days d join lending_loans l on l.id = d.loan_id
        where d.id = e.ref_id and d.interest = e.amount and l.account_id = e.account_id) ${only('e.account_id')}`,
  },
  {
    name: 'lending interest is the sum of its nights',
    query: (only) => sql`
      select l.account_id, a.account, l.currency, 'lending ' || l.order_no || ' interest differs from its nights' as detail
      from lending_loans l left join accounts a on a.id = l.account_id
      left join (select loan_id, sum(interest) as interest, count(*) as days from lending_days group by loan_id) d
        on d.loan_id = l.id
      where (l.interest_paid <> coalesce(d.interest, 0) or l.paid_days <> coalesce(d.days, 0)) ${only('l.account_id')}`,
  },
];
