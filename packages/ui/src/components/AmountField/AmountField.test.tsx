import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AmountField } from './AmountField.tsx';
import { normalizeAmount } from './normalizeAmount.ts';

describe('normalizeAmount', () => {
  it.each([
    ['', 2, ''],
    ['12', 2, '12'],
    ['12,5', 2, '12.5'],
    ['12.', 2, '12.'],
    ['12,345', 2, '12.34'],
    ['0.1234567', 6, '0.123456'],
    [',5', 2, '0.5'],
    ['007', 2, '7'],
    ['00.5', 2, '0.5'],
    ['€ 1 000', 2, '1000'],
    ['-5', 2, '5'],
    ['1.234,56', 2, '1234.56'],
    ['1,234,567.8', 2, '1234567.8'],
    ['12.5', 0, '12'],
  ])('%s at scale %d → %s', (raw, scale, expected) => {
    expect(normalizeAmount(raw, scale)).toBe(expected);
  });

  it.each(['1.2.3', '1,2,3', '12.5,', '1.23,4.5'])('refuses ambiguous %s', (raw) => {
    expect(normalizeAmount(raw, 2)).toBeNull();
  });
});

describe('AmountField', () => {
  it('has a decimal keyboard, shows the comma the user typed and reports a dot decimal string', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(<AmountField label="Bedrag" prefix="€" onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'Bedrag' });
    expect(input).toHaveAttribute('inputmode', 'decimal');
    await user.type(input, '1234,567');
    expect(input).toHaveValue('1234,56');
    expect(onChange).toHaveBeenLastCalledWith('1234.56');
  });

  it('ignores a second separator', async () => {
    const user = userEvent.setup();
    render(<AmountField label="Bedrag" defaultValue="1.5" />);
    const input = screen.getByRole('textbox', { name: 'Bedrag' });
    expect(input).toHaveValue('1,5');
    await user.type(input, ',');
    expect(input).toHaveValue('1,5');
    await user.type(input, '.');
    expect(input).toHaveValue('1,5');
  });

  it('shows a typed dot as the comma, or keeps the dot for a brand that asks for it', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const { unmount } = render(<AmountField label="Bedrag" onChange={onChange} />);
    await user.type(screen.getByRole('textbox', { name: 'Bedrag' }), '12.5');
    expect(screen.getByRole('textbox', { name: 'Bedrag' })).toHaveValue('12,5');
    expect(onChange).toHaveBeenLastCalledWith('12.5');
    unmount();
    render(<AmountField label="Amount" decimalSeparator="." />);
    await user.type(screen.getByRole('textbox', { name: 'Amount' }), '12,5');
    expect(screen.getByRole('textbox', { name: 'Amount' })).toHaveValue('12.5');
  });

  it('allows 6 decimals for crypto', async () => {
    const user = userEvent.setup();
    render(<AmountField label="USDT" scale={6} suffix="USDT" />);
    const input = screen.getByRole('textbox', { name: 'USDT' });
    await user.type(input, '0,12345678');
    expect(input).toHaveValue('0,123456');
  });
});
