import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Stepper } from './Stepper.tsx';

describe('Stepper', () => {
  it('steps with the buttons and stops at the bounds', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(<Stepper label="Loten" min={1} max={3} defaultValue={2} onChange={onChange} />);
    const spin = screen.getByRole('spinbutton', { name: 'Loten' });
    expect(spin).toHaveAttribute('aria-valuenow', '2');
    await user.click(screen.getByRole('button', { name: 'Increase' }));
    expect(spin).toHaveValue('3');
    expect(screen.getByRole('button', { name: 'Increase' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Decrease' }));
    await user.click(screen.getByRole('button', { name: 'Decrease' }));
    expect(spin).toHaveValue('1');
    expect(onChange.mock.calls.map(([v]) => v)).toEqual([3, 2, 1]);
  });

  it('steps with arrow keys, Home and End', async () => {
    const user = userEvent.setup();
    render(<Stepper label="Loten" min={1} max={100} step={5} defaultValue={10} />);
    const spin = screen.getByRole('spinbutton', { name: 'Loten' });
    await user.click(spin);
    await user.keyboard('{ArrowUp}');
    expect(spin).toHaveValue('15');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(spin).toHaveValue('5');
    await user.keyboard('{End}');
    expect(spin).toHaveValue('100');
    await user.keyboard('{Home}');
    expect(spin).toHaveValue('1');
  });

  it('allows typing and clamps on blur', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(<Stepper label="Loten" min={10} max={500} defaultValue={10} onChange={onChange} />);
    const spin = screen.getByRole('spinbutton', { name: 'Loten' });
    await user.clear(spin);
    await user.type(spin, '25x');
    expect(spin).toHaveValue('25');
    expect(onChange).toHaveBeenLastCalledWith(25);
    await user.clear(spin);
    await user.type(spin, '9999');
    await user.tab();
    expect(spin).toHaveValue('500');
    expect(onChange).toHaveBeenLastCalledWith(500);
  });

  it('restores the value when left empty', async () => {
    const user = userEvent.setup();
    render(<Stepper label="Loten" min={1} defaultValue={4} />);
    const spin = screen.getByRole('spinbutton', { name: 'Loten' });
    await user.clear(spin);
    await user.tab();
    expect(spin).toHaveValue('4');
  });
});
