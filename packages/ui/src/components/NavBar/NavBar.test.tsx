import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NavBar } from './NavBar.tsx';

describe('NavBar', () => {
  it('has a heading and a back button with the kit text', async () => {
    const onBack = vi.fn();
    const user = userEvent.setup();
    render(<NavBar title="Opnemen" onBack={onBack} right={<button type="button">Historie</button>} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Opnemen' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(onBack).toHaveBeenCalledOnce();
    expect(screen.getByRole('button', { name: 'Historie' })).toBeInTheDocument();
  });

  it('has no back button without onBack', () => {
    render(<NavBar title="Markt" />);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
