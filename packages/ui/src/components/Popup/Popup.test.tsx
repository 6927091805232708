import { beforeAll, describe, expect, it, vi } from 'vitest';
import { Activity, StrictMode, useState, type ReactNode } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeRoot } from '../ThemeRoot/ThemeRoot.tsx';
import { dutchBrand } from '../../themes/dutch/index.ts';
import { Popup } from './Popup.tsx';

// jsdom has no layout: tell focus-trap's tabbable that elements are displayed.
beforeAll(() => {
  HTMLElement.prototype.getClientRects = () => [{}] as unknown as DOMRectList;
});

const inTheme = ({ children }: { children: ReactNode }) => <ThemeRoot brand={dutchBrand}>{children}</ThemeRoot>;

function Harness({ onClose = () => {}, closeOnOverlayClick }: { onClose?: () => void; closeOnOverlayClick?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Popup
        open={open}
        onClose={() => {
          onClose();
          setOpen(false);
        }}
        label="Filters"
        closeOnOverlayClick={closeOnOverlayClick}
      >
        <button type="button">First</button>
        <button type="button">Second</button>
      </Popup>
    </>
  );
}

describe('Popup', () => {
  it('renders nothing while closed', () => {
    render(
      <Popup open={false} onClose={() => {}} label="x">
        x
      </Popup>,
      { wrapper: inTheme },
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('portals into the theme root, focuses itself and locks page scrolling', async () => {
    const user = userEvent.setup();
    render(<Harness />, { wrapper: inTheme });
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = screen.getByRole('dialog', { name: 'Filters' });
    expect(dialog.closest('[data-brand]')).not.toBeNull();
    expect(dialog).toHaveFocus();
    expect(document.body.style.overflow).toBe('hidden');
  });

  it('keeps Tab inside and returns focus to the trigger on Escape', async () => {
    const onClose = vi.fn();
    const user = userEvent.setup();
    render(<Harness onClose={onClose} />, { wrapper: inTheme });
    const trigger = screen.getByRole('button', { name: 'Open' });
    await user.click(trigger);
    await user.tab();
    expect(screen.getByRole('button', { name: 'First' })).toHaveFocus();
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: 'First' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledOnce();
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(trigger).toHaveFocus();
    expect(document.body.style.overflow).toBe('');
  });

  it('turns inert at once when closed, then leaves after its exit animation', async () => {
    const { rerender } = render(
      <Popup open onClose={() => {}} label="Filters">
        x
      </Popup>,
      { wrapper: inTheme },
    );
    const dialog = screen.getByRole('dialog', { name: 'Filters' });
    rerender(
      <Popup open={false} onClose={() => {}} label="Filters">
        x
      </Popup>,
    );
    expect(dialog.parentElement).toHaveAttribute('data-state', 'closed');
    expect(dialog.parentElement).toHaveAttribute('inert');
    expect(document.body.style.overflow).toBe('');
    await vi.waitFor(() => expect(dialog).not.toBeInTheDocument());
  });

  it('closes on a tap on the overlay unless told not to', async () => {
    const onClose = vi.fn();
    const user = userEvent.setup();
    const { unmount } = render(<Harness onClose={onClose} />, { wrapper: inTheme });
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.click(document.querySelector('[data-popup-overlay]')!);
    expect(onClose).toHaveBeenCalledOnce();
    unmount();

    const stays = vi.fn();
    render(<Harness onClose={stays} closeOnOverlayClick={false} />, { wrapper: inTheme });
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.click(document.querySelector('[data-popup-overlay]')!);
    expect(stays).not.toHaveBeenCalled();
  });

  it('closes when its screen is left while it is open (a kept-alive screen hidden by <Activity>)', async () => {
    const onClose = vi.fn();
    function Screen({ mode }: { mode: 'visible' | 'hidden' }) {
      return (
        <Activity mode={mode}>
          <Harness onClose={onClose} />
        </Activity>
      );
    }
    const { rerender } = render(<Screen mode="visible" />, { wrapper: inTheme });
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(screen.getByRole('dialog', { name: 'Filters' })).toBeInTheDocument();
    rerender(<Screen mode="hidden" />);
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    rerender(<Screen mode="visible" />);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Filters' })).toBeNull());
  });

  it('does not close itself when it closes normally, nor under StrictMode’s mount check', async () => {
    const onClose = vi.fn();
    render(
      <StrictMode>
        <Popup open onClose={onClose} label="Filters">
          <button type="button">First</button>
        </Popup>
      </StrictMode>,
      { wrapper: inTheme },
    );
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(onClose).not.toHaveBeenCalled();
  });
});
