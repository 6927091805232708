import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Switch } from './Switch.tsx';

describe('Switch', () => {
  it('is a named switch that toggles by click, label and keyboard', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(<Switch label="Koersmeldingen" description="Bij 5% beweging" onChange={onChange} />);
    const toggle = screen.getByRole('switch', { name: 'Koersmeldingen' });
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    expect(toggle).toHaveAccessibleDescription('Bij 5% beweging');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-checked', 'true');
    await user.click(screen.getByText('Koersmeldingen'));
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    await user.keyboard(' ');
    expect(onChange.mock.calls).toEqual([[true], [false], [true]]);
  });

  it('does nothing when disabled', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(<Switch label="Donker" checked disabled onChange={onChange} />);
    await user.click(screen.getByRole('switch', { name: 'Donker' }));
    expect(onChange).not.toHaveBeenCalled();
  });
});
