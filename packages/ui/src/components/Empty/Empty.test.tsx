import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { Empty } from './Empty.tsx';

describe('Empty', () => {
  it('shows the kit text by default', () => {
    render(<Empty />);
    expect(screen.getByText('Nothing here yet')).toBeInTheDocument();
  });

  it('shows a title, description and actions', () => {
    render(
      <Empty
        title="Geen orders"
        description="Je orders verschijnen hier"
        actions={<button type="button">Handelen</button>}
      />,
    );
    expect(screen.getByText('Geen orders')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Handelen' })).toBeInTheDocument();
  });
});
