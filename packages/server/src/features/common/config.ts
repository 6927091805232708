import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/open.ts';
import { configTable } from '../../db/schema.ts';
import { defineRoute } from '../../http/routes.ts';

export function registerConfigRoutes(app: FastifyInstance, db: Db): void {
  defineRoute(app, 'common/config', async ({ type }) => {
    const rows =
      type === 'all'
        ? await db.select().from(configTable).orderBy(configTable.name)
        : await db.select().from(configTable).where(eq(configTable.name, type));
    return rows.map(({ name, value }) => ({ name, value }));
  });
}
