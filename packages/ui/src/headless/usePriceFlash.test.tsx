import { describe, expect, it } from 'vitest';
import { renderHook } from '@testing-library/react';
import { usePriceFlash } from './usePriceFlash.ts';

describe('usePriceFlash', () => {
  it('reports the direction of each change as decimals, with a new id every time', () => {
    const { result, rerender } = renderHook(({ price }) => usePriceFlash(price), { initialProps: { price: '10.10' } });
    expect(result.current).toBeNull();
    rerender({ price: '10.1' });
    expect(result.current).toBeNull();
    rerender({ price: '10.11' });
    expect(result.current).toEqual({ direction: 'up', id: 2 });
    rerender({ price: '10.12' });
    expect(result.current).toEqual({ direction: 'up', id: 3 });
    rerender({ price: '9.99' });
    expect(result.current).toEqual({ direction: 'down', id: 4 });
    rerender({ price: 'n/a' });
    expect(result.current).toEqual({ direction: 'down', id: 4 });
  });
});
