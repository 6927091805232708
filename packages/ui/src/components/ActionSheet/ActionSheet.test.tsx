import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { ReactNode } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeRoot } from '../ThemeRoot/ThemeRoot.tsx';
import { dutchBrand } from '../../themes/dutch/index.ts';
import { ActionSheet } from './ActionSheet.tsx';

beforeAll(() => {
  HTMLElement.prototype.getClientRects = () => [{}] as unknown as DOMRectList;
});

const inTheme = ({ children }: { children: ReactNode }) => <ThemeRoot brand={dutchBrand}>{children}</ThemeRoot>;

describe('ActionSheet', () => {
  it('offers each action as a button and closes after one is chosen', async () => {
    const onSelect = vi.fn();
    const onAction = vi.fn();
    const onClose = vi.fn();
    const user = userEvent.setup();
    render(
      <ActionSheet
        open
        onClose={onClose}
        onAction={onAction}
        title="Order"
        actions={[
          { label: 'Wijzigen', onSelect },
          { label: 'Annuleren', tone: 'destructive' },
        ]}
      />,
      { wrapper: inTheme },
    );
    expect(screen.getByRole('dialog', { name: 'Order' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Annuleren' })).toHaveAttribute('data-tone', 'destructive');
    await user.click(screen.getByRole('button', { name: 'Wijzigen' }));
    expect(onSelect).toHaveBeenCalledOnce();
    expect(onAction).toHaveBeenCalledWith(expect.objectContaining({ label: 'Wijzigen' }), 0);
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('has a cancel row that only closes, and ignores disabled actions', async () => {
    const onSelect = vi.fn();
    const onClose = vi.fn();
    const user = userEvent.setup();
    render(
      <ActionSheet open onClose={onClose} label="Acties" actions={[{ label: 'Delen', disabled: true, onSelect }]} />,
      { wrapper: inTheme },
    );
    expect(screen.getByRole('dialog', { name: 'Acties' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Delen' }));
    expect(onSelect).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('can drop the cancel row', () => {
    render(<ActionSheet open onClose={() => {}} label="Acties" actions={[{ label: 'Delen' }]} showCancel={false} />, {
      wrapper: inTheme,
    });
    expect(screen.queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
  });
});
