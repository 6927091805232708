import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PasswordField } from './PasswordField.tsx';

describe('PasswordField', () => {
  it('hides the password and toggles it with the kit texts', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<PasswordField label="Wachtwoord" onChange={onChange} />);
    const input = screen.getByLabelText('Wachtwoord');
    expect(input).toHaveAttribute('type', 'password');
    await user.type(input, 'geheim');
    expect(onChange).toHaveBeenLastCalledWith('geheim');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(input).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(input).toHaveAttribute('type', 'password');
  });

  it('lets a screen override the toggle texts', () => {
    render(<PasswordField label="Wachtwoord" showLabel="Toon wachtwoord" hideLabel="Verberg wachtwoord" />);
    expect(screen.getByRole('button', { name: 'Toon wachtwoord' })).toBeInTheDocument();
  });
});
