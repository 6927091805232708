import { sql } from 'drizzle-orm';
import type { RecordCheck } from '../../core/ledgerChecks.ts';

/**
 * The credit-loan slice's records against their ledger entries (core/ledgerChecks.ts): an approved
 * loan was credited its amount (`loanIn`), and no loan that is not approved, or at another amount,
 * was; every repayment was debited (`loanRepay`, pointing at the repayment); a loan's repaid and
 * principal repaid are its repayments' sums, its interest its booked days' sum; what it owes is
 * never negative, and it is settled exactly when it owes nothing.
 */
export const loanLedgerChecks: RecordCheck[] = [
  {
    name: 'approved loan has its credit',
    query: (only) => sql`
      select l.account_id, a.account, l.currency, 'loan ' || l.order_no || ' lacks its credit' as detail
      from loans l left join accounts a on a.id = l.account_id
      where l.status = 'approved' and not exists (select 1 from ledger_entries e where e.ref_id = l.id
        and e.type = 'loanIn' and e.amount = l.amount and e.account_id = l.account_id) ${only('l.account_id')}`,
  },
  {
    name: 'loan credit belongs to an approved loan',
    query: (only) => sql`
      select e.account_id, a.account, e.currency, 'loan credit ' || e.id || ' has no approved loan of its amount' as detail
      from ledger_entries e left join accounts a on a.id = e.account_id
      where e.type = 'loanIn' and not exists (select 1 from loans l where l.id = e.ref_id
        and l.status = 'approved' and l.amount = e.amount and l.account_id = e.account_id) ${only('e.account_id')}`,
  },
  {
    name: 'loan repayment has its debit',
    query: (only) => sql`
      select r.account_id, a.account, l.currency, 'loan repayment of ' || l.order_no || ' lacks its debit' as detail
      from loan_repayments r join loans l on l.id = r.loan_id left join accounts a on a.id = r.account_id
      where not exists (select 1 from ledger_entries e where e.ref_id = r.id and e.type = 'loanRepay'
        and e.amount = -r.amount and e.account_id = r.account_id) ${only('r.account_id')}`,
  },
  {
    name: 'loan repaid is the sum of its repayments',
    query: (only) => sql`
      select l.account_id, a.account, l.currency, 'loan ' || l.order_no || ' repaid differs from its repayments' as detail
      from loans l left join accounts a on a.id = l.account_id
      left join (select loan_id, sum(amount) as amount, sum(to_principal) as principal
        from loan_repayments group by loan_id) r on r.loan_id = l.id
      where (l.repaid <> coalesce(r.amount, 0) or l.principal_repaid <> coalesce(r.principal, 0)) ${only('l.account_id')}`,
  },
  {
    name: 'loan interest is the sum of its days',
    query: (only) => sql`
      select l.account_id, a.account, l.currency, 'loan ' || l.order_no || ' interest differs from its days' as detail
      from loans l left join accounts a on a.id = l.account_id
      left join (select loan_id, sum(interest) as interest, count(*) as days
        from loan_interest_days group by loan_id) d on d.loan_id = l.id
      where (l.interest <> coalesce(d.interest, 0) or l.booked_days <> coalesce(d.days, 0)) ${only('l.account_id')}`,
  },
  {
    name: 'loan is settled exactly when it owes nothing',
    query: (only) => sql`
      select l.account_id, a.account, l.currency, 'loan ' || l.order_no || ' owes ' || (l.amount + l.interest - l.repaid)
        || (case when l.settled_at is null then ' unsettled' else ' settled' end) as detail
      from loans l left join accounts a on a.id = l.account_id
      where l.status = 'approved' and (l.amount + l.interest - l.repaid < 0
        or (l.settled_at is null) <> (l.amount + l.interest - l.repaid > 0)) ${only('l.account_id')}`,
  },
];
