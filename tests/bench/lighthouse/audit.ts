/**
 * One Lighthouse run: mobile, performance only, the default preset (simulated throttling: 150 ms
 * RTT, 1.6 Mbps down, 4× CPU; a phone's screen), in a new tab of the Chromium on `port`.
 */
import lighthouse, { type Result } from 'lighthouse';

/** What the table shows of a run. Times in ms, sizes in KiB, score 0–100. */
export interface Figures {
  score: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** JavaScript transferred (compressed, as sent) before the page settled. */
  scriptKiB: number;
}

/** An audit that says what to change: not passed, with what it would save when Lighthouse says. */
export interface Finding {
  id: string;
  title: string;
  displayValue?: string;
  savings?: Record<string, number>;
}

export async function runLighthouse(url: string, port: number): Promise<Result> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  return lhr;
}

const numeric = (lhr: Result, id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;

export function figuresOf(lhr: Result): Figures {
  const summary = lhr.audits['resource-summary']?.details;
  const items = summary?.type === 'table' ? summary.items : [];
  const script = items.find((item) => item.resourceType === 'script');
  return {
    score: Math.round((lhr.categories.performance?.score ?? Number.NaN) * 100),
    fcpMs: numeric(lhr, 'first-contentful-paint'),
    lcpMs: numeric(lhr, 'largest-contentful-paint'),
    tbtMs: numeric(lhr, 'total-blocking-time'),
    cls: numeric(lhr, 'cumulative-layout-shift'),
    scriptKiB: typeof script?.transferSize === 'number' ? script.transferSize / 1024 : 0,
  };
}

/** The performance category's insights and diagnostics that did not pass, as Lighthouse lists them. */
export function findingsOf(lhr: Result): Finding[] {
  const refs = lhr.categories.performance?.auditRefs ?? [];
  return refs
    .filter((ref) => ref.group === 'insights' || ref.group === 'diagnostics')
    .map((ref) => lhr.audits[ref.id]!)
    .filter((audit) => audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode !== 'informative')
    .map((audit) => ({
      id: audit.id,
      title: audit.title,
      ...(audit.displayValue ? { displayValue: audit.displayValue } : {}),
      ...(audit.metricSavings ? { savings: audit.metricSavings as Record<string, number> } : {}),
    }));
}
