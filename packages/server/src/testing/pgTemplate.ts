import { readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { openDatabase, type OpenDatabase } from '../db/open.ts';

/**
 * A migrated, empty embedded database, made once per test run and loaded by every test file's
 * server instead of an empty one (issue #17: a new PGlite spends about 2 s in initdb, loading a
 * dump a third of a second; over a hundred server test files). vitest's global setup
 * (tests/setup/pgTemplate.ts) makes it and names its file in PGLITE_TEMPLATE.
 */
export const PGLITE_TEMPLATE_ENV = 'PGLITE_TEMPLATE';

/** Makes the template: a fresh PGlite with every migration, dumped to a file. Returns its path. */
export async function writePgliteTemplate(): Promise<string> {
  const file = path.join(os.tmpdir(), `broker-pglite-template-${process.pid}.tar`);
  const database = await openDatabase({ dataDir: 'memory://' });
  const client = (database.db as unknown as { $client: { dumpDataDir(compression: 'none'): Promise<Blob> } }).$client;
  await writeFile(file, Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()));
  await database.close();
  return file;
}

export const removePgliteTemplate = (file: string) => rm(file, { force: true });

/** The embedded database in memory: from the run's template when there is one, else made afresh. */
export async function memoryDatabase(): Promise<OpenDatabase> {
  const template = process.env[PGLITE_TEMPLATE_ENV];
  if (!template) return openDatabase({ dataDir: 'memory://' });
  return openDatabase({ dataDir: 'memory://', loadDataDir: new Blob([await readFile(template)]) });
}
