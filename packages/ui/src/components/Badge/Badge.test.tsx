import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { Badge, Dot, badgeText } from './Badge.tsx';

describe('Badge', () => {
  it('caps the count at max', () => {
    expect(badgeText(5, 99)).toBe('5');
    expect(badgeText(100, 99)).toBe('99+');
    expect(badgeText(10, 9)).toBe('9+');
  });

  it('shows the count on its children and reads the label instead', () => {
    render(
      <Badge count={120} label="120 ongelezen berichten">
        <button type="button">Berichten</button>
      </Badge>,
    );
    expect(screen.getByText('99+')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByText('120 ongelezen berichten')).toBeInTheDocument();
  });

  it('hides at zero unless showZero', () => {
    const { rerender, container } = render(<Badge count={0} />);
    expect(container).toBeEmptyDOMElement();
    rerender(<Badge count={0} showZero />);
    expect(screen.getByText('0')).toBeInTheDocument();
  });
});

describe('Dot', () => {
  it('is an image with a label, decorative without', () => {
    const { rerender } = render(<Dot label="Ongelezen" />);
    expect(screen.getByRole('img', { name: 'Ongelezen' })).toHaveAttribute('data-tone', 'negative');
    rerender(<Dot tone="positive" />);
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('can be hidden while keeping its children', () => {
    render(
      <Dot label="Ongelezen" visible={false}>
        <span>Bel</span>
      </Dot>,
    );
    expect(screen.getByText('Bel')).toBeInTheDocument();
    expect(screen.queryByRole('img')).toBeNull();
  });
});
