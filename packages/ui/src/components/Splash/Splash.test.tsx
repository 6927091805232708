import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { Splash } from './Splash.tsx';

describe('Splash', () => {
  it('shows the title, announces loading and later messages', () => {
    const { rerender } = render(<Splash title="Dutch stocks" loadingLabel="Bezig met laden…" />);
    expect(screen.getByRole('heading', { name: 'Dutch stocks' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Bezig met laden…');
    rerender(<Splash title="Dutch stocks" loadingLabel="Bezig met laden…" message="We proberen het opnieuw…" />);
    expect(screen.getByText('We proberen het opnieuw…')).toBeInTheDocument();
  });
});
