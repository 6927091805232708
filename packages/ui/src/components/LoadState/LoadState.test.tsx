import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { defaultKitTexts } from '../../texts/KitTexts.tsx';
import { Skeleton } from '../Skeleton/Skeleton.tsx';
import { LoadState, type LoadStateProps } from './LoadState.tsx';
import { loadStateOf } from './loadStates.ts';

interface Notices {
  items: string[];
}

const skeleton = <Skeleton label="Meldingen laden" />;

function renderState(props: Partial<LoadStateProps<Notices>>) {
  return render(
    <LoadState<Notices>
      data={undefined}
      error={undefined}
      loading={false}
      skeleton={skeleton}
      onRetry={() => {}}
      {...props}
    >
      {(notices) => (
        <ul aria-label="Meldingen">
          {notices.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      )}
    </LoadState>,
  );
}

describe('LoadState', () => {
  it('shows the skeleton while the first read runs', () => {
    renderState({ loading: true });
    expect(screen.getByRole('status')).toHaveTextContent('Meldingen laden');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('shows the skeleton before a read has started (no data, no error, not loading)', () => {
    renderState({});
    expect(screen.getByRole('status')).toHaveTextContent('Meldingen laden');
  });

  it('shows the error with a retry once no request runs', async () => {
    const onRetry = vi.fn();
    const user = userEvent.setup();
    renderState({ error: new Error('503'), onRetry });
    expect(screen.getByRole('alert')).toHaveTextContent(defaultKitTexts.errorState.title);
    expect(screen.queryByRole('status')).toBeNull();
    await user.click(screen.getByRole('button', { name: defaultKitTexts.retry }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('says the error in the texts it is given', () => {
    renderState({
      error: new Error('503'),
      retryLabel: 'Opnieuw',
      errorTitle: 'Niet geladen',
      errorMessage: 'Controleer je verbinding',
    });
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Niet geladen');
    expect(alert).toHaveTextContent('Controleer je verbinding');
    expect(screen.getByRole('button', { name: 'Opnieuw' })).toBeInTheDocument();
  });

  it('shows the skeleton again while a retry runs after an error', () => {
    renderState({ error: new Error('503'), loading: true });
    expect(screen.getByRole('status')).toHaveTextContent('Meldingen laden');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('renders the data through its children', () => {
    renderState({ data: { items: ['Onderhoud zaterdag', 'Nieuwe markt'] } });
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Onderhoud zaterdag',
      'Nieuwe markt',
    ]);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('keeps data that is there over a later error (a failed revalidation) and over a running request', () => {
    renderState({ data: { items: ['Onderhoud zaterdag'] }, error: new Error('offline') });
    expect(screen.getByRole('list', { name: 'Meldingen' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    renderState({ data: { items: ['Nieuwe markt'] }, loading: true });
    expect(screen.getByText('Nieuwe markt')).toBeInTheDocument();
  });

  it('shows the empty state for empty data, the kit default or its own', () => {
    const isEmpty = (notices: Notices) => notices.items.length === 0;
    const { unmount } = renderState({ data: { items: [] }, isEmpty });
    expect(screen.getByText(defaultKitTexts.list.empty)).toBeInTheDocument();
    expect(screen.queryByRole('list')).toBeNull();
    unmount();
    renderState({ data: { items: [] }, isEmpty, empty: <p>Geen meldingen</p> });
    expect(screen.getByText('Geen meldingen')).toBeInTheDocument();
  });

  it('shows data that is not empty by isEmpty', () => {
    renderState({ data: { items: ['Nieuwe markt'] }, isEmpty: (notices) => notices.items.length === 0 });
    expect(screen.getByRole('list', { name: 'Meldingen' })).toBeInTheDocument();
  });

  it('decides the branch by one rule', () => {
    expect(loadStateOf({ data: undefined, error: undefined, loading: true })).toBe('loading');
    expect(loadStateOf({ data: undefined, error: null, loading: false })).toBe('loading');
    expect(loadStateOf({ data: undefined, error: new Error('x'), loading: false })).toBe('error');
    expect(loadStateOf({ data: undefined, error: new Error('x'), loading: true })).toBe('loading');
    expect(loadStateOf({ data: 0, error: new Error('x'), loading: false })).toBe('data');
    expect(loadStateOf({ data: null, error: undefined, loading: false })).toBe('data');
    expect(loadStateOf({ data: [], error: undefined, loading: false, isEmpty: (d) => d.length === 0 })).toBe('empty');
  });
});
