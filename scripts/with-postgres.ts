/**
 * `node scripts/with-postgres.ts -- <command…>`: runs a command against a throwaway PostgreSQL
 * server, so the reference server's tests also run on PostgreSQL and not only on PGlite.
 *
 * It creates a cluster in a temporary folder (initdb, trust auth on 127.0.0.1 only), starts it on
 * a free port, runs the command with TEST_DATABASE_URL pointing at it (each test server creates
 * and drops its own database there), then stops the cluster and removes the folder.
 *
 * PostgreSQL refuses to run as root: as root the cluster belongs to the `postgres` user that
 * Debian's package creates (`runuser`). Exit code 3 when no PostgreSQL is installed.
 */
import { spawn, spawnSync, type SpawnSyncOptions } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, chownSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';

export const NO_POSTGRES_EXIT = 3;

/** initdb and pg_ctl from PATH, else the newest Debian install under /usr/lib/postgresql. */
export function findPostgresBin(): string | null {
  const onPath = spawnSync('sh', ['-c', 'command -v initdb'], { encoding: 'utf8' }).stdout.trim();
  if (onPath) return path.dirname(onPath);
  const debian = '/usr/lib/postgresql';
  if (!existsSync(debian)) return null;
  const versions = readdirSync(debian)
    .filter((name) => existsSync(path.join(debian, name, 'bin/initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions.length > 0 ? path.join(debian, versions[0]!, 'bin') : null;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

function idOf(user: string, flag: '-u' | '-g'): number {
  return Number(spawnSync('id', [flag, user], { encoding: 'utf8' }).stdout.trim());
}

async function main(): Promise<number> {
  const separator = process.argv.indexOf('--');
  const command = separator >= 0 ? process.argv.slice(separator + 1) : [];
  if (command.length === 0) {
    console.error('usage: node scripts/with-postgres.ts -- <command…>');
    return 2;
  }
  const bin = findPostgresBin();
  if (!bin) {
    console.error('PostgreSQL is not installed (Debian: apt-get install postgresql).');
    return NO_POSTGRES_EXIT;
  }

  const asRoot = process.getuid?.() === 0;
  const dir = mkdtempSync(path.join(os.tmpdir(), 'broker-pg-'));
  const dataDir = path.join(dir, 'data');
  if (asRoot) chownSync(dir, idOf('postgres', '-u'), idOf('postgres', '-g'));
  const asOwner = (program: string, args: string[], options: SpawnSyncOptions = {}) =>
    asRoot
      ? spawnSync('runuser', ['-u', 'postgres', '--', path.join(bin, program), ...args], options)
      : spawnSync(path.join(bin, program), args, options);

  const port = await freePort();
  const stop = () => {
    asOwner('pg_ctl', ['stop', '-D', dataDir, '-m', 'fast', '-s']);
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    const init = asOwner('initdb', ['-D', dataDir, '-U', 'broker', '-A', 'trust', '-E', 'UTF8', '--no-sync'], {
      encoding: 'utf8',
    });
    if (init.status !== 0) throw new Error(`initdb failed: ${init.stderr}`);
    const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`;
    const start = asOwner('pg_ctl', ['start', '-D', dataDir, '-w', '-s', '-l', path.join(dir, 'log'), '-o', options], {
      encoding: 'utf8',
    });
    if (start.status !== 0) throw new Error(`pg_ctl start failed: ${start.stderr}`);
    const url = `postgres://broker@127.0.0.1:${port}/postgres`;
    const version = spawnSync(path.join(bin, 'postgres'), ['--version'], { encoding: 'utf8' }).stdout.trim();
    console.log(`${version} on ${url}`);
    const child = spawn(command[0]!, command.slice(1), {
      stdio: 'inherit',
      env: { ...process.env, TEST_DATABASE_URL: url },
    });
    const code = await new Promise<number>((resolve) => child.on('exit', (status) => resolve(status ?? 1)));
    return code;
  } finally {
    stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  process.exitCode = await main();
}
