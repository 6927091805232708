import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Cell } from './Cell.tsx';
import { CellGroup } from './CellGroup.tsx';

describe('Cell', () => {
  it('is a static row without a click handler', () => {
    render(<Cell title="Saldo" value="€ 1.234,56" />);
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByText('€ 1.234,56')).toBeInTheDocument();
  });

  it('is a button with onClick', async () => {
    const onClick = vi.fn();
    const user = userEvent.setup();
    render(<Cell title="Bankkaart" description="ING •••• 1234" onClick={onClick} />);
    await user.click(screen.getByRole('button', { name: /Bankkaart/ }));
    expect(onClick).toHaveBeenCalledOnce();
  });

  it('renders the app link with renderLink', () => {
    render(
      <Cell
        title="Instellingen"
        data={{ testid: 'settings' }}
        renderLink={({ children, ...link }) => (
          <a href="/settings" {...link}>
            {children}
          </a>
        )}
      />,
    );
    const link = screen.getByRole('link', { name: 'Instellingen' });
    expect(link).toHaveAttribute('href', '/settings');
    expect(link).toHaveAttribute('data-testid', 'settings');
  });

  it('groups rows under a title', () => {
    render(
      <CellGroup title="Account">
        <Cell title="Naam" value="Jan" />
      </CellGroup>,
    );
    expect(screen.getByRole('group', { name: 'Account' })).toBeInTheDocument();
  });
});
