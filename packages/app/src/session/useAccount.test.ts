import { describe, expect, it } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { sessionStore } from './sessionStore.ts';
import { markNoticeRead, useReadNoticeIds } from './useAccount.ts';

describe('the notices read on this device', () => {
  it('are kept in readMsg, and are unread again at once when a 401 clears the storage', () => {
    const { result, rerender } = renderHook(() => useReadNoticeIds());
    expect(result.current).toEqual([]);
    act(() => markNoticeRead('n1'));
    act(() => markNoticeRead('n2'));
    expect(result.current).toEqual(['n1', 'n2']);
    expect(JSON.parse(localStorage.getItem('readMsg')!)).toEqual({ ids: ['n1', 'n2'] });
    act(() => sessionStore.clearAfterUnauthorized());
    rerender();
    expect(result.current).toEqual([]);
  });
});
