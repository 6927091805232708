/** Throwaway: a CPU profile of a route's cold load at 4× CPU slowdown, self time by function and by file. */
import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright';
import { storageKeys } from '@broker/domain';
import { exited, freePort, ok, processApi, startServerProcess } from '@broker/server/testing';

const route = process.argv[2] ?? '/home/index';
const repo = process.cwd();
const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'prof-'));
const adminKey = randomBytes(24).toString('base64url');
const port = await freePort();
const server = await startServerProcess({ port, env: { DATA_DIR: dataDir, ADMIN_KEY: adminKey, INVITE_CODE: 'BENCH001', STATIC_DIR: path.join(repo, 'packages/app/dist') } });
const account = `prof_${randomUUID().slice(0, 8)}`;
const password = 'tulpen aan de Amstel';
const { data } = ok(await processApi(port, adminKey).post('user/register', { account, password, confirmPassword: password, inviteCode: 'BENCH001' }));
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true });
const origin = `http://127.0.0.1:${port}`;
await context.addInitScript(([entries]) => { for (const [k, v] of Object.entries(entries as Record<string,string>)) localStorage.setItem(k, v); },
  [{ [storageKeys.token]: data.token, [storageKeys.account]: data.account, [storageKeys.id]: String(data.uid) }]);
const page = await context.newPage();
await page.goto(`${origin}/#${route}`); await page.waitForTimeout(3000); // warm the server
const cdp = await context.newCDPSession(page);
await cdp.send('Network.enable'); await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
await cdp.send('Profiler.enable'); await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
await page.goto('about:blank');
await cdp.send('Profiler.start');
await page.goto(`${origin}/#${route}`);
await page.waitForTimeout(Number(process.argv[3] ?? 6000));
const { profile } = await cdp.send('Profiler.stop');
await fs.writeFile('/tmp/home.cpuprofile', JSON.stringify(profile));
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const self = new Map<number, number>();
const dt = profile.timeDeltas!;
for (let i = 0; i < profile.samples!.length; i++) self.set(profile.samples![i]!, (self.get(profile.samples![i]!) ?? 0) + (dt[i] ?? 0));
const fn = new Map<string, number>(); const file = new Map<string, number>();
for (const [id, us] of self) { const n = byId.get(id)!; const cf = n.callFrame; const f = cf.url.replace(origin, '') || '(' + cf.functionName + ')';
  const k = `${cf.functionName || '(anon)'} ${f}:${cf.lineNumber}`; fn.set(k, (fn.get(k) ?? 0) + us); file.set(f, (file.get(f) ?? 0) + us); }
const top = (m: Map<string, number>, n: number) => [...m].sort((a, b) => b[1] - a[1]).slice(0, n).map(([k, v]) => `${(v / 1000).toFixed(1).padStart(8)} ms  ${k}`).join('\n');
console.log('by file\n' + top(file, 25)); console.log('\nby function\n' + top(fn, 40));
await browser.close(); server.kill(); await exited(server); await fs.rm(dataDir, { recursive: true, force: true });
