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
await cdp.send('Emulation.setCPUThrottlingRate', { rate: Number(process.env.RATE ?? 4) });
await cdp.send('Profiler.enable'); await cdp.send('Profiler.setSamplingInterval', { interval: 50 });
await page.goto('about:blank');
await cdp.send('Profiler.start');
await page.goto(`${origin}/#${route}`);
await page.waitForTimeout(Number(process.argv[3] ?? 6000));
const { profile } = await cdp.send('Profiler.stop');
await fs.writeFile('/tmp/home.cpuprofile', JSON.stringify(profile));
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const dt = profile.timeDeltas!;
{
  const startFile = (await fs.readdir(path.join(repo, 'packages/app/dist/assets'))).find((f) => /^start-.*\.js$/.test(f))!;
  const lines = (await fs.readFile(path.join(repo, 'packages/app/dist/assets', startFile), 'utf8')).split('\n');
  const moduleAt: string[] = []; let current = '(prelude)';
  lines.forEach((line, i) => { const m = /^\/\/ (\S+)$/.exec(line); if (m) current = m[1]!; moduleAt[i] = current; });
  const parent = new Map<number, number>(); for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const incl = new Map<string, number>(); let evalTotal = 0;
  for (let i = 0; i < profile.samples!.length; i++) {
    const chain: any[] = []; for (let id: number | undefined = profile.samples![i]; id !== undefined; id = parent.get(id)) chain.push(byId.get(id)!);
    const underEval = chain.some((n) => n.callFrame.url.endsWith(startFile) && n.callFrame.lineNumber === 0 && n.callFrame.functionName === '');
    if (!underEval) continue; evalTotal += dt[i] ?? 0;
    const mods = new Set(chain.filter((n) => n.callFrame.url.endsWith(startFile)).map((n) => moduleAt[n.callFrame.lineNumber] ?? '?'));
    for (const m of mods) incl.set(m, (incl.get(m) ?? 0) + (dt[i] ?? 0));
  }
  console.log(`module evaluation of ${startFile}: ${(evalTotal / 1000).toFixed(1)} ms; inclusive by source module:`);
  console.log([...incl].sort((a, b) => b[1] - a[1]).slice(0, 30).map(([k, v]) => `${(v / 1000).toFixed(1).padStart(8)} ms  ${k}`).join('\n'));
}
const self = new Map<number, number>();
for (let i = 0; i < profile.samples!.length; i++) self.set(profile.samples![i]!, (self.get(profile.samples![i]!) ?? 0) + (dt[i] ?? 0));
const fn = new Map<string, number>(); const file = new Map<string, number>();
for (const [id, us] of self) { const n = byId.get(id)!; const cf = n.callFrame; const f = cf.url.replace(origin, '') || '(' + cf.functionName + ')';
  const k = `${cf.functionName || '(anon)'} ${f}:${cf.lineNumber}`; fn.set(k, (fn.get(k) ?? 0) + us); file.set(f, (file.get(f) ?? 0) + us); }
const top = (m: Map<string, number>, n: number) => [...m].sort((a, b) => b[1] - a[1]).slice(0, n).map(([k, v]) => `${(v / 1000).toFixed(1).padStart(8)} ms  ${k}`).join('\n');
console.log('by file\n' + top(file, 25)); console.log('\nby function\n' + top(fn, 40));

// Busy stretches: runs of non-idle samples (gaps < 1 ms), with their top self-time functions.
{
  const samples = profile.samples!; let t = 0; let start = -1; let acc = new Map<string, number>(); let last = 0;
  const flush = (end: number) => { if (start >= 0 && end - start > 50_000) { console.log(`\nstretch at ${(start/1000).toFixed(0)} ms, ${((end-start)/1000).toFixed(0)} ms:`); console.log(top(acc, 8)); } };
  for (let i = 0; i < samples.length; i++) {
    t += dt[i] ?? 0; const n = byId.get(samples[i]!)!; const name = n.callFrame.functionName;
    if (name === '(idle)') { flush(last); start = -1; acc = new Map(); continue; }
    if (start < 0) start = t; last = t;
    const f = n.callFrame.url.replace(origin, '') || '(' + name + ')';
    const k = `${name || '(anon)'} ${f}:${n.callFrame.lineNumber}`; acc.set(k, (acc.get(k) ?? 0) + (dt[i] ?? 0));
  }
  flush(last);
}
await browser.close(); server.kill(); await exited(server); await fs.rm(dataDir, { recursive: true, force: true });
