import { sql } from 'drizzle-orm';
import type { RecordCheck } from '../../core/ledgerChecks.ts';

/**
 * The block-trade slice's records against their ledger entries (core/ledgerChecks.ts): a buy paid
 * its price × shares (`blockTrade`) and its fee (`fee`, when not zero), each an entry of the buy.
 * Its position's opening entry is trading's check (it points at the `blockTrade` entry).
 */
export const blockTradeLedgerChecks: RecordCheck[] = [
  {
    name: 'block buy has its payment entry',
    query: (only) => sql`
      select b.account_id, a.account, b.currency, 'block buy ' || b.order_no || ' lacks its payment entry' as detail
      from block_buys b left join accounts a on a.id = b.account_id
      where not exists (select 1 from ledger_entries e where e.ref_id = b.id and e.type = 'blockTrade'
        and e.amount = -b.amount and e.account_id = b.account_id) ${only('b.account_id')}`,
  },
  {
    name: 'block buy has its fee entry',
    query: (only) => sql`
      select b.account_id, a.account, b.currency, 'block buy ' || b.order_no || ' lacks its fee entry' as detail
      from block_buys b left join accounts a on a.id = b.account_id
      where b.fee <> 0 and not exists (select 1 from ledger_entries e where e.ref_id = b.id and e.type = 'fee'
        and e.amount = -b.fee and e.account_id = b.account_id) ${only('b.account_id')}`,
  },
];
