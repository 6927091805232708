import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { PickerField } from './PickerField.tsx';

const currencies = [
  { value: 'EUR', label: 'EUR', description: 'Euro' },
  { value: 'USD', label: 'USD', description: 'US-dollar' },
  { value: 'USDT', label: 'USDT', description: 'Tether (TRC-20)' },
  { value: 'HKD', label: 'HKD', description: 'Hongkongse dollar', disabled: true },
];

const meta = {
  title: 'Kit/PickerField',
  component: PickerField,
  args: {
    label: 'Naar',
    title: 'Kies de valuta die je ontvangt',
    placeholder: 'Kies een valuta',
    options: currencies,
    onChange: fn(),
    confirmLabel: 'Kiezen',
    cancelLabel: 'Annuleren',
  },
} satisfies Meta<typeof PickerField>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing chosen yet: the placeholder, muted. Choosing takes effect on confirm. */
export const Placeholder: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Naar Kies een valuta' }));
    await userEvent.click(await page.findByRole('radio', { name: /USD US-dollar/ }));
    await userEvent.click(page.getByRole('button', { name: 'Kiezen' }));
    await expect(args.onChange).toHaveBeenCalledWith('USD');
    await waitFor(() => expect(page.queryByRole('dialog')).not.toBeInTheDocument());
    const trigger = canvas.getByRole('button', { name: 'Naar USD' });
    // The focus goes back to the field when the sheet closes.
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const Chosen: Story = {
  args: { defaultValue: 'EUR', hint: 'Het bedrag wordt in deze valuta bijgeschreven' },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Naar EUR' });
    await expect(trigger).toHaveAccessibleDescription('Het bedrag wordt in deze valuta bijgeschreven');
    // A touch target: the whole field is the button, at least 44 px high.
    await expect(trigger.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};

/** A form moves the focus to its first invalid field by id; the field says why. */
export const WithError: Story = {
  args: { id: 'exchange-to', defaultValue: 'EUR', error: 'Kies een andere valuta dan je betaalt' },
  render: (args) => (
    <form
      noValidate
      style={{ display: 'grid', gap: 16 }}
      onSubmit={(event) => {
        event.preventDefault();
        document.getElementById('exchange-to')?.focus();
      }}
    >
      <PickerField {...args} />
      <Button type="submit" block>
        Omwisselen
      </Button>
    </form>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Omwisselen' }));
    const trigger = canvas.getByRole('button', { name: 'Naar EUR' });
    await expect(trigger).toHaveFocus();
    await expect(trigger).toHaveAttribute('aria-invalid', 'true');
    await expect(trigger).toHaveAccessibleDescription('Kies een andere valuta dan je betaalt');
  },
};

export const Disabled: Story = {
  args: { defaultValue: 'EUR', disabled: true, hint: 'Alleen euro voor deze rekening' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Naar EUR' })).toBeDisabled();
  },
};

/** Controlled by the screen, e.g. swapping the pair of an exchange. */
export const Controlled: Story = {
  render: (args) => {
    function Pair() {
      const [from, setFrom] = useState<string | null>('EUR');
      const [to, setTo] = useState<string | null>('USD');
      return (
        <div style={{ display: 'grid', gap: 12 }}>
          <PickerField {...args} label="Van" title="Kies de valuta die je betaalt" value={from} onChange={setFrom} />
          <Button
            variant="ghost"
            onClick={() => {
              setFrom(to);
              setTo(from);
            }}
          >
            Omdraaien
          </Button>
          <PickerField {...args} value={to} onChange={setTo} />
        </div>
      );
    }
    return <Pair />;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Omdraaien' }));
    await expect(canvas.getByRole('button', { name: 'Van USD' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Naar EUR' })).toBeInTheDocument();
  },
};

export const LongGerman: Story = {
  args: {
    label: 'Konto, auf das die Auszahlung überwiesen werden soll',
    title: 'Wählen Sie das Auszahlungskonto für Ihre Auszahlungsanforderung',
    placeholder: 'Bitte wählen Sie ein Konto aus der Liste',
    hint: 'Nur Konten, die auf Ihren eigenen Namen lauten, sind zulässig.',
    confirmLabel: 'Auswahl bestätigen',
    cancelLabel: 'Abbrechen',
    options: [
      { value: 'a', label: 'Girokonto bei der Sparkasse Rhein-Neckar-Nord, DE89 3704 0044 0532 0130 00' },
      { value: 'b', label: 'Tagesgeldkonto bei der Deutschen Kreditbank' },
    ],
    defaultValue: 'a',
  },
};

export const ChineseAndKorean: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      <PickerField
        {...args}
        label="兌換幣種"
        title="選擇幣種"
        placeholder="請選擇"
        confirmLabel="確認"
        cancelLabel="取消"
      />
      <PickerField
        {...args}
        label="받는 통화"
        title="통화 선택"
        defaultValue="USD"
        error="다른 통화를 선택하세요"
        confirmLabel="확인"
        cancelLabel="취소"
      />
    </div>
  ),
};
