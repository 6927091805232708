/**
 * A database of its own on the test PostgreSQL server (TEST_DATABASE_URL, scripts/with-postgres.ts)
 * for one test file or server: its URL, and `drop()` for the end. Dropping waits for the
 * database's last connections to close (a server process shutting down) before it forces them.
 */
export interface ScratchDatabase {
  name: string;
  url: string;
  drop(): Promise<void>;
}

export async function scratchDatabase(serverUrl: string, prefix: string): Promise<ScratchDatabase> {
  const { default: pg } = await import('pg');
  const onServer = async (work: (client: InstanceType<typeof pg.Client>) => Promise<unknown>) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await work(client);
    } finally {
      await client.end();
    }
  };
  const name = `${prefix}_${process.pid}_${Date.now().toString(36)}_${(created += 1)}`;
  await onServer((client) => client.query(`CREATE DATABASE ${name}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { name, url: url.toString(), drop: () => onServer((client) => dropDatabase(client, name)) };
}

let created = 0;

/** Drops a database, waiting up to 2 s for other sessions to leave it ('55006'), then forcing them out. */
async function dropDatabase(client: { query(text: string): Promise<unknown> }, name: string): Promise<void> {
  for (let attempt = 0; attempt < 40; attempt += 1) {
    try {
      await client.query(`DROP DATABASE IF EXISTS ${name}`);
      return;
    } catch (error) {
      if ((error as { code?: string }).code !== '55006') throw error;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}
