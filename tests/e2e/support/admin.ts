import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { E2E_ADMIN_KEY, E2E_BASE_URL } from './env.ts';

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, '../../..');

/**
 * The operator command exactly as an operator types it: `npm run admin -- <path> '<json>'`, against
 * the e2e server (or the server at `baseUrl`, for a journey that runs its own).
 */
export async function admin(apiPath: string, body: object, baseUrl = E2E_BASE_URL): Promise<any> {
  const { stdout } = await run('npm', ['run', '--silent', 'admin', '--', apiPath, JSON.stringify(body)], {
    cwd: root,
    env: { ...process.env, ADMIN_URL: baseUrl, ADMIN_KEY: E2E_ADMIN_KEY },
  });
  return JSON.parse(stdout);
}
