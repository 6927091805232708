import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { Spinner } from './Spinner.tsx';

describe('Spinner', () => {
  it('is a status with its label for screen readers', () => {
    render(<Spinner label="Bezig met laden…" />);
    expect(screen.getByRole('status')).toHaveTextContent('Bezig met laden…');
  });
});
