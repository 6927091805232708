import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { Money } from './Money.tsx';

describe('Money', () => {
  it('formats in the product format with a prefix', () => {
    render(<Money value="1234.5" prefix="$ " />);
    expect(screen.getByText('$ 1.234,50')).toHaveAttribute('data-size', 'md');
  });

  it('places the currency sign and takes the scale from the currency', () => {
    const { container } = render(
      <>
        <Money value="1234.5" currency="EUR" />
        <Money value="1234.5" currency="USD" />
        <Money value="1.5" currency="USDT" />
        <Money value="1.5" currency="USDT" scale={2} />
      </>,
    );
    expect(Array.from(container.querySelectorAll('span'), (span) => span.textContent)).toEqual([
      '1.234,50 €',
      '$ 1.234,50',
      '1,50 USDT',
      '1,50 USDT',
    ]);
  });

  it('shows zero for empty values', () => {
    render(<Money value="" />);
    expect(screen.getByText('0,00')).toBeInTheDocument();
  });

  it('uses the scale for crypto', () => {
    render(<Money value="0.1234567" scale={6} suffix=" USDT" />);
    expect(screen.getByText('0,123457 USDT')).toBeInTheDocument();
  });

  it.each([
    ['12.3', '+12,30', 'up'],
    ['-5', '-5,00', 'down'],
    ['0', '0,00', 'flat'],
  ])('signs and colours %s', (value, text, sign) => {
    render(<Money value={value} signed colorBySign />);
    expect(screen.getByText(text)).toHaveAttribute('data-sign', sign);
  });

  it('does not colour without colorBySign', () => {
    render(<Money value="-5" />);
    expect(screen.getByText('-5,00')).not.toHaveAttribute('data-sign');
  });
});
