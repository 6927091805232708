import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { testI18n } from '../testing/testI18n.ts';
import { combineQueries, QueryState, type QueryLike } from './QueryState.tsx';

const read = <T = string[],>(overrides: Partial<QueryLike<T>>): QueryLike<T> => ({
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

/** A screen that waits on two reads: the names and their count. */
function NamesAndCount({ names, count }: { names: QueryLike<string[]>; count: QueryLike<number> }) {
  testI18n('nl');
  return (
    <QueryState query={combineQueries([names, count])} skeleton={<p>skeleton</p>}>
      {([loadedNames, total]) => <p>{`${loadedNames.join(', ')} van ${total.toFixed(0)}`}</p>}
    </QueryState>
  );
}

describe('QueryState of several reads (combineQueries)', () => {
  it('shows the skeleton while any read loads, though another has data or has failed', () => {
    const { rerender } = render(
      <NamesAndCount names={read({ data: ['Ada'] })} count={read<number>({ isLoading: true })} />,
    );
    expect(screen.getByText('skeleton')).toBeInTheDocument();
    rerender(<NamesAndCount names={read({ error: new Error('busy') })} count={read<number>({ isLoading: true })} />);
    expect(screen.getByText('skeleton')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the first failure once none loads, and its retry reads again only the reads that failed', async () => {
    const names = vi.fn(async () => undefined);
    const count = vi.fn(async () => undefined);
    render(
      <NamesAndCount
        names={read({ data: ['Ada'], mutate: names })}
        count={read<number>({ error: new Error('busy'), mutate: count })}
      />,
    );
    expect(screen.getByRole('alert')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Opnieuw proberen' }));
    expect(count).toHaveBeenCalledTimes(1);
    expect(names).not.toHaveBeenCalled();
  });

  it('gives the children the data of every read, in order, once all have it', () => {
    render(<NamesAndCount names={read({ data: ['Ada', 'Bo'] })} count={read<number>({ data: 3 })} />);
    expect(screen.getByText('Ada, Bo van 3')).toBeInTheDocument();
  });

  it('combines: any loading, the first error, the tuple of data, a retry of each failed read', async () => {
    const first = new Error('first');
    const a = read<string>({ error: first, mutate: vi.fn(async () => 'a') });
    const b = read<number>({ error: new Error('second'), mutate: vi.fn(async () => 2) });
    const c = read<boolean>({ data: true, mutate: vi.fn(async () => true) });
    const failing = combineQueries([a, b, c]);
    expect(failing).toMatchObject({ data: undefined, error: first, isLoading: false });
    await failing.mutate();
    expect([a.mutate, b.mutate, c.mutate].map((mutate) => vi.mocked(mutate).mock.calls.length)).toEqual([1, 1, 0]);

    const loaded = combineQueries([read<string>({ data: 'a' }), read<number>({ data: 0, isLoading: false }), c]);
    expect(loaded.data).toEqual(['a', 0, true]);
    expect(loaded.error).toBeUndefined();
    // Nothing failed: a refresh reads every one again.
    await loaded.mutate();
    expect(vi.mocked(c.mutate)).toHaveBeenCalledTimes(1);
    expect(combineQueries([read({ isLoading: true }), c]).isLoading).toBe(true);
  });
});
