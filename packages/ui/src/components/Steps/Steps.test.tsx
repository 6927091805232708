import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { Steps } from './Steps.tsx';

describe('Steps', () => {
  it('is an ordered list with the current step marked', () => {
    render(
      <Steps
        label="Voortgang"
        statusLabels={{ done: 'Voltooid', current: 'Bezig' }}
        steps={[
          { key: 'a', title: 'Aangevraagd', time: '01-01 10:00', status: 'done' },
          { key: 'b', title: 'In behandeling', status: 'current', description: 'Binnen 24 uur' },
          { key: 'c', title: 'Uitbetaald', status: 'upcoming' },
        ]}
      />,
    );
    const list = screen.getByRole('list', { name: 'Voortgang' });
    const items = screen.getAllByRole('listitem');
    expect(list).toBeInTheDocument();
    expect(items).toHaveLength(3);
    expect(items[1]).toHaveAttribute('aria-current', 'step');
    expect(items[0]).not.toHaveAttribute('aria-current');
    expect(items[0]).toHaveTextContent('AangevraagdVoltooid01-01 10:00');
    expect(items[2]).toHaveAttribute('data-status', 'upcoming');
  });
});
