/** The Lighthouse bench's arithmetic and table (pure): the median run, issue #17's budgets and goals. */
import { mark } from '../harness.ts';
import type { Figures } from './audit.ts';

/** One limit of issue #17's table: a figure, how it is compared, the bound. */
interface Limit {
  label: string;
  holds: (figures: Figures) => boolean;
}

export const BUDGET: readonly Limit[] = [
  { label: 'score ≥ 90', holds: (f) => f.score >= 90 },
  { label: 'LCP ≤ 2.5 s', holds: (f) => f.lcpMs <= 2500 },
];
export const GOAL: readonly Limit[] = [
  { label: 'score ≥ 95', holds: (f) => f.score >= 95 },
  { label: 'LCP ≤ 1.5 s', holds: (f) => f.lcpMs <= 1500 },
  { label: 'TBT ≤ 150 ms', holds: (f) => f.tbtMs <= 150 },
  { label: 'CLS ≤ 0.02', holds: (f) => f.cls <= 0.02 },
];

/**
 * The run of median score (of an even count, the lower of the middle two), whole: its LCP and
 * TBT belong to its score, which a median taken figure by figure would not keep.
 */
export function medianRun<T extends { figures: Figures }>(runs: readonly T[]): T {
  if (runs.length === 0) throw new Error('no runs');
  const sorted = [...runs].sort((a, b) => a.figures.score - b.figures.score);
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
}

/** `met`, or `MISSED` with the limits that were missed. */
export function verdict(figures: Figures, limits: readonly Limit[]): string {
  const missed = limits.filter((limit) => !limit.holds(figures)).map((limit) => limit.label);
  return missed.length === 0 ? mark(true) : `${mark(false)} (${missed.join(', ')})`;
}

const seconds = (ms: number) => (ms / 1000).toFixed(2);

/** The Markdown table: each route's median run with its ratio to the floor's LCP and its verdicts, then the floor. */
export function lighthouseTable(routes: readonly { name: string; figures: Figures }[], floor: Figures): string[] {
  const row = (name: string, f: Figures, rest: string[]) =>
    `| ${[name, String(f.score), seconds(f.fcpMs), seconds(f.lcpMs), f.tbtMs.toFixed(0), f.cls.toFixed(3), f.scriptKiB.toFixed(1), ...rest].join(' | ')} |`;
  return [
    `| route | score | FCP s | LCP s | TBT ms | CLS | JS KiB | LCP × floor | budget: ${BUDGET.map((l) => l.label).join(', ')} | goal: ${GOAL.map((l) => l.label).join(', ')} |`,
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- | --- |',
    ...routes.map(({ name, figures }) =>
      row(name, figures, [
        `${(figures.lcpMs / floor.lcpMs).toFixed(2)}×`,
        verdict(figures, BUDGET),
        verdict(figures, GOAL),
      ]),
    ),
    row('floor: bare React page', floor, ['1.00×', '–', '–']),
  ];
}
