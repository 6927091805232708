import { sql } from 'drizzle-orm';
import type { RecordCheck } from '../../core/ledgerChecks.ts';

/**
 * The trading slice's records against their ledger entries (core/ledgerChecks.ts). A position of
 * any source (a trade, a block, a paid new share) was opened by the entry its `filled` line points
 * to, of its margin: trading's `tradeOpen`, or the payment another slice booked before it called
 * `openPosition`. A closed one has its close entry; one holds frozen money exactly while pending;
 * a paid dividend has its entry.
 */
export const tradingLedgerChecks: RecordCheck[] = [
  {
    name: 'position has its opening entry',
    query: (only) => sql`
      select p.account_id, a.account, p.currency, 'position ' || p.order_no || ' (' || p.status || ') lacks its opening entry' as detail
      from positions p left join accounts a on a.id = p.account_id
      where p.opened_at is not null and not exists (select 1 from position_events ev
        join ledger_entries e on e.id = ev.ledger_id
        where ev.position_id = p.id and ev.kind = 'filled' and e.amount = -p.margin and e.account_id = p.account_id)
        ${only('p.account_id')}`,
  },
  {
    name: 'closed position has its close entry',
    query: (only) => sql`
      select p.account_id, a.account, p.currency, 'position ' || p.order_no || ' (' || p.status || ') lacks its close entry' as detail
      from positions p left join accounts a on a.id = p.account_id
      where p.status = 'closed' and not exists (select 1 from ledger_entries e where e.ref_id = p.id
        and e.type = 'tradeClose') ${only('p.account_id')}`,
  },
  {
    name: 'position holds frozen money only while pending',
    query: (only) => sql`
      select p.account_id, a.account, p.currency, 'position ' || p.order_no || ' (' || p.status || ') does not match its frozen money' as detail
      from positions p left join accounts a on a.id = p.account_id
      where (select coalesce(sum(e.frozen_change), 0) from ledger_entries e where e.ref_id = p.id)
        <> case when p.status = 'pending' then p.frozen else 0 end ${only('p.account_id')}`,
  },
  {
    name: 'paid dividend has its entry',
    query: (only) => sql`
      select d.account_id, a.account, d.currency, 'dividend ' || d.id || ' is paid without its entry' as detail
      from dividends d left join accounts a on a.id = d.account_id
      where d.paid_at is not null and d.amount <> 0 and not exists (select 1 from ledger_entries e where e.ref_id = d.id
        and e.type = (case when d.in_lieu_of is null then 'dividend' else 'paymentInLieu' end) and e.amount = d.amount) ${only('d.account_id')}`,
  },
];
