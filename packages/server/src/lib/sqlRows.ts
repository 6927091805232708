import type { SQL } from 'drizzle-orm';
import type { Db, Tx } from '../db/open.ts';

/** The rows of a raw query, the same on PGlite and node-postgres (both answer `{ rows }`). */
export async function sqlRows<Row>(db: Db | Tx, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}
