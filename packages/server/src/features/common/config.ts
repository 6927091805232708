import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { configTable } from '../../db/schema.ts';
import { defineRoute, type RouteDeps } from '../../http/routes.ts';

export function registerConfigRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const { db } = deps;
  defineRoute(app, deps, 'common/config', async ({ type }) => {
    const rows =
      type === 'all'
        ? await db.select().from(configTable).orderBy(configTable.name)
        : await db.select().from(configTable).where(eq(configTable.name, type));
    return rows.map(({ name, value }) => ({ name, value }));
  });
}
