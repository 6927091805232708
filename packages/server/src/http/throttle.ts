import type { Clock } from '../lib/clock.ts';

/**
 * The "too frequent" rule (api.md §1.5): the same write path for the same principal within
 * 2 s → `request.tooFrequent`. A claim is taken before the handler runs (check-and-set is
 * synchronous, so concurrent requests cannot both pass) and given back when the write fails,
 * so that fixing a typo and resubmitting at once is not refused. In memory: the window is 2 s,
 * and one process serves the database.
 */
export class WriteThrottle {
  readonly #last = new Map<string, number>();
  readonly #clock: Clock;
  readonly #windowMs: number;

  constructor(clock: Clock, windowMs: number) {
    this.#clock = clock;
    this.#windowMs = windowMs;
  }

  /** Returns a release function, or null when the key was used less than the window ago. */
  claim(key: string): (() => void) | null {
    const now = this.#clock.now().getTime();
    const previous = this.#last.get(key);
    if (previous !== undefined && now - previous < this.#windowMs && now >= previous) return null;
    this.#last.set(key, now);
    if (this.#last.size > 10_000) this.#sweep(now);
    return () => {
      if (this.#last.get(key) !== now) return;
      if (previous === undefined) this.#last.delete(key);
      else this.#last.set(key, previous);
    };
  }

  #sweep(now: number): void {
    for (const [key, at] of this.#last) if (now - at >= this.#windowMs) this.#last.delete(key);
  }
}

/** Failed logins per account: at most `max` in `windowMs`, then `request.tooFrequent` (api.md §1.5). */
export class LoginFailures {
  readonly #failures = new Map<string, number[]>();
  readonly #clock: Clock;
  readonly #max: number;
  readonly #windowMs: number;

  constructor(clock: Clock, max: number, windowMs: number) {
    this.#clock = clock;
    this.#max = max;
    this.#windowMs = windowMs;
  }

  #recent(account: string): number[] {
    const now = this.#clock.now().getTime();
    const recent = (this.#failures.get(account) ?? []).filter((at) => now - at < this.#windowMs && at <= now);
    if (recent.length === 0) this.#failures.delete(account);
    else this.#failures.set(account, recent);
    return recent;
  }

  blocked(account: string): boolean {
    return this.#recent(account).length >= this.#max;
  }

  record(account: string): void {
    this.#failures.set(account, [...this.#recent(account), this.#clock.now().getTime()]);
  }

  clear(account: string): void {
    this.#failures.delete(account);
  }
}
