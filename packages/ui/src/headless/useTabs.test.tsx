import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useTabs, type UseTabsOptions } from './useTabs.ts';

const items = [{ value: 'open' }, { value: 'pending', disabled: true }, { value: 'done' }, { value: 'all' }] as const;
type Value = (typeof items)[number]['value'];

function Demo(props: Partial<UseTabsOptions<Value>>) {
  const tabs = useTabs<Value>({ items, ...props });
  return (
    <>
      <div {...tabs.tabListProps} aria-label="Orders">
        {items.map((item) => (
          <button key={item.value} {...tabs.getTabProps(item.value)}>
            {item.value}
          </button>
        ))}
      </div>
      {items.map((item) => (
        <div key={item.value} {...tabs.getPanelProps(item.value)}>
          panel {item.value}
        </div>
      ))}
    </>
  );
}

describe('useTabs', () => {
  it('wires tabs to panels and selects the first enabled tab', () => {
    render(<Demo />);
    const tab = screen.getByRole('tab', { name: 'open' });
    expect(tab).toHaveAttribute('aria-selected', 'true');
    expect(tab).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('tab', { name: 'done' })).toHaveAttribute('tabindex', '-1');
    const panel = screen.getByRole('tabpanel', { name: 'open' });
    expect(tab).toHaveAttribute('aria-controls', panel.id);
    expect(screen.getByRole('tablist', { name: 'Orders' })).toHaveAttribute('aria-orientation', 'horizontal');
  });

  it('moves and selects with arrow keys, Home and End, skipping disabled tabs and wrapping', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(<Demo onChange={onChange} />);
    await user.click(screen.getByRole('tab', { name: 'open' }));
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'done' })).toHaveFocus();
    expect(onChange).toHaveBeenLastCalledWith('done');
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'all' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'open' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'all' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Home}');
    expect(screen.getByRole('tabpanel', { name: 'open' })).toBeVisible();
  });

  it('only moves focus with manual activation, selecting on Enter', async () => {
    const user = userEvent.setup();
    render(<Demo activation="manual" />);
    await user.click(screen.getByRole('tab', { name: 'open' }));
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'done' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'done' })).toHaveAttribute('aria-selected', 'false');
    await user.keyboard('{Enter}');
    expect(screen.getByRole('tab', { name: 'done' })).toHaveAttribute('aria-selected', 'true');
  });

  it('ignores clicks on disabled tabs and follows a controlled value', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(<Demo value="done" onChange={onChange} />);
    await user.click(screen.getByRole('tab', { name: 'pending' }));
    expect(onChange).not.toHaveBeenCalled();
    await user.click(screen.getByRole('tab', { name: 'all' }));
    expect(onChange).toHaveBeenCalledWith('all');
    expect(screen.getByRole('tab', { name: 'done' })).toHaveAttribute('aria-selected', 'true');
  });

  it('uses vertical arrow keys when vertical', async () => {
    const user = userEvent.setup();
    render(<Demo orientation="vertical" />);
    await user.click(screen.getByRole('tab', { name: 'open' }));
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('tab', { name: 'done' })).toHaveFocus();
  });
});
