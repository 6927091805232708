import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { ReactNode } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeRoot } from '../ThemeRoot/ThemeRoot.tsx';
import { dutchBrand } from '../../themes/dutch/index.ts';
import { Dialog } from './Dialog.tsx';

beforeAll(() => {
  HTMLElement.prototype.getClientRects = () => [{}] as unknown as DOMRectList;
});

const inTheme = ({ children }: { children: ReactNode }) => <ThemeRoot brand={dutchBrand}>{children}</ThemeRoot>;

function deferred() {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

describe('Dialog', () => {
  it('is an alert dialog named by its title and described by its message', () => {
    render(<Dialog open onClose={() => {}} title="Order annuleren?" message="Dit kan niet ongedaan worden." />, {
      wrapper: inTheme,
    });
    const dialog = screen.getByRole('alertdialog', { name: 'Order annuleren?' });
    expect(dialog).toHaveAccessibleDescription('Dit kan niet ongedaan worden.');
    expect(screen.getByRole('button', { name: 'Confirm' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
  });

  it('confirms synchronously and closes', async () => {
    const onConfirm = vi.fn();
    const onClose = vi.fn();
    const user = userEvent.setup();
    render(<Dialog open onClose={onClose} onConfirm={onConfirm} title="Doorgaan?" confirmLabel="Ja" />, {
      wrapper: inTheme,
    });
    await user.click(screen.getByRole('button', { name: 'Ja' }));
    expect(onConfirm).toHaveBeenCalledOnce();
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('shows loading until the confirm promise resolves, ignoring cancel meanwhile', async () => {
    const pending = deferred();
    const onClose = vi.fn();
    const onCancel = vi.fn();
    const user = userEvent.setup();
    render(
      <Dialog
        open
        onClose={onClose}
        onCancel={onCancel}
        onConfirm={() => pending.promise}
        title="Opnemen?"
        loadingLabel="Bezig…"
      />,
      { wrapper: inTheme },
    );
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    const busy = screen.getByRole('button', { name: 'Bezig…' });
    expect(busy).toHaveAttribute('aria-busy', 'true');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.keyboard('{Escape}');
    expect(onCancel).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
    pending.resolve();
    await vi.waitFor(() => expect(onClose).toHaveBeenCalledOnce());
  });

  it('stays open when the confirm promise rejects', async () => {
    const pending = deferred();
    const onClose = vi.fn();
    const user = userEvent.setup();
    render(<Dialog open onClose={onClose} onConfirm={() => pending.promise} title="Opnemen?" />, { wrapper: inTheme });
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    pending.reject(new Error('nope'));
    expect(await screen.findByRole('button', { name: 'Confirm' })).not.toHaveAttribute('aria-busy');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('cancels by button and by Escape', async () => {
    const onCancel = vi.fn();
    const onClose = vi.fn();
    const user = userEvent.setup();
    render(<Dialog open onClose={onClose} onCancel={onCancel} title="Doorgaan?" cancelLabel="Nee" />, {
      wrapper: inTheme,
    });
    await user.click(screen.getByRole('button', { name: 'Nee' }));
    await user.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(2);
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('can be a plain notice without a cancel button', () => {
    render(<Dialog open onClose={() => {}} title="Gelukt" showCancel={false} confirmLabel="OK" />, {
      wrapper: inTheme,
    });
    expect(screen.queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
  });
});
