import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SearchBar } from './SearchBar.tsx';

const history = [
  { stockId: '1', code: 'ASML', name: 'ASML Holding' },
  { stockId: '2', code: 'INGA', name: 'ING Groep' },
];

describe('SearchBar', () => {
  it('submits on Enter and clears with the clear button', async () => {
    const onSubmit = vi.fn();
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(<SearchBar onSubmit={onSubmit} onChange={onChange} />);
    const input = screen.getByRole('searchbox', { name: 'Search' });
    expect(input).toHaveAttribute('placeholder', 'Search by code or name');
    await user.type(input, ' asml {Enter}');
    expect(onSubmit).toHaveBeenCalledWith('asml');
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(input).toHaveValue('');
    expect(input).toHaveFocus();
    expect(onChange).toHaveBeenLastCalledWith('');
  });

  it('shows history chips, picks one and clears them', async () => {
    const onPick = vi.fn();
    const onClearHistory = vi.fn();
    const user = userEvent.setup();
    render(<SearchBar history={history} onPick={onPick} onClearHistory={onClearHistory} />);
    expect(screen.getByRole('region', { name: 'Recent searches' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /ING Groep/ }));
    expect(onPick).toHaveBeenCalledWith(history[1]);
    await user.click(screen.getByRole('button', { name: 'Clear history' }));
    expect(onClearHistory).toHaveBeenCalledOnce();
  });

  it('hides the history when empty', () => {
    render(<SearchBar />);
    expect(screen.queryByRole('region')).toBeNull();
  });
});
