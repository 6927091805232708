import { and, desc, eq } from 'drizzle-orm';
import type { Language } from '@broker/domain';
import type { Db } from '../../db/open.ts';
import { deposits, ledgerEntries, withdrawals } from '../../db/schema.ts';
import { paginate } from '../../http/paginate.ts';
import type { RouteBody } from '../../http/routes.ts';
import type { UrlSigner } from '../../lib/signedUrl.ts';
import { channelNamesIn } from './deposits.ts';
import { ledgerEntryView } from '../../core/ledger.ts';
import { depositView, withdrawalView } from './views.ts';

type RecordsBody = RouteBody<'funds/records'>;

/** funds/records (api.md §4.4): the user's deposits, withdrawals or ledger entries, newest first. */
export function fundsRecords(
  db: Db,
  signer: UrlSigner,
  accountId: string,
  body: RecordsBody,
  now: Date,
  lang: Language,
) {
  if (body.kind === 'deposit') return depositRecords(db, signer, accountId, body, now, lang);
  if (body.kind === 'withdrawal') return withdrawalRecords(db, accountId, body);
  return ledgerRecords(db, accountId, body);
}

async function depositRecords(
  db: Db,
  signer: UrlSigner,
  accountId: string,
  body: RecordsBody,
  now: Date,
  lang: Language,
) {
  const names = await channelNamesIn(db, lang);
  const where = and(
    eq(deposits.accountId, accountId),
    body.currency ? eq(deposits.currency, body.currency) : undefined,
  );
  return paginate(
    body,
    {
      total: () => db.$count(deposits, where),
      rows: ({ limit, offset }) =>
        db
          .select()
          .from(deposits)
          .where(where)
          .orderBy(desc(deposits.createdAt), desc(deposits.orderNo))
          .limit(limit)
          .offset(offset),
    },
    (rows) => rows.map((row) => depositView(row, signer, now, names.get(row.channelId) ?? row.channelName)),
  );
}

function withdrawalRecords(db: Db, accountId: string, body: RecordsBody) {
  const where = and(
    eq(withdrawals.accountId, accountId),
    body.currency ? eq(withdrawals.currency, body.currency) : undefined,
  );
  return paginate(
    body,
    {
      total: () => db.$count(withdrawals, where),
      rows: ({ limit, offset }) =>
        db
          .select()
          .from(withdrawals)
          .where(where)
          .orderBy(desc(withdrawals.createdAt), desc(withdrawals.orderNo))
          .limit(limit)
          .offset(offset),
    },
    (rows) => rows.map(withdrawalView),
  );
}

function ledgerRecords(db: Db, accountId: string, body: RecordsBody) {
  const where = and(
    eq(ledgerEntries.accountId, accountId),
    body.currency ? eq(ledgerEntries.currency, body.currency) : undefined,
  );
  return paginate(
    body,
    {
      total: () => db.$count(ledgerEntries, where),
      rows: ({ limit, offset }) =>
        db.select().from(ledgerEntries).where(where).orderBy(desc(ledgerEntries.seq)).limit(limit).offset(offset),
    },
    (rows) => rows.map(ledgerEntryView),
  );
}
