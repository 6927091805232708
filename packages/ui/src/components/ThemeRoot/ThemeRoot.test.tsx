import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { ThemeRoot } from './ThemeRoot.tsx';
import { dutchBrand } from '../../themes/dutch/index.ts';
import { jadeBrand } from '../../themes/jade/index.ts';

describe('ThemeRoot', () => {
  it('applies the brand and scheme to its subtree', () => {
    render(
      <ThemeRoot brand={jadeBrand} scheme="dark">
        <p>inhoud</p>
      </ThemeRoot>,
    );
    const root = screen.getByText('inhoud').parentElement!;
    expect(root).toHaveAttribute('data-brand', 'Jade Securities');
    expect(root).toHaveAttribute('data-scheme', 'dark');
    expect(root.className).toContain(jadeBrand.classes.dark);
  });

  it('adds the up/down override class when asked', () => {
    const { container } = render(
      <ThemeRoot brand={dutchBrand} upDown="blueOrange">
        x
      </ThemeRoot>,
    );
    expect((container.firstChild as HTMLElement).className.split(' ')).toHaveLength(3);
  });
});
