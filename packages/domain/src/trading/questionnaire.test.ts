import { describe, expect, it } from 'vitest';
import type { Issue } from '../validation/issue.ts';
import * as q from './questionnaire.ts';

const k = (issues: readonly Issue[]): string[] => issues.map((i) => i.key);
const now = Date.UTC(2024, 6, 1, 10);
const right = {
  leverageEffect: 'fiftyPct',
  stopOut: 'closedLargestLossFirst',
  dailyCost: 'feeEveryDay',
  maxLoss: 'upToAccountCash',
  experience: 'never',
  background: 'relevant',
};

describe('the margin appropriateness questionnaire', () => {
  it('is data: questions with options, in groups', () => {
    expect(q.marginQuestions.map((question) => question.key)).toEqual(Object.keys(right));
    expect(q.marginQuestionGroups).toEqual(['leverageEffect', 'stopOut', 'dailyCost', 'maxLoss', 'experience']);
    for (const question of q.marginQuestions) {
      for (const accepted of question.accepted) expect(question.options).toContain(accepted);
    }
    expect(q.questionnaireStatuses).toEqual(['notTaken', 'passed', 'failed']);
  });

  it('shows the questions without their answers', () => {
    const form = q.questionnaireForm();
    expect(form[0]).toEqual({
      key: 'leverageEffect',
      textKey: 'trading.questionnaire.leverageEffect.question',
      options: [
        { key: 'tenPct', textKey: 'trading.questionnaire.leverageEffect.options.tenPct' },
        { key: 'fiftyPct', textKey: 'trading.questionnaire.leverageEffect.options.fiftyPct' },
        { key: 'nothingUntilSold', textKey: 'trading.questionnaire.leverageEffect.options.nothingUntilSold' },
      ],
    });
    expect(JSON.stringify(form)).not.toContain('accepted');
    expect(q.questionnaireTextKeys).toContain('trading.questionnaire.reason.experience');
    expect(q.questionnaireTextKeys).toHaveLength(6 + 17 + 5);
  });

  it('passes when every group passes: experience or a relevant background is enough', () => {
    expect(q.scoreQuestionnaire(right, now)).toEqual({
      passed: true,
      score: 5,
      total: 5,
      reasons: [],
      answeredAt: '2024-07-01T10:00:00Z',
      retakeAt: null,
    });
    expect(q.scoreQuestionnaire({ ...right, experience: 'fewTimes', background: 'none' }, now).passed).toBe(true);
  });

  it('fails with the reasons and the day it may be taken again', () => {
    const result = q.scoreQuestionnaire({ ...right, maxLoss: 'neverMoreThanMargin', background: 'none' }, now);
    expect(result).toEqual({
      passed: false,
      score: 3,
      total: 5,
      reasons: ['trading.questionnaire.reason.maxLoss', 'trading.questionnaire.reason.experience'],
      answeredAt: '2024-07-01T10:00:00Z',
      retakeAt: '2024-07-31T10:00:00Z',
    });
    expect(q.scoreQuestionnaire({}, now, 7).retakeAt).toBe('2024-07-08T10:00:00Z');
    expect(q.canRetake(result.retakeAt, now)).toBe(false);
    expect(q.canRetake(result.retakeAt, Date.UTC(2024, 6, 31, 10))).toBe(true);
    expect(q.canRetake(null, now)).toBe(true);
    expect(q.canRetake(undefined, now)).toBe(true);
  });
});

describe('validateMarginApplication', () => {
  const ctx: q.MarginApplicationContext = { nowMs: now, realNameStatus: 'verified', open: true, status: 'notApplied' };

  it('needs every question answered with one of its options', () => {
    expect(q.validateMarginApplication({ answers: right }, ctx)).toEqual([]);
    expect(q.validateMarginApplication({ answers: null }, ctx)).toEqual([
      { field: 'answers', key: 'error.validation.required', params: { field: 'answers' } },
    ]);
    const issues = q.validateMarginApplication({ answers: { ...right, stopOut: '', dailyCost: 'maybe' } }, ctx);
    expect(issues.map((issue) => issue.field)).toEqual(['answers.stopOut', 'answers.dailyCost']);
    expect(k(issues)).toEqual(['error.validation.required', 'error.validation.invalid']);
    const { background: _background, ...missing } = right;
    expect(k(q.validateMarginApplication({ answers: { ...missing, experience: null } }, ctx))).toEqual([
      'error.validation.required',
      'error.validation.required',
    ]);
  });

  it('then checks the real name, the switch, the state and the retake date, in that order', () => {
    const answers = { answers: right };
    expect(k(q.validateMarginApplication(answers, { ...ctx, realNameStatus: 'none' }))).toEqual([
      'error.realName.required',
    ]);
    expect(k(q.validateMarginApplication(answers, { ...ctx, open: false, status: 'applied' }))).toEqual([
      'error.margin.notEnabled',
    ]);
    expect(k(q.validateMarginApplication(answers, { ...ctx, status: 'activated' }))).toEqual([
      'error.margin.alreadyApplied',
    ]);
    expect(q.validateMarginApplication(answers, { ...ctx, status: 'ended', retakeAt: '2024-07-02T00:00:00Z' })).toEqual(
      [{ field: 'margin', key: 'error.margin.retakeLater', params: { retakeAt: '2024-07-02T00:00:00Z' } }],
    );
    expect(q.validateMarginApplication(answers, { ...ctx, retakeAt: '2024-07-01T10:00:00Z' })).toEqual([]);
  });
});
