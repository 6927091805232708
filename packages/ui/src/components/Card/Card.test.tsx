import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { Card } from './Card.tsx';

describe('Card', () => {
  it('is a region named by its title', () => {
    render(
      <Card title="Portefeuille" extra={<a href="#more">Meer</a>} headingLevel={3}>
        inhoud
      </Card>,
    );
    expect(screen.getByRole('region', { name: 'Portefeuille' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Portefeuille' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Meer' })).toBeInTheDocument();
  });

  it('has no heading without a title', () => {
    render(<Card>inhoud</Card>);
    expect(screen.queryByRole('heading')).toBeNull();
    expect(screen.getByText('inhoud')).toBeInTheDocument();
  });
});
