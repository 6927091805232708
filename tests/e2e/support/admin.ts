import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { E2E_ADMIN_KEY, E2E_BASE_URL } from './env.ts';

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, '../../..');

/** The operator command exactly as an operator types it: `npm run admin -- <path> '<json>'`. */
export async function admin(apiPath: string, body: object): Promise<any> {
  const { stdout } = await run('npm', ['run', '--silent', 'admin', '--', apiPath, JSON.stringify(body)], {
    cwd: root,
    env: { ...process.env, ADMIN_URL: E2E_BASE_URL, ADMIN_KEY: E2E_ADMIN_KEY },
  });
  return JSON.parse(stdout);
}
