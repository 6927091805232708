import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { Bell } from 'lucide-react';
import { Icon } from './Icon.tsx';

describe('Icon', () => {
  it('is hidden from screen readers by default', () => {
    const { container } = render(<Icon icon={Bell} />);
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('is an image with a name when labelled', () => {
    render(<Icon icon={Bell} label="Meldingen" size="lg" />);
    expect(screen.getByRole('img', { name: 'Meldingen' })).toHaveAttribute('data-size', 'lg');
  });
});
