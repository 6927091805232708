import { describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TextField } from './TextField.tsx';

describe('TextField', () => {
  it('works uncontrolled and reports each change', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(<TextField label="Naam" onChange={onChange} />);
    await user.type(screen.getByRole('textbox', { name: 'Naam' }), 'Jan');
    expect(screen.getByRole('textbox')).toHaveValue('Jan');
    expect(onChange).toHaveBeenLastCalledWith('Jan');
  });

  it('follows a controlled value', async () => {
    const user = userEvent.setup();
    function Upper() {
      const [value, setValue] = useState('');
      return <TextField label="Code" value={value} onChange={(next) => setValue(next.toUpperCase())} />;
    }
    render(<Upper />);
    await user.type(screen.getByRole('textbox', { name: 'Code' }), 'ab');
    expect(screen.getByRole('textbox')).toHaveValue('AB');
  });

  it('shows an error linked to the input', () => {
    render(<TextField label="E-mail" type="email" error="Ongeldig adres" />);
    const input = screen.getByRole('textbox', { name: 'E-mail' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Ongeldig adres');
  });
});
