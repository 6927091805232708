import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';

// A browser that reports touch support (a phone, or a laptop with a touch screen). @use-gesture
// reads this once when it loads, so it is set before any import.
vi.hoisted(() => {
  (window as unknown as { ontouchstart: null }).ontouchstart = null;
});

const { PullToRefresh } = await import('./PullToRefresh.tsx');

describe('PullToRefresh in a browser with touch support', () => {
  it('lets a mouse click through to the content (no tap filter swallowing clicks)', () => {
    const onClick = vi.fn();
    render(
      <PullToRefresh onRefresh={() => Promise.resolve()}>
        <button type="button" onClick={onClick}>
          Opname van 200,00 €
        </button>
      </PullToRefresh>,
    );
    // detail: 1 is what a real mouse click carries (a keyboard "click" has 0).
    fireEvent.click(screen.getByRole('button', { name: 'Opname van 200,00 €' }), { detail: 1 });
    expect(onClick).toHaveBeenCalledOnce();
  });
});
