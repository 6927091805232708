import { desc, eq } from 'drizzle-orm';
import type { IntradayRecord } from '@broker/contract';
import type { Db } from '../../db/open.ts';
import { paginate } from '../../http/paginate.ts';
import type { RouteBody } from '../../http/routes.ts';
import { toApiTime } from '../../lib/time.ts';
import { intradayRecords } from './schema.ts';

type RecordRow = typeof intradayRecords.$inferSelect;

export const recordView = (row: RecordRow): IntradayRecord => ({
  id: row.id,
  orderNo: row.orderNo,
  createdAt: toApiTime(row.createdAt),
});

/** `intraday/records`: the account's records, newest first (another account's are never read). */
export function listRecords(db: Db, accountId: string, body: RouteBody<'intraday/records'>) {
  const where = eq(intradayRecords.accountId, accountId);
  return paginate(
    body,
    {
      total: () => db.$count(intradayRecords, where),
      rows: ({ limit, offset }) =>
        db.select().from(intradayRecords).where(where).orderBy(desc(intradayRecords.seq)).limit(limit).offset(offset),
    },
    (rows) => rows.map(recordView),
  );
}
