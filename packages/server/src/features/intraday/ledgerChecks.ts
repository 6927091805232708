import { sql } from 'drizzle-orm';
import type { RecordCheck } from '../../core/ledgerChecks.ts';

/**
 * The intraday slice's records against their ledger entries (core/ledgerChecks.ts): an application
 * froze its amount; an approved one moved it from the user to the intraday account
 * (`intradayApply` −amount and +amount); a settled one moved the account's cash back
 * (`intradaySettle`, the credit, on both sides; none when nothing was left).
 */
export const intradayLedgerChecks: RecordCheck[] = [
  {
    name: 'intraday application has its freeze',
    query: (only) => sql`
      select r.account_id, a.account, r.currency, 'intraday application ' || r.order_no || ' lacks its freeze' as detail
      from intraday_records r left join accounts a on a.id = r.account_id
      where not exists (select 1 from ledger_entries e where e.ref_id = r.id and e.type = 'freeze'
        and e.frozen_change = r.amount and e.account_id = r.account_id) ${only('r.account_id')}`,
  },
  {
    name: 'approved intraday application moved its amount to its account',
    query: (only) => sql`
      select r.account_id, a.account, r.currency, 'intraday application ' || r.order_no || ' lacks its transfer' as detail
      from intraday_records r left join accounts a on a.id = r.account_id
      where r.status = 'approved' and (
        not exists (select 1 from ledger_entries e where e.ref_id = r.id and e.type = 'intradayApply'
          and e.amount = -r.amount and e.account_id = r.account_id)
        or not exists (select 1 from ledger_entries e where e.ref_id = r.id and e.type = 'intradayApply'
          and e.amount = r.amount and e.account_id = r.sub_account_id)) ${only('r.account_id')}`,
  },
  {
    name: 'settled intraday account moved its cash back',
    query: (only) => sql`
      select r.account_id, a.account, r.currency, 'intraday account ' || r.order_no || ' lacks its settlement' as detail
      from intraday_records r left join accounts a on a.id = r.account_id
      where r.settled_at is not null and r.credit > 0 and (
        not exists (select 1 from ledger_entries e where e.ref_id = r.id and e.type = 'intradaySettle'
          and e.amount = r.credit and e.account_id = r.account_id)
        or not exists (select 1 from ledger_entries e where e.ref_id = r.id and e.type = 'intradaySettle'
          and e.amount = -r.credit and e.account_id = r.sub_account_id)) ${only('r.account_id')}`,
  },
];
