import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RadioGroup } from './RadioGroup.tsx';

const options = [
  { value: 'bank', label: 'Bank' },
  { value: 'usdt', label: 'USDT', disabled: true },
  { value: 'card', label: 'Kaart' },
] as const;

describe('RadioGroup', () => {
  it('is one tab stop; arrows move, skip disabled options and choose', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(
      <>
        <button type="button">voor</button>
        <RadioGroup label="Methode" options={options} onChange={onChange} />
      </>,
    );
    expect(screen.getByRole('radiogroup', { name: 'Methode' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'voor' }));
    await user.tab();
    expect(screen.getByRole('radio', { name: 'Bank' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    const card = screen.getByRole('radio', { name: 'Kaart' });
    expect(card).toHaveFocus();
    expect(card).toHaveAttribute('aria-checked', 'true');
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: 'Bank' })).toHaveAttribute('aria-checked', 'true');
    await user.keyboard('{End}');
    expect(onChange.mock.calls).toEqual([['card'], ['bank'], ['card']]);
  });

  it('chooses by click, not on a disabled option', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(<RadioGroup label="Methode" options={options} defaultValue="card" onChange={onChange} />);
    expect(screen.getByRole('radio', { name: 'Kaart' })).toHaveAttribute('tabindex', '0');
    await user.click(screen.getByRole('radio', { name: 'USDT' }));
    expect(onChange).not.toHaveBeenCalled();
    await user.click(screen.getByRole('radio', { name: 'Bank' }));
    expect(onChange).toHaveBeenCalledWith('bank');
  });

  it('links the error', () => {
    render(<RadioGroup label="Methode" options={options} error="Kies een methode" />);
    expect(screen.getByRole('radiogroup')).toHaveAccessibleDescription('Kies een methode');
  });
});
