import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { Skeleton, SkeletonShape } from './Skeleton.tsx';

describe('Skeleton', () => {
  it('announces loading once and hides the shapes', () => {
    const { container } = render(<Skeleton lines={2} avatar />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(container.querySelectorAll('[data-shape="line"]')).toHaveLength(2);
    expect(container.querySelector('[data-shape="circle"]')).toBeInTheDocument();
    expect(container.querySelector('[data-shape="line"]')?.closest('[aria-hidden="true"]')).not.toBeNull();
  });

  it('takes its own layout and label', () => {
    const { container } = render(
      <Skeleton label="Koersen laden">
        <SkeletonShape shape="block" height="120px" />
      </Skeleton>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Koersen laden');
    expect(container.querySelector('[data-shape="block"]')).toHaveStyle({ height: '120px' });
  });
});
