import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Checkbox } from './Checkbox.tsx';

describe('Checkbox', () => {
  it('toggles by click on the label and by Space', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(<Checkbox onChange={onChange}>Ik ga akkoord</Checkbox>);
    const box = screen.getByRole('checkbox', { name: 'Ik ga akkoord' });
    await user.click(screen.getByText('Ik ga akkoord'));
    expect(box).toBeChecked();
    await user.keyboard(' ');
    expect(box).not.toBeChecked();
    expect(onChange.mock.calls).toEqual([[true], [false]]);
  });

  it('links its description and error', () => {
    render(
      <Checkbox description="Lees de voorwaarden" error="Verplicht">
        Akkoord
      </Checkbox>,
    );
    const box = screen.getByRole('checkbox', { name: 'Akkoord' });
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription('Verplicht Lees de voorwaarden');
  });

  it('follows a controlled value and does nothing when disabled', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(
      <Checkbox checked disabled onChange={onChange}>
        Vast
      </Checkbox>,
    );
    const box = screen.getByRole('checkbox', { name: 'Vast' });
    expect(box).toBeChecked();
    await user.click(box);
    expect(onChange).not.toHaveBeenCalled();
  });
});
