import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Grid } from './Grid.tsx';

const items = [
  { key: 'deposit', icon: '↓', label: 'Storten' },
  { key: 'withdraw', icon: '↑', label: 'Opnemen' },
];

describe('Grid', () => {
  it('renders buttons that report their key', async () => {
    const onSelect = vi.fn();
    const user = userEvent.setup();
    render(<Grid items={items} label="Diensten" onSelect={onSelect} />);
    expect(screen.getByRole('list', { name: 'Diensten' })).toHaveAttribute('data-columns', '4');
    await user.click(screen.getByRole('button', { name: /Opnemen/ }));
    expect(onSelect).toHaveBeenCalledWith('withdraw');
  });

  it('renders links with renderLink', () => {
    render(
      <Grid
        items={items}
        columns={5}
        renderLink={(item, { children, ...link }) => (
          <a href={`/${item.key}`} {...link}>
            {children}
          </a>
        )}
      />,
    );
    expect(screen.getAllByRole('link')).toHaveLength(2);
  });
});
