import { beforeAll, describe, expect, it, vi } from 'vitest';
import { useState, type ReactNode } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeRoot } from '../ThemeRoot/ThemeRoot.tsx';
import { dutchBrand } from '../../themes/dutch/index.ts';
import { defaultKitTexts } from '../../texts/KitTexts.tsx';
import { PickerField } from './PickerField.tsx';

beforeAll(() => {
  // focus-trap needs elements with a layout box to be tabbable; jsdom lays nothing out.
  HTMLElement.prototype.getClientRects = () => [{}] as unknown as DOMRectList;
});

const inTheme = ({ children }: { children: ReactNode }) => <ThemeRoot brand={dutchBrand}>{children}</ThemeRoot>;

const currencies = [
  { value: 'EUR', label: 'Euro' },
  { value: 'USD', label: 'US-dollar' },
  { value: 'USDT', label: 'Tether', disabled: true },
] as const;

describe('PickerField', () => {
  it('is a button named by its label and the choice, which opens the picker', async () => {
    const user = userEvent.setup();
    render(<PickerField label="Van" options={currencies} defaultValue="EUR" />, { wrapper: inTheme });
    const trigger = screen.getByRole('button', { name: 'Van Euro' });
    expect(trigger).toHaveAttribute('aria-haspopup', 'dialog');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await user.click(trigger);
    expect(screen.getByRole('dialog', { name: 'Van' })).toBeInTheDocument();
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('radio', { name: 'Euro' })).toBeChecked();
  });

  it('opens from its label too', async () => {
    const user = userEvent.setup();
    render(<PickerField label="Van" options={currencies} />, { wrapper: inTheme });
    await user.click(screen.getByText('Van'));
    expect(screen.getByRole('dialog', { name: 'Van' })).toBeInTheDocument();
  });

  it('shows the placeholder until a choice is confirmed, then the choice', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(
      <PickerField
        label="Naar"
        title="Kies een valuta"
        placeholder="Kies"
        options={currencies}
        onChange={onChange}
        confirmLabel="Kiezen"
        cancelLabel="Terug"
      />,
      { wrapper: inTheme },
    );
    await user.click(screen.getByRole('button', { name: 'Naar Kies' }));
    await user.click(await screen.findByRole('radio', { name: 'US-dollar' }));
    await user.click(screen.getByRole('button', { name: 'Kiezen' }));
    expect(onChange).toHaveBeenCalledWith('USD');
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Naar US-dollar' })).toBeInTheDocument();
  });

  it('keeps the value on cancel', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(<PickerField label="Naar" options={currencies} value="EUR" onChange={onChange} />, { wrapper: inTheme });
    await user.click(screen.getByRole('button', { name: 'Naar Euro' }));
    await user.click(await screen.findByRole('radio', { name: 'US-dollar' }));
    await user.click(screen.getByRole('button', { name: defaultKitTexts.cancel }));
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Naar Euro' })).toBeInTheDocument();
  });

  it('follows a controlled value, null being "nothing chosen"', async () => {
    function Controlled() {
      const [value, setValue] = useState<string | null>('EUR');
      return (
        <>
          <PickerField label="Van" placeholder="Kies" options={currencies} value={value} onChange={setValue} />
          <button type="button" onClick={() => setValue(null)}>
            Wissen
          </button>
        </>
      );
    }
    const user = userEvent.setup();
    render(<Controlled />, { wrapper: inTheme });
    await user.click(screen.getByRole('button', { name: 'Van Euro' }));
    await user.click(await screen.findByRole('radio', { name: 'US-dollar' }));
    await user.click(screen.getByRole('button', { name: defaultKitTexts.confirm }));
    expect(screen.getByRole('button', { name: 'Van US-dollar' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Wissen' }));
    await user.click(screen.getByRole('button', { name: 'Van Kies' }));
    // The sheet agrees with the field: nothing is checked.
    expect(await screen.findByRole('radio', { name: 'US-dollar' })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: 'Euro' })).not.toBeChecked();
  });

  it('is invalid and described by its error and hint, like a text field', () => {
    render(
      <PickerField label="Naar" options={currencies} error="Kies een andere valuta" hint="Wordt bijgeschreven" />,
      {
        wrapper: inTheme,
      },
    );
    const trigger = screen.getByRole('button', { name: 'Naar' });
    expect(trigger).toHaveAttribute('aria-invalid', 'true');
    expect(trigger).toHaveAccessibleDescription('Kies een andere valuta Wordt bijgeschreven');
    expect(screen.getByText('Kies een andere valuta')).toBeVisible();
  });

  it('is valid and undescribed without error or hint', () => {
    render(<PickerField label="Naar" options={currencies} />, { wrapper: inTheme });
    const trigger = screen.getByRole('button', { name: 'Naar' });
    expect(trigger).not.toHaveAttribute('aria-invalid');
    expect(trigger).not.toHaveAttribute('aria-describedby');
  });

  it('takes the focus by its id, so that a form can focus its first invalid field', () => {
    render(<PickerField id="exchange-to" label="Naar" options={currencies} error="Verplicht" />, {
      wrapper: inTheme,
    });
    document.getElementById('exchange-to')!.focus();
    expect(screen.getByRole('button', { name: 'Naar' })).toHaveFocus();
  });

  it('does not open when disabled', async () => {
    const user = userEvent.setup();
    render(<PickerField label="Naar" options={currencies} defaultValue="EUR" disabled data={{ testid: 'to' }} />, {
      wrapper: inTheme,
    });
    const trigger = screen.getByRole('button', { name: 'Naar Euro' });
    expect(trigger).toBeDisabled();
    await user.click(trigger);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByTestId('to')).toContainElement(trigger);
  });
});
