import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ErrorState } from './ErrorState.tsx';

describe('ErrorState', () => {
  it('shows the kit title and the message as an alert', () => {
    render(<ErrorState message="Geen verbinding" />);
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrongGeen verbinding');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('is busy while the retry runs and ignores double presses', async () => {
    let finish: () => void = () => {};
    const onRetry = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const user = userEvent.setup();
    render(<ErrorState message="Geen verbinding" onRetry={onRetry} />);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    const busy = screen.getByRole('button', { name: 'Loading…' });
    expect(busy).toHaveAttribute('aria-busy', 'true');
    await user.click(busy);
    expect(onRetry).toHaveBeenCalledOnce();
    finish();
    expect(await screen.findByRole('button', { name: 'Try again' })).not.toHaveAttribute('aria-busy');
  });

  it('recovers when the retry fails', async () => {
    const user = userEvent.setup();
    render(<ErrorState onRetry={() => Promise.reject(new Error('x'))} retryLabel="Opnieuw" />);
    await user.click(screen.getByRole('button', { name: 'Opnieuw' }));
    expect(await screen.findByRole('button', { name: 'Opnieuw' })).toBeInTheDocument();
  });
});
