import { describe, expect, it } from 'vitest';
import type { Figures } from './audit.ts';
import { BUDGET, GOAL, lighthouseTable, medianRun, verdict } from './table.ts';

const figures = (over: Partial<Figures> = {}): Figures => ({
  score: 96,
  fcpMs: 1000,
  lcpMs: 1400,
  tbtMs: 100,
  cls: 0.01,
  scriptKiB: 120,
  ...over,
});

describe('medianRun', () => {
  it('keeps the whole run of median score, not a median of each figure', () => {
    const runs = [
      { figures: figures({ score: 90, lcpMs: 2000 }) },
      { figures: figures({ score: 70, lcpMs: 3000 }) },
      { figures: figures({ score: 80, lcpMs: 1000 }) },
    ];
    expect(medianRun(runs)).toBe(runs[2]);
  });

  it('takes the lower of the middle two of an even count, and refuses none', () => {
    const runs = [{ figures: figures({ score: 99 }) }, { figures: figures({ score: 60 }) }];
    expect(medianRun(runs)).toBe(runs[1]);
    expect(() => medianRun([])).toThrow();
  });
});

describe('verdict', () => {
  it('is met when every limit holds, at the bounds too', () => {
    expect(verdict(figures({ score: 95, lcpMs: 1500, tbtMs: 150, cls: 0.02 }), GOAL)).toBe('met');
  });

  it('names each limit that was missed', () => {
    expect(verdict(figures({ score: 85, lcpMs: 3400 }), BUDGET)).toBe('MISSED (score ≥ 90, LCP ≤ 2.5 s)');
    expect(verdict(figures({ tbtMs: 151, cls: 0.021 }), GOAL)).toBe('MISSED (TBT ≤ 150 ms, CLS ≤ 0.02)');
  });
});

describe('lighthouseTable', () => {
  it("puts each route's ratio of LCP to the floor's beside its verdicts, and the floor last", () => {
    const lines = lighthouseTable(
      [{ name: 'login', figures: figures({ score: 84, lcpMs: 3360 }) }],
      figures({ score: 100, lcpMs: 1200 }),
    );
    expect(lines).toHaveLength(4);
    expect(lines[2]).toBe(
      '| login | 84 | 1.00 | 3.36 | 100 | 0.010 | 120.0 | 2.80× | MISSED (score ≥ 90, LCP ≤ 2.5 s) | MISSED (score ≥ 95, LCP ≤ 1.5 s) |',
    );
    expect(lines[3]).toBe('| floor: bare React page | 100 | 1.00 | 1.20 | 100 | 0.010 | 120.0 | 1.00× | – | – |');
  });
});
