import { beforeAll, describe, expect, it, vi } from 'vitest';
import { useState, type ReactNode } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeRoot } from '../ThemeRoot/ThemeRoot.tsx';
import { dutchBrand } from '../../themes/dutch/index.ts';
import { Picker, type PickerProps } from './Picker.tsx';

beforeAll(() => {
  HTMLElement.prototype.getClientRects = () => [{}] as unknown as DOMRectList;
});

const inTheme = ({ children }: { children: ReactNode }) => <ThemeRoot brand={dutchBrand}>{children}</ThemeRoot>;

const options = [
  { value: 'nl', label: 'Nederland' },
  { value: 'de', label: 'Duitsland' },
  { value: 'us', label: 'Verenigde Staten', disabled: true },
];

function Harness(props: Partial<PickerProps>) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Kies
      </button>
      <Picker title="Markt" options={options} {...props} open={open} onClose={() => setOpen(false)} />
    </>
  );
}

describe('Picker', () => {
  it('offers radio options with the current one checked and focused', async () => {
    render(<Harness defaultValue="de" />, { wrapper: inTheme });
    expect(screen.getByRole('dialog', { name: 'Markt' })).toBeInTheDocument();
    expect(screen.getByRole('radiogroup', { name: 'Markt' })).toBeInTheDocument();
    const de = screen.getByRole('radio', { name: 'Duitsland' });
    expect(de).toBeChecked();
    // focus-trap moves focus in the next tick.
    await vi.waitFor(() => expect(de).toHaveFocus());
    expect(screen.getByRole('radio', { name: 'Verenigde Staten' })).toBeDisabled();
  });

  it('takes the choice over only on confirm', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(<Harness defaultValue="nl" onChange={onChange} />, { wrapper: inTheme });
    await user.click(screen.getByRole('radio', { name: 'Duitsland' }));
    expect(onChange).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(onChange).toHaveBeenCalledWith('de');
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Kies' }));
    expect(screen.getByRole('radio', { name: 'Duitsland' })).toBeChecked();
  });

  it('has nothing checked for a controlled null, whatever was chosen before', async () => {
    const user = userEvent.setup();
    render(<Harness value={null} />, { wrapper: inTheme });
    await user.click(screen.getByRole('radio', { name: 'Duitsland' }));
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Kies' }));
    expect(screen.getByRole('radio', { name: 'Duitsland' })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: 'Nederland' })).not.toBeChecked();
  });

  it('forgets the choice on cancel and moves with arrow keys', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(<Harness value="nl" onChange={onChange} />, { wrapper: inTheme });
    await vi.waitFor(() => expect(screen.getByRole('radio', { name: 'Nederland' })).toHaveFocus());
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: 'Duitsland' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onChange).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Kies' }));
    expect(screen.getByRole('radio', { name: 'Nederland' })).toBeChecked();
  });
});
