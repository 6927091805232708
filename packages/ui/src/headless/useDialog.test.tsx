import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useDialog } from './useDialog.ts';

function Demo({ onOpenChange }: { onOpenChange?: (open: boolean) => void }) {
  const dialog = useDialog({ onOpenChange, withDescription: true });
  return (
    <>
      <button type="button" {...dialog.triggerProps}>
        Open
      </button>
      {dialog.open ? (
        <div {...dialog.dialogProps}>
          <h2 {...dialog.titleProps}>Order</h2>
          <p {...dialog.descriptionProps}>Confirm your order</p>
          <button type="button" onClick={dialog.close}>
            Done
          </button>
        </div>
      ) : null}
    </>
  );
}

describe('useDialog', () => {
  it('opens from its trigger and names and describes the dialog', async () => {
    const user = userEvent.setup();
    render(<Demo />);
    const trigger = screen.getByRole('button', { name: 'Open' });
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await user.click(trigger);
    const dialog = screen.getByRole('dialog', { name: 'Order' });
    expect(dialog).toHaveAccessibleDescription('Confirm your order');
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
  });

  it('closes on Escape inside the dialog and reports it', async () => {
    const onOpenChange = vi.fn();
    const user = userEvent.setup();
    render(<Demo onOpenChange={onOpenChange} />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    screen.getByRole('button', { name: 'Done' }).focus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
  });

  it('ignores Escape when told to, without letting it reach an outer dialog', () => {
    const outer = vi.fn();
    const { result } = renderHook(() => useDialog({ defaultOpen: true, closeOnEscape: false }));
    render(
      // eslint-disable-next-line jsx-a11y/no-static-element-interactions -- test harness
      <div onKeyDown={outer}>
        <div {...result.current.dialogProps}>x</div>
      </div>,
    );
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(outer).not.toHaveBeenCalled();
    expect(result.current.open).toBe(true);
  });

  it('follows a controlled open state', () => {
    const onOpenChange = vi.fn();
    const { result } = renderHook(() => useDialog({ open: false, onOpenChange }));
    act(() => result.current.show());
    expect(result.current.open).toBe(false);
    expect(onOpenChange).toHaveBeenCalledWith(true);
  });

  it('leaves out the labelledby when there is no visible title', () => {
    const { result } = renderHook(() => useDialog({ withTitle: false }));
    expect(result.current.dialogProps['aria-labelledby']).toBeUndefined();
    expect(result.current.dialogProps['aria-describedby']).toBeUndefined();
  });
});
