import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { ReactNode } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeRoot } from '../ThemeRoot/ThemeRoot.tsx';
import { dutchBrand } from '../../themes/dutch/index.ts';
import { Sheet } from './Sheet.tsx';

beforeAll(() => {
  HTMLElement.prototype.getClientRects = () => [{}] as unknown as DOMRectList;
});

const inTheme = ({ children }: { children: ReactNode }) => <ThemeRoot brand={dutchBrand}>{children}</ThemeRoot>;

describe('Sheet', () => {
  it('is a modal dialog named by its title and described by its description', () => {
    render(
      <Sheet open onClose={() => {}} title="Kies een markt" description="Alleen open markten">
        <p>inhoud</p>
      </Sheet>,
      { wrapper: inTheme },
    );
    const dialog = screen.getByRole('dialog', { name: 'Kies een markt' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription('Alleen open markten');
    expect(screen.getByText('inhoud')).toBeInTheDocument();
  });

  it('closes from its close button, named by the kit text or a prop', async () => {
    const onClose = vi.fn();
    const user = userEvent.setup();
    const { rerender } = render(<Sheet open onClose={onClose} title="Titel" />, { wrapper: inTheme });
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledOnce();
    rerender(<Sheet open onClose={onClose} title="Titel" closeLabel="Sluiten" />);
    expect(screen.getByRole('button', { name: 'Sluiten' })).toBeInTheDocument();
  });

  it('takes a label when it has no visible title and can hide the close button', () => {
    render(
      <Sheet open onClose={() => {}} label="Acties" showClose={false}>
        <button type="button">Delen</button>
      </Sheet>,
      { wrapper: inTheme },
    );
    expect(screen.getByRole('dialog', { name: 'Acties' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
  });
});
