import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { Field } from './Field.tsx';

describe('Field', () => {
  it('labels its control and links hint and error by aria-describedby', () => {
    render(
      <Field label="E-mail" hint="We never share it" error="Invalid address" required>
        {(control) => <input {...control} />}
      </Field>,
    );
    const input = screen.getByRole('textbox', { name: 'E-mail' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAttribute('aria-required', 'true');
    expect(input).toHaveAccessibleDescription('Invalid address We never share it');
  });

  it('is valid and undescribed without hint or error', () => {
    render(<Field label="Naam">{(control) => <input {...control} />}</Field>);
    const input = screen.getByRole('textbox', { name: 'Naam' });
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-describedby');
  });

  it('uses a given id', () => {
    render(
      <Field label="Code" id="code">
        {(control) => <input {...control} />}
      </Field>,
    );
    expect(screen.getByRole('textbox', { name: 'Code' })).toHaveAttribute('id', 'code');
  });
});
