import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { StatusBadge, statusBadgeTones } from './StatusBadge.tsx';

describe('StatusBadge', () => {
  it.each(statusBadgeTones)('shows the %s tone with its label', (tone) => {
    render(<StatusBadge tone={tone} label={`status ${tone}`} dot />);
    expect(screen.getByText(`status ${tone}`)).toHaveAttribute('data-tone', tone);
  });
});
