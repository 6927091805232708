/** The Prioritized Task Scheduling API's `scheduler.yield()` (Chromium 129+), where there is one. */
interface YieldingScheduler {
  yield(): Promise<void>;
}

/**
 * Ends the current task and resumes in a new one, so that the browser can paint and answer input
 * in between: a long start-up split in two is two short tasks, not one that a tap waits behind
 * (issue #17, Lighthouse's total blocking time). `scheduler.yield()` resumes ahead of other queued
 * tasks; elsewhere a zero-delay timer.
 */
export function yieldToMain(): Promise<void> {
  return schedulerYield()?.() ?? new Promise((resolve) => setTimeout(resolve, 0));
}

/** `scheduler.yield`, bound, where the browser has one (not in jsdom): a yield that costs no timer. */
export function schedulerYield(): (() => Promise<void>) | undefined {
  const scheduler = (globalThis as { scheduler?: Partial<YieldingScheduler> }).scheduler;
  return typeof scheduler?.yield === 'function' ? () => scheduler.yield!() : undefined;
}
