import { PGLITE_TEMPLATE_ENV, removePgliteTemplate, writePgliteTemplate } from '@broker/server/testing';

/**
 * vitest's global setup of the node project: one migrated embedded database for the run, which
 * every server test file loads instead of running initdb (packages/server/src/testing/pgTemplate.ts).
 */
export default async function setup() {
  const file = await writePgliteTemplate();
  process.env[PGLITE_TEMPLATE_ENV] = file;
  return () => removePgliteTemplate(file);
}
