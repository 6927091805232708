import { describe, expect, it } from 'vitest';
import { createLoanInfo, createLoanRecord } from '../../testing/factories.ts';
import {
  isRunning,
  loanState,
  openLoan,
  owedAfter,
  phaseTone,
  previewAmount,
  sheetFileName,
  sheetText,
} from './loanView.ts';

const DAY = 86_400_000;
const NOW = Date.parse('2026-11-24T12:00:00Z');
const at = (ms: number) => new Date(ms).toISOString().replace(/\.\d+Z$/, 'Z');
const approved = createLoanRecord({
  status: 'approved',
  decidedAt: at(NOW - 10 * DAY),
  dueAt: at(NOW + 20 * DAY),
  outstanding: '1002.75',
});

describe('loan view rules', () => {
  it('know the loan that blocks a new one: under review or owing, not rejected or settled', () => {
    expect(openLoan({ latest: null })).toBeNull();
    const pending = createLoanRecord();
    expect(openLoan({ latest: pending })).toBe(pending);
    expect(openLoan({ latest: approved })).toBe(approved);
    expect(openLoan({ latest: createLoanRecord({ status: 'rejected' }) })).toBeNull();
    // Settled: the server sets settledAt exactly when nothing is owed any more.
    expect(openLoan({ latest: { ...approved, settledAt: at(NOW), outstanding: '0.00' } })).toBeNull();
    expect(isRunning(approved)).toBe(true);
    expect(isRunning(pending)).toBe(false);
    // Running is the domain's rule (what it owes), as the server's `loan.unsettled`.
    expect(isRunning({ ...approved, outstanding: '0.00' })).toBe(false);
  });

  it('say where a loan stands, the server’s overdue winning over the device’s clock', () => {
    expect(loanState(createLoanRecord(), NOW, 3)).toBe('pending');
    expect(loanState(createLoanRecord({ status: 'rejected' }), NOW, 3)).toBe('rejected');
    expect(loanState(approved, NOW, 3)).toBe('running');
    expect(loanState({ ...approved, dueAt: at(NOW + 2 * DAY) }, NOW, 3)).toBe('dueSoon');
    expect(loanState({ ...approved, settledAt: at(NOW) }, NOW, 3)).toBe('settled');
    // Past the due date by this clock, not yet by the server's: due soon, not overdue.
    expect(loanState({ ...approved, dueAt: at(NOW - 1000) }, NOW, 3)).toBe('dueSoon');
    // Overdue by the server's word even a moment before this clock gets there.
    expect(loanState({ ...approved, dueAt: at(NOW + 1000), overdue: true }, NOW, 3)).toBe('overdue');
    expect(phaseTone('overdue')).toBe('negative');
    expect(phaseTone('running')).toBe('info');
    expect(phaseTone('settled')).toBe('neutral');
  });

  it('draw the sheet for an amount the server takes: at least the minimum, within what is left', () => {
    const info = createLoanInfo({ available: '2500.00' });
    expect(previewAmount('', info)).toBeNull();
    expect(previewAmount('abc', info)).toBeNull();
    expect(previewAmount('99.99', info)).toBeNull();
    expect(previewAmount('100', info)).toBe('100');
    expect(previewAmount('2500.00', info)).toBe('2500.00');
    expect(previewAmount('2500.01', info)).toBeNull();
    expect(previewAmount('1000', createLoanInfo({ creditScore: 40 }))).toBeNull();
  });

  it('say what a repayment leaves owed, in the domain’s decimals', () => {
    expect(owedAfter('1002.75', '500')).toBe('502.75');
    expect(owedAfter('1002.75', '1002.75')).toBe('0.00');
    expect(owedAfter('0.30', '0.10')).toBe('0.20');
    expect(owedAfter('1002.75', '1002.76')).toBeNull();
    expect(owedAfter('1002.75', '0')).toBeNull();
    expect(owedAfter('1002.75', '')).toBeNull();
  });

  it('write the kept sheet as plain lines, the screen’s no-break spaces as spaces', () => {
    expect(
      sheetText({
        title: 'Overzicht van je lening',
        warning: 'Let op! Geld lenen kost geld',
        rows: [
          { label: 'Bedrag', value: '1.000,00\u00a0€' },
          { label: 'Totaal terug te betalen', value: '1.008,25\u00a0€' },
        ],
        notes: ['Een noot.'],
        footer: 'Gemaakt op 24/11/2026 13:00:00 uur',
      }),
    ).toBe(
      [
        'Overzicht van je lening',
        'Let op! Geld lenen kost geld',
        '',
        'Bedrag: 1.000,00 €',
        'Totaal terug te betalen: 1.008,25 €',
        '',
        'Een noot.',
        '',
        'Gemaakt op 24/11/2026 13:00:00 uur',
        '',
      ].join('\n'),
    );
    expect(sheetFileName('lening-overzicht', '1000.00', 'EUR')).toBe('lening-overzicht-1000.00-EUR.txt');
  });
});
