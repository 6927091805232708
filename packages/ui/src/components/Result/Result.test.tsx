import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { Result, resultStatuses } from './Result.tsx';

describe('Result', () => {
  it.each(resultStatuses)('shows a %s page with a heading', (status) => {
    render(
      <Result
        status={status}
        title="Opname ingediend"
        description="Binnen 24 uur"
        actions={<button type="button">OK</button>}
      />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Opname ingediend' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'OK' })).toBeInTheDocument();
  });
});
