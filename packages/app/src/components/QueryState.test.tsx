import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { testI18n } from '../testing/testI18n.ts';
import { QueryState, type QueryLike } from './QueryState.tsx';

const read = (overrides: Partial<QueryLike<string[]>>): QueryLike<string[]> => ({
  data: undefined,
  error: undefined,
  isLoading: false,
  mutate: async () => undefined,
  ...overrides,
});

function Names({ query, framed = false }: { query: QueryLike<string[]>; framed?: boolean }) {
  testI18n('nl');
  return (
    <QueryState
      query={query}
      skeleton={<p>skeleton</p>}
      errorMessage="De namen zijn niet gelezen."
      errorFrame={framed ? (error) => <section aria-label="frame">{error}</section> : undefined}
      isEmpty={(names) => names.length === 0}
      empty={<p>geen namen</p>}
    >
      {(names) => <p>{names.join(', ')}</p>}
    </QueryState>
  );
}

describe('QueryState', () => {
  it('shows the skeleton, the data, or the empty state of one read', () => {
    const { rerender } = render(<Names query={read({ isLoading: true })} />);
    expect(screen.getByText('skeleton')).toBeInTheDocument();
    rerender(<Names query={read({ data: ['Ada', 'Bo'] })} />);
    expect(screen.getByText('Ada, Bo')).toBeInTheDocument();
    rerender(<Names query={read({ data: [] })} />);
    expect(screen.getByText('geen namen')).toBeInTheDocument();
  });

  it('says what went wrong, with the translated retry that reads again', async () => {
    const mutate = vi.fn(async () => undefined);
    render(<Names query={read({ error: new Error('busy'), mutate })} />);
    expect(screen.getByRole('alert')).toHaveTextContent('De namen zijn niet gelezen.');
    await userEvent.click(screen.getByRole('button', { name: 'Opnieuw proberen' }));
    expect(mutate).toHaveBeenCalledTimes(1);
  });

  it('puts only the error in the frame it is given', () => {
    const { rerender } = render(<Names framed query={read({ error: new Error('busy') })} />);
    expect(screen.getByRole('region', { name: 'frame' })).toContainElement(screen.getByRole('alert'));
    rerender(<Names framed query={read({ data: ['Ada'] })} />);
    expect(screen.queryByRole('region', { name: 'frame' })).toBeNull();
    rerender(<Names framed query={read({ error: new Error('busy'), isLoading: true })} />);
    expect(screen.queryByRole('region', { name: 'frame' })).toBeNull();
    expect(screen.getByText('skeleton')).toBeInTheDocument();
  });
});
