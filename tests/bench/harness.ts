/** What the benchmarks share (performance.md §3): statistics, the preview server, Chromium, pages. */
import { spawn, type ChildProcess } from 'node:child_process';
import { chromium, type Browser, type Page, type BrowserContext } from 'playwright';

export function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const rank = (sorted.length - 1) * p;
  const low = Math.floor(rank);
  const high = Math.ceil(rank);
  return sorted[low]! + (sorted[high]! - sorted[low]!) * (rank - low);
}
export const median = (values: readonly number[]) => percentile(values, 0.5);

export const fmt = (ms: number) => (Number.isNaN(ms) ? '–' : ms >= 100 ? ms.toFixed(0) : ms.toFixed(1));
export const mark = (ok: boolean) => (ok ? 'met' : 'MISSED');

export function run(cwd: string, command: string, argv: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, argv, { cwd, stdio: 'inherit' });
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${argv.join(' ')} exited with ${code}`))));
    child.on('error', reject);
  });
}

/** `vite preview` of the built pages; resolves once `readyPath` answers. */
export async function startPreview(
  cwd: string,
  viteBin: string,
  config: string,
  port: number,
  readyPath: string,
): Promise<ChildProcess> {
  const child = spawn(
    process.execPath,
    [viteBin, 'preview', '--config', config, '--host', '127.0.0.1', '--port', String(port), '--strictPort'],
    { cwd, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`vite preview exited with ${child.exitCode}`);
    try {
      const response = await fetch(`http://127.0.0.1:${port}${readyPath}`);
      if (response.ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill();
  throw new Error('vite preview did not start');
}

/** Debian's Chromium, headless, with the flags of performance.md §3. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}

/** A fresh phone-sized page (390×844, DPR 2), CPU-throttled through CDP when `cpu` ≠ 1. */
export async function phonePage(browser: Browser, cpu: number): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2 });
  const page = await context.newPage();
  if (cpu !== 1) {
    const session = await context.newCDPSession(page);
    await session.send('Emulation.setCPUThrottlingRate', { rate: cpu });
  }
  return { context, page };
}
