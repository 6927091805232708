import {
  isDecimalString,
  isLoanUnsettled,
  isPositive,
  loanPhase,
  lte,
  roundMoney,
  sub,
  validateLoanAmount,
  type LoanPhase,
  type Tone,
} from '@broker/domain';
import type { LoanInfo, LoanRecord } from '@broker/contract';

/** View rules of the loan screens (docs/slices.md §2): no money math of their own, no validation of their own. */

/** The user's loans per page (`loan/records`). */
export const RECORDS_PAGE_SIZE = 20;

/** How long the amount must rest before its sheet is asked for (`loan/preview`). */
export const PREVIEW_DEBOUNCE_MS = 400;

/**
 * A loan approved and still owing: it runs (its interest is booked day by day) until settled. The
 * domain's rule, as the server applies it (`loan.unsettled`): what it owes, not a date.
 */
export const isRunning = (record: LoanRecord): boolean => isLoanUnsettled(record.status, record.outstanding);

/**
 * The loan that blocks a new one (as the server: one at a time): the latest, while it waits for
 * review or still owes. Null when a loan may be asked for (none yet, rejected or settled).
 */
export function openLoan(info: Pick<LoanInfo, 'latest'>): LoanRecord | null {
  const { latest } = info;
  if (latest === null) return null;
  return latest.status === 'pending' || isRunning(latest) ? latest : null;
}

/**
 * Where a loan stands on screen: the domain's phase at the server's `now`, except that the
 * server's `overdue` wins (a device a minute off says neither "overdue" early nor late).
 */
export function loanState(
  record: Pick<LoanRecord, 'status' | 'dueAt' | 'settledAt' | 'overdue'>,
  nowMs: number,
  dueSoonDays: number,
): LoanPhase {
  const phase = loanPhase(
    {
      status: record.status,
      dueAtMs: record.dueAt === null ? null : Date.parse(record.dueAt),
      settledAtMs: record.settledAt === null ? null : Date.parse(record.settledAt),
    },
    nowMs,
    dueSoonDays,
  );
  if (phase === 'settled' || phase === 'pending' || phase === 'rejected') return phase;
  if (record.overdue) return 'overdue';
  return phase === 'overdue' ? 'dueSoon' : phase;
}

const phaseTones: Record<LoanPhase, Tone> = {
  pending: 'pending',
  rejected: 'negative',
  running: 'info',
  dueSoon: 'pending',
  overdue: 'negative',
  settled: 'neutral',
};

/** A phase's badge colour. */
export const phaseTone = (phase: LoanPhase): Tone => phaseTones[phase];

/**
 * The amount whose sheet may be drawn as it is typed: one the server's `loan/preview` takes (the
 * domain's `validateLoanAmount`: at least the minimum, within what is left of the quota), or null
 * — then the sheet says what to type instead of asking.
 */
export function previewAmount(
  typed: string,
  info: Pick<LoanInfo, 'currency' | 'minAmount' | 'creditScore' | 'minCreditScore' | 'available'>,
): string | null {
  if (!isDecimalString(typed)) return null;
  const issues = validateLoanAmount(
    { amount: typed },
    {
      currency: info.currency,
      minAmount: info.minAmount,
      creditScore: info.creditScore,
      minCreditScore: info.minCreditScore,
      available: info.available,
    },
  );
  return issues.length === 0 ? typed : null;
}

/**
 * What the loan would still owe after repaying `amount` (the domain's decimals), or null while the
 * amount is no repayment of it (none typed, or more than it owes).
 */
export function owedAfter(outstanding: string, amount: string): string | null {
  if (!isDecimalString(amount) || !isPositive(amount) || !lte(amount, outstanding)) return null;
  return roundMoney(sub(outstanding, amount), 'EUR');
}

/** One figure of the sheet, as shown and as written in the kept copy. */
export interface SheetRow {
  label: string;
  value: string;
}

/**
 * The sheet as a text the user keeps (docs/decisions.md "The loan screens"): its title and the
 * credit warning, each figure on a line of its own as "label: value", the notes, and when it was
 * drawn. The same rows as on screen, in the same order.
 */
export function sheetText(sheet: {
  title: string;
  warning: string;
  rows: readonly SheetRow[];
  notes: readonly string[];
  footer: string;
}): string {
  const lines = [
    sheet.title,
    sheet.warning,
    '',
    ...sheet.rows.map((row) => `${row.label}: ${row.value}`),
    '',
    ...sheet.notes,
    '',
    sheet.footer,
  ];
  // The screen's no-break spaces (amounts, percentages) as plain spaces: any reader opens it.
  return `${lines.join('\n').replaceAll('\u00a0', ' ')}\n`;
}

/** The kept sheet's file name: `<prefix>-<amount>-<currency>.txt` ('lening-overzicht-1000.00-EUR.txt'). */
export const sheetFileName = (prefix: string, amount: string, currency: string): string =>
  `${prefix}-${amount}-${currency}.txt`;
