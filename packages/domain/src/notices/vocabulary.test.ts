import { describe, expect, it } from 'vitest';
import { hasNoticeParams, isNoticeKind, noticeKinds, noticeParamNames } from './vocabulary.ts';

describe('notice kinds', () => {
  it('lists every kind with its parameters', () => {
    expect(noticeKinds).toEqual(Object.keys(noticeParamNames));
    expect(noticeKinds).toContain('marginWarning');
    expect(noticeKinds).toContain('newShareAllotted');
  });

  it('knows a kind from any other value', () => {
    expect(isNoticeKind('marginCritical')).toBe(true);
    expect(isNoticeKind('toString')).toBe(false);
    expect(isNoticeKind(7)).toBe(false);
  });

  it('checks that the parameters are exactly the kind’s, each a string', () => {
    expect(hasNoticeParams('marginWarning', { currency: 'EUR', levelPct: '72.10' })).toBe(true);
    expect(hasNoticeParams('marginWarning', { currency: 'EUR' })).toBe(false);
    expect(hasNoticeParams('marginWarning', { currency: 'EUR', levelPct: 72 })).toBe(false);
    expect(hasNoticeParams('marginWarning', { currency: 'EUR', levelPct: '72', extra: 'x' })).toBe(false);
    expect(hasNoticeParams('realNameApproved', {})).toBe(true);
  });
});
