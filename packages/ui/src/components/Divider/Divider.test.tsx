import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { Divider } from './Divider.tsx';

describe('Divider', () => {
  it('is a separator, named by its label', () => {
    render(<Divider label="of" />);
    expect(screen.getByRole('separator', { name: 'of' })).toHaveAttribute('data-labelled', 'true');
  });

  it('is a plain separator without a label', () => {
    render(<Divider spacing="none" />);
    expect(screen.getByRole('separator')).toHaveAttribute('data-spacing', 'none');
  });
});
