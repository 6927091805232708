import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Header } from './Header.tsx';

describe('Header', () => {
  it('greets and names the bell by its unread state', async () => {
    const onNotices = vi.fn();
    const onCustomerService = vi.fn();
    const user = userEvent.setup();
    const { rerender } = render(
      <Header greeting="Goedemorgen" unread={2} onNotices={onNotices} onCustomerService={onCustomerService} />,
    );
    expect(screen.getByText('Goedemorgen')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Notices, Unread notices' }));
    expect(onNotices).toHaveBeenCalledOnce();
    await user.click(screen.getByRole('button', { name: 'Customer service' }));
    expect(onCustomerService).toHaveBeenCalledOnce();
    rerender(<Header greeting="Goedemorgen" unread={0} onNotices={onNotices} />);
    expect(screen.getByRole('button', { name: 'Notices' })).toBeInTheDocument();
  });

  it('says so, with a dot, when customer service has an unread answer', () => {
    const { container, rerender } = render(
      <Header greeting="Hoi" onCustomerService={() => {}} customerServiceUnread />,
    );
    expect(screen.getByRole('button', { name: 'Customer service, New reply' })).toBeInTheDocument();
    expect(container.querySelectorAll('button > span[aria-hidden="true"]')).toHaveLength(1);
    rerender(<Header greeting="Hoi" onCustomerService={() => {}} customerServiceUnread={2} />);
    expect(screen.getByRole('button', { name: 'Customer service, New reply' })).toBeInTheDocument();
    rerender(<Header greeting="Hoi" onCustomerService={() => {}} customerServiceUnread={0} />);
    expect(screen.getByRole('button', { name: 'Customer service' })).toBeInTheDocument();
    expect(container.querySelectorAll('button > span[aria-hidden="true"]')).toHaveLength(0);
  });

  it('shows the profile with UID, verification and settings', async () => {
    const onSettings = vi.fn();
    const user = userEvent.setup();
    render(
      <Header
        profile={{ realName: 'Jan de Vries', uid: '100234', verification: 'rejected' }}
        onSettings={onSettings}
      />,
    );
    expect(screen.getByText('Jan de Vries')).toBeInTheDocument();
    expect(screen.getByText('UID 100234')).toBeInTheDocument();
    expect(screen.getByText('Rejected')).toHaveAttribute('data-tone', 'negative');
    await user.click(screen.getByRole('button', { name: 'Settings' }));
    expect(onSettings).toHaveBeenCalledOnce();
  });
});
