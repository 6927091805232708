import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright';
import { storageKeys } from '@broker/domain';
import { exited, freePort, ok, processApi, startServerProcess } from '@broker/server/testing';
const route = process.argv[2] ?? '/home/index';
const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'prof-'));
const adminKey = randomBytes(24).toString('base64url');
const port = await freePort();
const server = await startServerProcess({ port, env: { DATA_DIR: dataDir, ADMIN_KEY: adminKey, INVITE_CODE: 'BENCH001', STATIC_DIR: path.join(process.cwd(), 'packages/app/dist') } });
const password = 'tulpen aan de Amstel';
const { data } = ok(await processApi(port, adminKey).post('user/register', { account: `p_${randomUUID().slice(0, 8)}`, password, confirmPassword: password, inviteCode: 'BENCH001' }));
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, deviceScaleFactor: 1.75 });
await context.addInitScript(([entries]) => { for (const [k, v] of Object.entries(entries as Record<string, string>)) localStorage.setItem(k, v); },
  [{ [storageKeys.token]: data.token, [storageKeys.account]: data.account, [storageKeys.id]: String(data.uid) }]);
const page = await context.newPage();
const origin = `http://127.0.0.1:${port}`;
await page.goto(`${origin}/#${route}`); await page.waitForTimeout(2500);
await page.goto('about:blank');
const cdp = await context.newCDPSession(page);
await cdp.send('Network.enable'); await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'v8', 'disabled-by-default-v8.compile', 'blink.user_timing', 'loading'] });
await page.goto(`${origin}/#${route}`); await page.waitForTimeout(4000);
const buf = await browser.stopTracing();
const events = JSON.parse(buf.toString()).traceEvents as any[];
const nav = events.find((e) => e.name === 'navigationStart' || e.name === 'NavigationStartToFirstContentfulPaint')?.ts ?? events[0].ts;
const tasks = events.filter((e) => e.name === 'RunTask' && e.ph === 'X' && e.dur > 8000);
const mainTid = (() => { const m = events.filter((e) => e.name === "thread_name" && e.args?.name === "CrRendererMain"); console.log(m.length, "main threads"); const counts = new Map(); for (const t of tasks) counts.set(t.tid, (counts.get(t.tid) ?? 0) + 1); console.log([...counts]); return m.at(-1)?.tid; })();
for (const t of tasks.filter((t) => t.tid === mainTid)) {
  const inside = events.filter((e) => e.tid === t.tid && e.ph === 'X' && e.ts >= t.ts && e.ts + (e.dur ?? 0) <= t.ts + t.dur && e !== t && e.dur > 1000);
  console.log(`task at ${((t.ts - nav) / 1000).toFixed(0)} ms: ${(t.dur / 1000).toFixed(1)} ms`);
  for (const e of inside.slice(0, 40)) console.log(`   ${((e.ts - t.ts) / 1000).toFixed(1).padStart(6)} +${(e.dur / 1000).toFixed(1).padStart(6)}  ${e.name} ${(e.args?.data?.url ?? e.args?.data?.functionName ?? e.args?.data?.stackTrace?.[0]?.url ?? '').toString().replace(origin, '')}`);
}
const compiles = events.filter((e) => /compile|parse|Stream/i.test(e.name) && e.ph === 'X' && e.dur > 1000);
const agg = new Map<string, number>();
for (const e of compiles) { const k = `${e.tid === mainTid ? 'MAIN' : 'bg ' + e.tid} ${e.name} ${(e.args?.data?.url ?? e.args?.fileName ?? '').toString().replace(origin, '')}`; agg.set(k, (agg.get(k) ?? 0) + e.dur); }
console.log([...agg].sort((a, b) => b[1] - a[1]).slice(0, 25).map(([k, v]) => `${(v / 1000).toFixed(1).padStart(7)} ms  ${k}`).join('\n'));
await browser.close(); server.kill(); await exited(server); await fs.rm(dataDir, { recursive: true, force: true });
