import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TabBar } from './TabBar.tsx';

const items = [
  { key: 'home', icon: null, label: 'Home' },
  { key: 'market', icon: null, label: 'Markt' },
  { key: 'me', icon: null, label: 'Ik', badge: <span>1</span> },
];

describe('TabBar', () => {
  it('is a named navigation with the active tab as the current page', async () => {
    const onSelect = vi.fn();
    const user = userEvent.setup();
    render(<TabBar items={items} activeKey="market" label="Hoofdmenu" onSelect={onSelect} />);
    expect(screen.getByRole('navigation', { name: 'Hoofdmenu' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Markt' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Home' })).not.toHaveAttribute('aria-current');
    await user.click(screen.getByRole('button', { name: /Ik/ }));
    expect(onSelect).toHaveBeenCalledWith('me');
  });

  it('renders router links', () => {
    render(
      <TabBar
        items={items}
        activeKey="home"
        label="Hoofdmenu"
        renderLink={(item, { children, ...link }) => (
          <a href={`/${item.key}`} {...link}>
            {children}
          </a>
        )}
      />,
    );
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
  });
});
