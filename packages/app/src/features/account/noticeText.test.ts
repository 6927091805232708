import { describe, expect, it } from 'vitest';
import { createNotice } from '../../testing/factories.ts';
import { paths, withQuery } from '../../routes/paths.ts';
import { testI18n } from '../../testing/testI18n.ts';
import { noticeText } from './noticeText.ts';

describe('noticeText', () => {
  it('takes a market notice as the server wrote it', () => {
    const notice = createNotice({ title: 'Handelstijden', summary: 'Ma–vr', content: '<p>x</p>' });
    expect(noticeText(notice, testI18n('nl').getFixedT('nl'))).toEqual({
      title: 'Handelstijden',
      summary: 'Ma–vr',
      body: null,
      html: '<p>x</p>',
      link: null,
    });
  });

  it('words a notice to the user from its kind and parameters, with its link', () => {
    const notice = createNotice({
      title: '',
      summary: null,
      content: null,
      kind: 'marginWarning',
      params: { currency: 'EUR', levelPct: '78.4' },
    });
    const text = noticeText(notice, testI18n('nl').getFixedT('nl'));
    expect(text.title).toBe('Margeniveau gedaald');
    expect(text.body).toContain('78,40 %');
    expect(text.body).toContain('EUR');
    expect(text.link).toEqual({ to: paths.trade.margin, label: 'Naar marge' });
  });

  it('leads an unlocked block to its position', () => {
    const notice = createNotice({
      title: '',
      summary: null,
      content: null,
      kind: 'blockUnlocked',
      params: { positionId: 'p-7', name: 'ASML Holding', lots: '3' },
    });
    const text = noticeText(notice, testI18n('nl').getFixedT('nl'));
    expect(text.title).toBe('Blok vrijgegeven');
    expect(text.body).toContain('3 lots');
    expect(text.link?.to).toBe(withQuery(paths.trade.positionDetail, { id: 'p-7' }));
  });

  it('words a loan’s notices: amounts with their currency, the due date, the rate, the reason code in words', () => {
    const t = testI18n('nl').getFixedT('nl');
    const notice = (kind: 'loanRejected' | 'loanOverdue' | 'loanApproved', params: Record<string, string>) =>
      noticeText(createNotice({ title: '', summary: null, content: null, kind, params }), t);
    const rejected = notice('loanRejected', {
      loanId: 'l-1',
      orderNo: 'L1',
      amount: '1000.00',
      currency: 'EUR',
      reason: 'affordability',
    });
    expect(rejected.title).toBe('Lening afgewezen');
    expect(rejected.body).toContain('het bedrag past niet bij wat je kunt terugbetalen');
    expect(rejected.link).toEqual({ to: paths.loan.records, label: 'Naar lening' });
    const overdue = notice('loanOverdue', {
      loanId: 'l-1',
      orderNo: 'L1',
      outstanding: '1008.25',
      currency: 'EUR',
      ratePct: '13.90',
    });
    expect(overdue.body).toContain('13,90 %');
    expect(overdue.body).toContain('1.008,25');
    expect(overdue.link?.to).toBe(paths.loan.index);
    const approved = notice('loanApproved', {
      loanId: 'l-1',
      orderNo: 'L1',
      amount: '1000.00',
      currency: 'EUR',
      dueAt: '2026-12-23T10:00:00.000Z',
    });
    expect(approved.body).toContain('1.000,00');
    expect(approved.body).not.toContain('2026-12-23T');
  });

  it('says an intraday rejection’s reason in words, and an approval’s buying power in its currency and its day as a date', () => {
    const t = testI18n('nl').getFixedT('nl');
    const told = { recordId: 'r1', orderNo: 'I1', amount: '2000.00', currency: 'EUR' };
    const rejected = noticeText(
      createNotice({
        title: '',
        summary: null,
        content: null,
        kind: 'intradayRejected',
        params: { ...told, reason: 'experience' },
      }),
      t,
    );
    expect(rejected.body).toBe(
      'Je aanvraag I1 is afgewezen: te weinig ervaring met handelen. Het bedrag van 2.000,00 € staat weer vrij.',
    );
    expect(rejected.link?.to).toBe(paths.intraday.index);
    const approved = noticeText(
      createNotice({
        title: '',
        summary: null,
        content: null,
        kind: 'intradayApproved',
        params: { ...told, buyingPower: '10000.00', day: '2026-11-23' },
      }),
      t,
    );
    expect(approved.body).toContain('koopkracht van 10.000,00 €');
    // The day as a Dutch date, not the wire's 2026-11-23.
    expect(approved.body).toContain('handel je op 23/11/2026 met');
    // A settled day leads to its session report.
    const settled = noticeText(
      createNotice({
        title: '',
        summary: null,
        content: null,
        kind: 'intradaySettled',
        params: { ...told, credit: '1993.20', profit: '-6.80' },
      }),
      t,
    );
    expect(settled.link).toEqual({
      to: withQuery(paths.intraday.report, { id: 'r1' }),
      label: 'Naar het dagverslag',
    });
  });
});
