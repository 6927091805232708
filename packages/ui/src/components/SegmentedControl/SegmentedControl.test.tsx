import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SegmentedControl } from './SegmentedControl.tsx';

const markets = [
  { value: 'nl', label: 'NL' },
  { value: 'de', label: 'DE' },
  { value: 'usd', label: 'USD' },
  { value: 'usdt', label: 'USDT', disabled: true },
  { value: 'usdc', label: 'USDC' },
];

describe('SegmentedControl', () => {
  it('is a named radio group with the first segment chosen by default', () => {
    render(<SegmentedControl options={markets} label="Markt" data={{ testid: 'markets' }} />);
    expect(screen.getByRole('radiogroup', { name: 'Markt' })).toHaveAttribute('data-testid', 'markets');
    expect(screen.getByRole('radio', { name: 'NL' })).toBeChecked();
    expect(screen.getAllByRole('radio')).toHaveLength(5);
  });

  it('chooses by tap and by arrow keys, skipping disabled segments', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(<SegmentedControl options={markets} label="Markt" onChange={onChange} />);
    await user.click(screen.getByText('DE'));
    expect(onChange).toHaveBeenLastCalledWith('de');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: 'USD' })).toBeChecked();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: 'USDC' })).toBeChecked();
    expect(onChange).toHaveBeenLastCalledWith('usdc');
  });

  it('follows a controlled value', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(<SegmentedControl options={markets} label="Markt" value="usd" onChange={onChange} />);
    await user.click(screen.getByText('NL'));
    expect(onChange).toHaveBeenCalledWith('nl');
    expect(screen.getByRole('radio', { name: 'USD' })).toBeChecked();
  });
});
