import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PhoneField } from './PhoneField.tsx';

describe('PhoneField', () => {
  it('keeps digits only, up to maxLength', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(<PhoneField label="Telefoon" maxLength={10} onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'Telefoon' });
    expect(input).toHaveAttribute('inputmode', 'tel');
    expect(input).toHaveAttribute('type', 'tel');
    await user.type(input, '06-1234 5678 99');
    expect(input).toHaveValue('0612345678');
    expect(onChange).toHaveBeenLastCalledWith('0612345678');
  });
});
