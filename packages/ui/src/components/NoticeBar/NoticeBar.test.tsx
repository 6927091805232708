import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NoticeBar } from './NoticeBar.tsx';

describe('NoticeBar', () => {
  it('shows a static text and closes', async () => {
    const onClose = vi.fn();
    const user = userEvent.setup();
    render(<NoticeBar text="Onderhoud zaterdag" closable onClose={onClose} />);
    expect(screen.getByText('Onderhoud zaterdag')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close notice' }));
    expect(onClose).toHaveBeenCalledOnce();
    expect(screen.queryByText('Onderhoud zaterdag')).toBeNull();
  });

  it('reads a scrolling text once, by its label', () => {
    render(<NoticeBar text="Lange mededeling" scrolling />);
    expect(screen.getByRole('marquee', { name: 'Lange mededeling' })).toHaveAttribute('tabindex', '0');
    expect(screen.getAllByText('Lange mededeling')).toHaveLength(2);
  });
});
