/**
 * Debian's Chromium for Lighthouse: one headless process with its DevTools port open (Lighthouse
 * connects to it and opens its own tab per run) and a profile of its own, whose local storage the
 * bench sets before each run — that is where the app keeps its session (sessionStore).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright';

export interface DebuggableChromium {
  /** The DevTools port, Lighthouse's `port` flag. */
  port: number;
  version: string;
  close(): Promise<void>;
}

/** The flags of harness.ts's `launchChromium`, plus what keeps a headless run quiet and steady. */
const FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-extensions',
  '--disable-default-apps',
  '--disable-background-timer-throttling',
  '--disable-backgrounding-occluded-windows',
  '--disable-renderer-backgrounding',
  '--mute-audio',
  '--no-first-run',
  '--no-default-browser-check',
];

export async function launchDebuggableChromium(): Promise<DebuggableChromium> {
  const profile = await fs.mkdtemp(path.join(os.tmpdir(), 'broker-lighthouse-'));
  const proc = spawn('/usr/bin/chromium', [...FLAGS, `--user-data-dir=${profile}`, '--remote-debugging-port=0'], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const port = await devToolsPort(proc);
  const info = (await (await fetch(`http://127.0.0.1:${port}/json/version`)).json()) as { Browser: string };
  return {
    port,
    version: info.Browser,
    close: async () => {
      if (proc.exitCode === null && proc.signalCode === null) {
        const exited = new Promise((resolve) => proc.once('exit', resolve));
        proc.kill();
        await exited;
      }
      await fs.rm(profile, { recursive: true, force: true });
    },
  };
}

/** Chromium prints `DevTools listening on ws://127.0.0.1:<port>/…` once the port is open. */
function devToolsPort(proc: ChildProcess): Promise<number> {
  return new Promise((resolve, reject) => {
    let text = '';
    const timer = setTimeout(() => reject(new Error(`Chromium opened no DevTools port: ${text}`)), 30_000);
    proc.stderr!.on('data', (chunk: Buffer) => {
      text += chunk.toString();
      const found = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(text);
      if (found) {
        clearTimeout(timer);
        resolve(Number(found[1]));
      }
    });
    proc.once('exit', (code) => reject(new Error(`Chromium exited with ${code}: ${text}`)));
  });
}

/**
 * Makes `origin`'s local storage hold exactly `entries` in the browser's default profile (the
 * one Lighthouse's tab uses; Lighthouse resets caches and service workers, not local storage).
 * The page is answered by Playwright, not the server, and Playwright disconnects before
 * Lighthouse runs so that it attaches to nothing Lighthouse measures.
 */
export async function setLocalStorage(port: number, origin: string, entries: Record<string, string>): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const page = await browser.contexts()[0]!.newPage();
    await page.route(`${origin}/**`, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>storage</title>' }),
    );
    await page.goto(`${origin}/lighthouse-storage`);
    await page.evaluate((items) => {
      localStorage.clear();
      for (const [key, value] of Object.entries(items)) localStorage.setItem(key, value);
    }, entries);
    await page.close();
  } finally {
    await browser.close(); // over CDP: disconnects, the browser goes on
  }
}

/**
 * Opens `url` once in the default profile and leaves it after `ms`: the server's first answers
 * of a kind (an instrument's history computed on first ask, code not yet optimised) are then not
 * in the first round's figures. Local storage must be set first (setLocalStorage).
 */
export async function visitOnce(port: number, url: string, ms: number): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const page = await browser.contexts()[0]!.newPage();
    await page.goto(url);
    await page.waitForTimeout(ms);
    await page.close();
  } finally {
    await browser.close();
  }
}
