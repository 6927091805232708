import { sql } from 'drizzle-orm';

/**
 * The records that must match their ledger entries (`verifyLedger`'s second half), one line per
 * problem: a withdrawal without its freeze or settling entry, a deposit without its credit, an
 * exchange without both legs, a position without its opening entry (a trade's `tradeOpen`, a new
 * share's `newSharePay`) or close entry or with frozen money that does not match its status, a
 * dividend paid without its entry, a new-share subscription whose freeze or payment does not
 * match its status (frozen = amount while it waits for its draw or payment, else 0; paid exactly
 * when it has its `newSharePay` of the amount due), an entry that points to no record.
 */
export function recordProblemsQuery(only: (column: string) => ReturnType<typeof sql>, accountId?: string) {
  return sql`
      select w.account_id, a.account, w.currency, 'withdrawal ' || w.order_no || ' (' || w.status || ') lacks its freeze entry' as detail
      from withdrawals w left join accounts a on a.id = w.account_id
      where not exists (select 1 from ledger_entries e where e.ref_id = w.id and e.type = 'freeze'
        and e.frozen_change = w.amount) ${only('w.account_id')}
      union all
      select w.account_id, a.account, w.currency, 'withdrawal ' || w.order_no || ' (' || w.status || ') lacks its settling entry'
      from withdrawals w left join accounts a on a.id = w.account_id
      where w.status <> 'pending' and not exists (select 1 from ledger_entries e where e.ref_id = w.id
        and e.type = case when w.status = 'approved' then 'withdrawal' else 'unfreeze' end
        and e.frozen_change = -w.amount) ${only('w.account_id')}
      union all
      select w.account_id, a.account, w.currency, 'withdrawal ' || w.order_no || ' is pending but already settled'
      from withdrawals w left join accounts a on a.id = w.account_id
      where w.status = 'pending' and exists (select 1 from ledger_entries e where e.ref_id = w.id
        and e.type in ('withdrawal', 'unfreeze')) ${only('w.account_id')}
      union all
      select d.account_id, a.account, d.currency, 'deposit ' || d.order_no || ' (' || d.status || ') does not match its credit'
      from deposits d left join accounts a on a.id = d.account_id
      where (d.status = 'approved') <> exists (select 1 from ledger_entries e where e.ref_id = d.id and e.type = 'deposit'
        and e.amount = coalesce(d.credited_amount, -1)) ${only('d.account_id')}
      union all
      select x.account_id, a.account, x.from_currency, 'exchange ' || x.order_no || ' lacks a leg'
      from exchanges x left join accounts a on a.id = x.account_id
      where not exists (select 1 from ledger_entries e where e.ref_id = x.id and e.type = 'exchangeOut' and e.amount = -x.amount)
        or not exists (select 1 from ledger_entries e where e.ref_id = x.id and e.type = 'exchangeIn' and e.amount = x.received)
        ${accountId ? sql`and x.account_id = ${accountId}` : sql``}
      union all
      select p.account_id, a.account, p.currency, 'position ' || p.order_no || ' (' || p.status || ') lacks its opening entry'
      from positions p left join accounts a on a.id = p.account_id
      where p.opened_at is not null and p.source <> 'newShare' and not exists (select 1 from ledger_entries e
        where e.ref_id = p.id and e.type = 'tradeOpen' and e.amount = -p.margin) ${only('p.account_id')}
      union all
      select p.account_id, a.account, p.currency, 'position ' || p.order_no || ' (' || p.status || ') lacks its new-share payment'
      from positions p left join accounts a on a.id = p.account_id
      where p.source = 'newShare' and not exists (select 1 from new_share_records r join ledger_entries e
        on e.ref_id = r.id where r.position_id = p.id and r.status = 'paid' and e.type = 'newSharePay'
        and e.amount = -p.margin) ${only('p.account_id')}
      union all
      select p.account_id, a.account, p.currency, 'position ' || p.order_no || ' (' || p.status || ') lacks its close entry'
      from positions p left join accounts a on a.id = p.account_id
      where p.status = 'closed' and not exists (select 1 from ledger_entries e where e.ref_id = p.id
        and e.type = 'tradeClose') ${only('p.account_id')}
      union all
      select p.account_id, a.account, p.currency, 'position ' || p.order_no || ' (' || p.status || ') does not match its frozen money'
      from positions p left join accounts a on a.id = p.account_id
      where (select coalesce(sum(e.frozen_change), 0) from ledger_entries e where e.ref_id = p.id)
        <> case when p.status = 'pending' then p.frozen else 0 end ${only('p.account_id')}
      union all
      select d.account_id, a.account, d.currency, 'dividend ' || d.id || ' is paid without its entry'
      from dividends d left join accounts a on a.id = d.account_id
      where d.paid_at is not null and d.amount <> 0 and not exists (select 1 from ledger_entries e where e.ref_id = d.id
        and e.type = 'dividend' and e.amount = d.amount) ${only('d.account_id')}
      union all
      select r.account_id, a.account, r.currency, 'new-share subscription ' || r.order_no || ' (' || r.status || ') does not match its frozen money'
      from new_share_records r left join accounts a on a.id = r.account_id
      where ((select coalesce(sum(e.frozen_change), 0) from ledger_entries e where e.ref_id = r.id)
        <> case when r.status in ('drawing', 'won', 'toPay') then r.amount else 0 end
        or r.frozen <> case when r.status in ('drawing', 'won', 'toPay') then r.amount else 0 end) ${only('r.account_id')}
      union all
      select r.account_id, a.account, r.currency, 'new-share subscription ' || r.order_no || ' (' || r.status || ') does not match its payment'
      from new_share_records r left join accounts a on a.id = r.account_id
      where (r.status = 'paid') <> exists (select 1 from ledger_entries e where e.ref_id = r.id
        and e.type = 'newSharePay' and e.amount = -r.amount_due) ${only('r.account_id')}
      union all
      select e.account_id, a.account, e.currency, e.type || ' entry ' || e.id || ' points to no record'
      from ledger_entries e left join accounts a on a.id = e.account_id
      where e.type in ('exchangeOut', 'exchangeIn') and not exists (select 1 from exchanges x where x.id = e.ref_id)
        ${only('e.account_id')}
    `;
}
