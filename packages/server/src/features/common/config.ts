import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { validateSupportLink, type Issues } from '@broker/domain';
import type { AdminResponseOf, SettableConfigName } from '@broker/contract';
import type { Db } from '../../db/open.ts';
import { configTable } from '../../db/schema.ts';
import { defineAdminRoute, defineRoute, throwIssues, type RouteDeps } from '../../http/routes.ts';

/** The rule of each config value an operator may set (contract `settableConfigNames`). */
const configRules: Record<SettableConfigName, (value: string) => Issues> = {
  // The support link: '' (the app's own support centre) or an https URL.
  kefu: (value) => validateSupportLink(value),
};

/**
 * Sets one config value after its rule: the operators' `config/set`, and SUPPORT_URL at start
 * (main.ts). The app reads the new value with its next `common/config`.
 */
export async function setConfigValue(
  db: Db,
  name: SettableConfigName,
  value: string,
  now: Date,
): Promise<AdminResponseOf<'config/set'>> {
  throwIssues(configRules[name](value));
  await db
    .insert(configTable)
    .values({ name, value, updatedAt: now })
    .onConflictDoUpdate({ target: configTable.name, set: { value, updatedAt: now } });
  return { name, value };
}

export function registerConfigRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const { db } = deps;
  defineRoute(app, deps, 'common/config', async ({ type }) => {
    const rows =
      type === 'all'
        ? await db.select().from(configTable).orderBy(configTable.name)
        : await db.select().from(configTable).where(eq(configTable.name, type));
    return rows.map(({ name, value }) => ({ name, value }));
  });
  defineAdminRoute(app, deps, 'config/set', async ({ name, value }, { now }) => setConfigValue(db, name, value, now));
}
