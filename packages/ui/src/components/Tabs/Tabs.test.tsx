import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Tabs } from './Tabs.tsx';

const items = [
  { value: 'open', label: 'Open', panel: <p>Open orders</p> },
  { value: 'filled', label: 'Uitgevoerd', panel: <input aria-label="Zoek uitgevoerd" /> },
  { value: 'cancelled', label: 'Geannuleerd', panel: <p>Geannuleerde orders</p>, disabled: true },
];

describe('Tabs', () => {
  it('shows the selected panel only, named by its tab', () => {
    render(<Tabs items={items} label="Orders" />);
    expect(screen.getByRole('tablist', { name: 'Orders' })).toBeInTheDocument();
    expect(screen.getByRole('tabpanel', { name: 'Open' })).toHaveTextContent('Open orders');
    expect(screen.queryByText('Geannuleerde orders')).not.toBeInTheDocument();
    expect(screen.getAllByRole('tabpanel')).toHaveLength(1);
  });

  it('switches by click and by arrow keys', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(<Tabs items={items} label="Orders" onChange={onChange} />);
    await user.click(screen.getByRole('tab', { name: 'Uitgevoerd' }));
    expect(onChange).toHaveBeenCalledWith('filled');
    expect(screen.getByRole('tabpanel', { name: 'Uitgevoerd' })).toBeInTheDocument();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Open' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Open' })).toHaveAttribute('aria-selected', 'true');
  });

  it('keeps inactive panels mounted but hidden when asked', async () => {
    const user = userEvent.setup();
    render(<Tabs items={items} label="Orders" keepMounted defaultValue="filled" />);
    await user.type(screen.getByRole('textbox', { name: 'Zoek uitgevoerd' }), 'ASML');
    await user.click(screen.getByRole('tab', { name: 'Open' }));
    expect(screen.getByText('Geannuleerde orders')).not.toBeVisible();
    await user.click(screen.getByRole('tab', { name: 'Uitgevoerd' }));
    expect(screen.getByRole('textbox', { name: 'Zoek uitgevoerd' })).toHaveValue('ASML');
  });

  it('follows a controlled value', async () => {
    const user = userEvent.setup();
    render(<Tabs items={items} label="Orders" value="filled" onChange={() => {}} />);
    await user.click(screen.getByRole('tab', { name: 'Open' }));
    expect(screen.getByRole('tab', { name: 'Uitgevoerd' })).toHaveAttribute('aria-selected', 'true');
  });

  it('works as a switcher without panels', () => {
    render(
      <Tabs
        items={[
          { value: 'a', label: 'A' },
          { value: 'b', label: 'B' },
        ]}
        label="Switch"
        data={{ testid: 'tabs' }}
      />,
    );
    expect(screen.getByRole('tab', { name: 'A' })).not.toHaveAttribute('aria-controls');
    expect(screen.queryByRole('tabpanel')).not.toBeInTheDocument();
    expect(screen.getByTestId('tabs')).toBeInTheDocument();
  });

  it('measures nothing when it mounts on its first tab, and brings a tab chosen later into view', async () => {
    const scrollWidth = vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(0);
    try {
      render(<Tabs items={items} label="Orders" />);
      // Measuring would force the screen's first layout inside React's commit (issue #17).
      expect(scrollWidth).not.toHaveBeenCalled();
      await userEvent.click(screen.getByRole('tab', { name: 'Uitgevoerd' }));
      expect(scrollWidth).toHaveBeenCalled();
    } finally {
      scrollWidth.mockRestore();
    }
  });
});
