/**
 * The operator API as a command: `npm run admin -- <path> '<json>'`, e.g.
 * `npm run admin -- review/decide '{"entity":"realName","id":"…","decision":"approve"}'`.
 *
 * Only one process may open the embedded database, so the command does not open it: it calls
 * the running server's `/api/admin/<path>` (same validation, same audit log). ADMIN_URL (default
 * http://127.0.0.1:${PORT:-8080}) and ADMIN_KEY set where and as whom. A `requestId` is added
 * when the body has none (rid calls need one; others ignore it). Prints the JSON envelope and
 * exits 0 only for status 1.
 *
 * Deliberately free of workspace imports, so that it starts fast and runs anywhere Node runs.
 */
import { randomUUID } from 'node:crypto';

const USAGE = "usage: admin <path> '<json>'   (env ADMIN_URL, ADMIN_KEY)";

export async function runAdminCommand(
  argv: readonly string[],
  env: NodeJS.ProcessEnv,
  out: (line: string) => void,
): Promise<number> {
  const [path, json = '{}'] = argv;
  if (!path || !/^[A-Za-z]+\/[A-Za-z]+$/.test(path)) {
    out(USAGE);
    return 2;
  }
  let body: unknown;
  try {
    body = JSON.parse(json);
  } catch {
    out(`not JSON: ${json}\n${USAGE}`);
    return 2;
  }
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    out(`the body must be a JSON object\n${USAGE}`);
    return 2;
  }
  const key = env.ADMIN_KEY;
  if (!key) {
    out('ADMIN_KEY is not set (the key the server printed on first start, or the one it was given)');
    return 2;
  }
  const base = (env.ADMIN_URL || `http://127.0.0.1:${env.PORT || 8080}`).replace(/\/+$/, '');
  const withId = 'requestId' in body ? body : { ...body, requestId: randomUUID() };
  try {
    const response = await fetch(`${base}/api/admin/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'admin-key': key },
      body: JSON.stringify(withId),
      signal: AbortSignal.timeout(10_000),
    });
    const text = await response.text();
    let envelope: { status?: unknown } | undefined;
    try {
      envelope = JSON.parse(text) as { status?: unknown };
      out(JSON.stringify(envelope, null, 2));
    } catch {
      out(`HTTP ${response.status}: ${text.slice(0, 500)}`);
    }
    return response.ok && envelope?.status === 1 ? 0 : 1;
  } catch (error) {
    out(`cannot reach the server at ${base}: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  }
}

if (import.meta.main) {
  runAdminCommand(process.argv.slice(2), process.env, (line) => console.log(line)).then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
