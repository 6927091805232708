import { sql } from 'drizzle-orm';
import type { RecordCheck } from '../../core/ledgerChecks.ts';

/**
 * The new-share slice's records against their ledger entries (core/ledgerChecks.ts): a
 * subscription holds its amount frozen while it waits for its draw or payment and nothing after;
 * it is paid exactly when it has its `newSharePay` of the amount due; and the position a payment
 * opened points to a paid subscription of its margin.
 */
export const newShareLedgerChecks: RecordCheck[] = [
  {
    name: 'new-share position has its payment',
    query: (only) => sql`
      select p.account_id, a.account, p.currency, 'position ' || p.order_no || ' (' || p.status || ') lacks its new-share payment' as detail
      from positions p left join accounts a on a.id = p.account_id
      where p.source = 'newShare' and not exists (select 1 from new_share_records r join ledger_entries e
        on e.ref_id = r.id where r.position_id = p.id and r.status = 'paid' and e.type = 'newSharePay'
        and e.amount = -p.margin) ${only('p.account_id')}`,
  },
  {
    name: 'subscription holds its amount frozen while it waits',
    query: (only) => sql`
      select r.account_id, a.account, r.currency, 'new-share subscription ' || r.order_no || ' (' || r.status || ') does not match its frozen money' as detail
      from new_share_records r left join accounts a on a.id = r.account_id
      where ((select coalesce(sum(e.frozen_change), 0) from ledger_entries e where e.ref_id = r.id)
        <> case when r.status in ('drawing', 'won', 'toPay') then r.amount else 0 end
        or r.frozen <> case when r.status in ('drawing', 'won', 'toPay') then r.amount else 0 end) ${only('r.account_id')}`,
  },
  {
    name: 'subscription is paid exactly with its payment',
    query: (only) => sql`
      select r.account_id, a.account, r.currency, 'new-share subscription ' || r.order_no || ' (' || r.status || ') does not match its payment' as detail
      from new_share_records r left join accounts a on a.id = r.account_id
      where (r.status = 'paid') <> exists (select 1 from ledger_entries e where e.ref_id = r.id
        and e.type = 'newSharePay' and e.amount = -r.amount_due) ${only('r.account_id')}`,
  },
];
