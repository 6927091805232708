import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { KitTextsProvider, defaultKitTexts } from '../../texts/KitTexts.tsx';
import { PriceChange } from './PriceChange.tsx';

describe('PriceChange', () => {
  it.each([
    ['1.23', '0.45', '+1,23 (+0,45%)', 'up', 'Up 1,23 (0,45%)'],
    ['-0.5', '-1.234', '-0,50 (-1,23%)', 'down', 'Down 0,50 (1,23%)'],
    ['0', '0', '0,00 (0,00%)', 'flat', 'Unchanged'],
  ])('shows %s / %s as %s, coloured %s and spoken in words', (change, changePct, visible, sign, spoken) => {
    const { container } = render(<PriceChange change={change} changePct={changePct} />);
    const root = container.firstElementChild!;
    expect(root).toHaveAttribute('data-sign', sign);
    expect(screen.getByText(visible)).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByText(spoken)).not.toHaveAttribute('aria-hidden');
    expect(root.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });

  it('keeps the decimals a change carries and falls back to the percentage for the sign', () => {
    const { container } = render(
      <>
        <PriceChange change="0.0125" changePct="0.004" size="lg" variant="pill" />
        <PriceChange change="0" changePct="-0.01" />
      </>,
    );
    const [first, second] = Array.from(container.children);
    expect(screen.getByText('+0,0125 (0,00%)')).toBeInTheDocument();
    expect(first).toHaveAttribute('data-sign', 'up');
    expect(first).toHaveAttribute('data-variant', 'pill');
    expect(first).toHaveAttribute('data-size', 'lg');
    expect(second).toHaveAttribute('data-sign', 'down');
    expect(screen.getByText('Down 0,00 (0,01%)')).toBeInTheDocument();
  });

  it('takes the spoken texts from the kit texts, and props over them', () => {
    render(
      <KitTextsProvider
        texts={{ ...defaultKitTexts, priceChange: { up: 'Gestegen met {{change}} ({{pct}})', down: 'x', flat: 'y' } }}
      >
        <PriceChange change="2" changePct="1" />
        <PriceChange change="0" changePct="0" texts={{ flat: 'Onveranderd' }} data={{ testid: 'flat' }} />
      </KitTextsProvider>,
    );
    expect(screen.getByText('Gestegen met 2,00 (1,00%)')).toBeInTheDocument();
    expect(screen.getByTestId('flat')).toHaveTextContent('Onveranderd');
  });

  it('treats non-numeric input as unchanged', () => {
    render(<PriceChange change="" changePct="n/a" />);
    expect(screen.getByText('Unchanged')).toBeInTheDocument();
    expect(screen.getByText('0,00 (0,00%)')).toBeInTheDocument();
  });
});
