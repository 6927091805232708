import { describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PullToRefresh } from './PullToRefresh.tsx';
import { defaultKitTexts } from '../../texts/KitTexts.tsx';

describe('PullToRefresh', () => {
  it('refreshes from the keyboard and announces the result', async () => {
    let finish!: () => void;
    const onRefresh = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const user = userEvent.setup();
    render(
      <PullToRefresh onRefresh={onRefresh} refreshLabel="Ververs">
        <p>Orders</p>
      </PullToRefresh>,
    );
    await user.tab();
    const button = screen.getByRole('button', { name: 'Ververs' });
    expect(button).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onRefresh).toHaveBeenCalledOnce();
    expect(screen.getByRole('status')).toHaveTextContent(defaultKitTexts.pullToRefresh.refreshing);
    expect(button).toHaveAttribute('aria-disabled', 'true');
    await act(async () => finish());
    expect(screen.getByRole('status')).toHaveTextContent(defaultKitTexts.pullToRefresh.done);
  });

  it('shows the pull hint only visually and renders its content', () => {
    render(
      <PullToRefresh onRefresh={() => Promise.resolve()} data={{ testid: 'ptr' }}>
        <p>Orders</p>
      </PullToRefresh>,
    );
    expect(screen.getByText('Orders')).toBeInTheDocument();
    expect(screen.getByTestId('ptr')).toHaveAttribute('data-state', 'idle');
    expect(screen.getByText(defaultKitTexts.pullToRefresh.pull).closest('[aria-hidden="true"]')).not.toBeNull();
  });

  it('has no refresh button when disabled', () => {
    render(
      <PullToRefresh onRefresh={() => Promise.resolve()} disabled>
        <p>Orders</p>
      </PullToRefresh>,
    );
    expect(screen.queryByRole('button')).toBeNull();
  });
});
